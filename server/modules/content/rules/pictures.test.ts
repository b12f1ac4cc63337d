import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CurriculumActivity } from '../../curriculum/index.ts';
import { fixtureFile } from '../fixture.ts';
import { pictureNames, tilePictureFiles, tilesWithoutPicture, usedPictures } from './pictures.ts';

// Issue 29: content:check fails on a picture name that has no file, and on a picture given for
// a text the activity does not have; the same activity written right passes.
const dir = mkdtempSync(join(tmpdir(), 'kalike-pictures-'));
for (const name of ['mango', 'dog', 'cat']) writeFileSync(join(dir, `${name}.svg`), '<svg/>');

const tapThePicture = (pictures: Record<string, string>, show?: string): CurriculumActivity => ({
  key: 'tap-the-mango',
  kind: 'mcq',
  heading: { title: 'Tap the mango' },
  pictures,
  questions: [
    {
      prompt: 'Which one is a mango?',
      options: ['mango', 'dog', 'cat'],
      answer: 0,
      feedback: 'A mango is a fruit.',
      ...(show ? { show: { picture: show, count: 3 } } : {}),
    },
  ],
});
const check = (activity: CurriculumActivity) => pictureNames(dir)([fixtureFile([activity])]);

describe('pictures', () => {
  it('passes names the set has, given for the options', () => {
    expect(check(tapThePicture({ mango: 'mango', dog: 'dog', cat: 'cat' }, 'mango'))).toEqual([]);
  });

  it('fails on a name without its file, on an option and on a picture to count', () => {
    const problems = check(tapThePicture({ mango: 'mangoo', dog: 'dog', cat: 'cat' }, 'puppy'));
    expect(problems.map((p) => p.path)).toEqual([
      expect.stringMatching(/\.pictures\.mango$/),
      expect.stringMatching(/\.questions\.0\.show\.picture$/),
    ]);
    expect(problems[0]?.message).toContain('"mangoo"');
  });

  it('fails on a picture for a text the activity does not have', () => {
    const problems = check(tapThePicture({ mango: 'mango', dog: 'dog', cat: 'cat', lion: 'cat' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain('"lion" is no option');
  });

  it('fails on an option left without a picture beside pictured ones (re-read s29k)', () => {
    const problems = check(tapThePicture({ mango: 'mango', dog: 'dog' }));
    expect(problems).toEqual([
      expect.objectContaining({ message: expect.stringContaining('"cat" has no picture') }),
    ]);
    expect(problems[0]?.path).toMatch(/\.questions\.0\.options$/);
  });

  it('lists every name used, once', () => {
    const files = [fixtureFile([tapThePicture({ mango: 'mango', dog: 'dog' }, 'mango')])];
    expect([...usedPictures(files)].sort()).toEqual(['dog', 'mango']);
  });

  it("lists the tiles' own pictures too", () => {
    const file = fixtureFile([tapThePicture({ mango: 'mango' })]);
    const unit = file.subject.units[0];
    if (unit) unit.picture = 'cat';
    expect([...usedPictures([file])].sort()).toEqual(['cat', 'mango']);
  });
});

// Issue 29: a tile's own picture has its file, and content:check counts the tiles that would show
// only the subject's icon (a finding).
describe("tiles' pictures", () => {
  it("fails on a tile's own picture without its file", () => {
    const file = fixtureFile([tapThePicture({ mango: 'mango' })]);
    const chapter = file.subject.units[0]?.chapters[0];
    if (chapter) chapter.picture = 'lion';
    expect(tilePictureFiles(dir)([file])).toEqual([
      expect.objectContaining({
        path: 'units.0.chapters.0.picture',
        message: expect.stringContaining('"lion"'),
      }),
    ]);
  });

  it('finds each unit, chapter and topic with no picture of its own or from an item under it', () => {
    const words = { ...tapThePicture({}), pictures: undefined };
    expect(tilesWithoutPicture([fixtureFile([tapThePicture({ mango: 'mango' })])])).toEqual([]);
    expect(tilesWithoutPicture([fixtureFile([words])]).map((p) => p.path)).toEqual([
      'units.0',
      'units.0.chapters.0',
      'units.0.chapters.0.topics.0',
    ]);
    const named = fixtureFile([words]);
    const unit = named.subject.units[0];
    if (unit) unit.picture = 'cat';
    expect(tilesWithoutPicture([named]).map((p) => p.path)).toEqual([
      'units.0.chapters.0',
      'units.0.chapters.0.topics.0',
    ]);
  });
});

import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SpeechEngine } from '../../providers/speech/provider.ts';
import { mcqActivity, subjectFile, testTopic, testUnit } from '../../test/students.ts';
import type { CurriculumFile } from '../curriculum/index.ts';
import { makeClips, withUnmadeClips } from './makeClips.ts';
import { readManifest } from './manifest.ts';
import { curriculumNeeds } from './needs.ts';

/** A speech engine that answers at once and remembers what it was asked to say. */
function fakeEngine(voice = 'fake voice 1') {
  const said: string[] = [];
  const engine: SpeechEngine = {
    name: 'fake',
    concurrency: 2,
    voice: (language) => `${voice} ${language}`,
    synthesize: async (text, language) => {
      said.push(text);
      return new TextEncoder().encode(`OggS ${language} ${text}`);
    },
  };
  return { engine, said };
}

/** One subject, one topic, one multiple-choice activity of three questions (1 + 1, 2 + 2, 3 + 3). */
const curriculum = (change: (file: CurriculumFile) => void = () => {}) => {
  const file = subjectFile({ grade: '1', units: [testUnit(1, [testTopic('t', [mcqActivity('a', 3)])])] });
  change(file);
  return file;
};
const firstQuestion = (file: CurriculumFile) => {
  const activity = file.subject.units[0]?.chapters[0]?.topics[0]?.activities[0];
  if (activity?.kind !== 'mcq') throw new Error('the test activity is a multiple choice');
  return activity.questions[0] as { prompt: string; feedback: string };
};

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kalike-audio-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const generated = () => readdirSync(join(dir, 'generated')).sort();

describe('npm run content:audio (issue 16)', () => {
  it('makes one clip per language and words, and none again for words it has a clip of', async () => {
    const { engine, said } = fakeEngine();
    const needs = curriculumNeeds([curriculum()]);
    const first = await makeClips({ audioDir: dir, needs, engine });
    // "Add", 3 prompts, options 1, 2, 4, 3, 5, 6, and the feedback line "f" said once.
    expect(said.sort()).toEqual([
      '1',
      '1 plus 1',
      '2',
      '2 plus 2',
      '3',
      '3 plus 3',
      '4',
      '5',
      '6',
      'Add',
      'f',
    ]);
    expect(first.made).toBe(11);
    expect(generated()).toHaveLength(11);
    const again = await makeClips({ audioDir: dir, needs, engine });
    expect([again.made, again.kept, said.length]).toEqual([0, 11, 11]);
    expect(readManifest(dir).generated.en['1 plus 1']).toMatchObject({
      engine: 'fake',
      bytes: 'OggS en 1 plus 1'.length,
    });
  });

  it('changing one prompt makes exactly one clip; the old one is stale and --prune deletes it', async () => {
    const { engine, said } = fakeEngine();
    await makeClips({ audioDir: dir, needs: curriculumNeeds([curriculum()]), engine });
    said.length = 0;
    const before = generated();
    const changed = curriculumNeeds([
      curriculum((file) => {
        firstQuestion(file).prompt = '1 + 7';
      }),
    ]);
    const result = await makeClips({ audioDir: dir, needs: changed, engine });
    expect([result.made, said]).toEqual([1, ['1 plus 7']]);
    const added = generated().filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(result.stale).toHaveLength(1);
    expect(Object.keys(readManifest(dir).generated.en)).not.toContain('1 plus 1');
    const pruned = await makeClips({ audioDir: dir, needs: changed, engine, prune: true });
    expect([pruned.made, generated().length, generated().includes(result.stale[0] as string)]).toEqual([
      0,
      11,
      false,
    ]);
  });

  it('a new voice makes every clip anew (the voice is part of every name)', async () => {
    const needs = curriculumNeeds([curriculum()]);
    await makeClips({ audioDir: dir, needs, engine: fakeEngine('one').engine });
    const other = fakeEngine('two');
    const result = await makeClips({ audioDir: dir, needs, engine: other.engine });
    expect([result.made, result.stale.length]).toEqual([11, 11]);
  });

  it('a recorded clip wins: the engine never says that text', async () => {
    mkdirSync(join(dir, 'recorded', 'en'), { recursive: true });
    writeFileSync(join(dir, 'recorded', 'en', 'one-plus-one.opus'), 'OggS recorded');
    const file = curriculum((f) => {
      f.recorded = { 'units.0.chapters.0.topics.0.activities.0.questions.0.prompt': 'en/one-plus-one.opus' };
    });
    const { engine, said } = fakeEngine();
    const result = await makeClips({ audioDir: dir, needs: curriculumNeeds([file]), engine });
    expect(said).not.toContain('1 plus 1');
    expect(result.recorded).toBe(1);
    expect(readManifest(dir).recorded['en/one-plus-one.opus']).toEqual({ id: expect.any(String), bytes: 13 });
  });

  it('names a recorded clip that is not there', async () => {
    const file = curriculum((f) => {
      f.recorded = { 'units.0.chapters.0.topics.0.activities.0.questions.0.prompt': 'en/missing.opus' };
    });
    const result = await makeClips({
      audioDir: dir,
      needs: curriculumNeeds([file]),
      engine: fakeEngine().engine,
    });
    expect(result.missingRecordings.map((need) => [need.path, need.recorded])).toEqual([
      ['units.0.chapters.0.topics.0.activities.0.questions.0.prompt', 'en/missing.opus'],
    ]);
  });
});

describe("npm run content:sizes -- --unmade (a writer's measure before the clips are made)", () => {
  it('weighs the texts with no clip by making them in memory, writes nothing, and keeps the rest', async () => {
    const { engine, said } = fakeEngine();
    await makeClips({ audioDir: dir, needs: curriculumNeeds([curriculum()]), engine });
    const before = readManifest(dir);
    const changed = curriculumNeeds([curriculum((file) => (firstQuestion(file).feedback = 'a new line'))]);
    said.length = 0;
    const { manifest, made } = await withUnmadeClips(before, changed, engine);
    // Only the new line is said; its weight is what the engine made, and the old clips stay listed.
    expect([made, said]).toEqual([1, ['a new line']]);
    expect(manifest.generated.en['a new line']).toMatchObject({ bytes: 'OggS en a new line'.length });
    expect(manifest.generated.en['1 plus 1']).toEqual(before.generated.en['1 plus 1']);
    // Nothing written: the folder and the manifest on disk are as they were.
    expect(generated()).toHaveLength(11);
    expect(readManifest(dir).generated.en['a new line']).toBeUndefined();
  });
});

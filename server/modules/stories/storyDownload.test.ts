import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dump } from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { timedVoice } from '../../providers/speech/wordTimings.ts';
import {
  pageSpoken,
  STORY_DOWNLOAD_BUDGET_BYTES,
  type Story,
  storiesOverBudget,
  storyClipId,
  storyDownloadSizes,
  wordKey,
} from './index.ts';

/**
 * A story's download is small (issue 30 point 5, `npm run budgets`): its pages' clips, its words'
 * clips and its pictures, each once, within 250 KB at levels 1–2 and 400 KB at levels 3–4. The
 * repository's stories keep to it; a planted story over it is caught, by what made it heavy.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const KB = 1024;

const story = (key: string, level: number, text: string): Story => ({
  key,
  language: 'en',
  level: level as Story['level'],
  title: 'A planted story',
  author: '@kalike-writers',
  review: 'written',
  cover: 'mango',
  pages: [['mango'], ['mango', 'tree'], ['tree'], ['mango']].map((pictures) => ({ text, pictures })),
  questions: [0, 1].map((answer) => ({
    prompt: 'Who sings?',
    options: ['Anu', 'Ravi'],
    answer,
    feedback: 'Anu sings.',
  })),
});

/**
 * A stories folder with one story of `level` whose page clip weighs `pageKB` (said on each of
 * its four pages: one clip), each of its two words' clips `wordKB`, its pictures `pictureKB` each.
 */
function planted(level: number, { pageKB = 1, wordKB = 1, pictureKB = 1 }) {
  const dir = mkdtempSync(join(tmpdir(), 'kalike-story-budget-'));
  dirs.push(dir);
  const text = 'Anu sings.';
  mkdirSync(join(dir, 'en'));
  mkdirSync(join(dir, 'audio'));
  mkdirSync(join(dir, 'pictures'));
  writeFileSync(join(dir, 'en', 'planted.yaml'), dump(story('planted', level, text)));
  const page = storyClipId(timedVoice('en'), pageSpoken(text, 'en'));
  const words = { [wordKey('en', 'Anu')]: 'a'.repeat(32), [wordKey('en', 'sings')]: 'b'.repeat(32) };
  writeFileSync(
    join(dir, 'audio', 'timings.json'),
    JSON.stringify({
      pages: {
        [page]: {
          durationMs: 900,
          words: [
            [0, 400],
            [400, 900],
          ],
        },
      },
      words,
    }),
  );
  writeFileSync(join(dir, 'audio', `${page}.opus`), Buffer.alloc(pageKB * KB));
  for (const id of Object.values(words))
    writeFileSync(join(dir, 'audio', `${id}.opus`), Buffer.alloc(wordKB * KB));
  for (const name of ['mango', 'tree'])
    writeFileSync(join(dir, 'pictures', `${name}.svg`), Buffer.alloc(pictureKB * KB));
  return storyDownloadSizes(dir, join(dir, 'pictures'));
}

describe('a story’s download budget', () => {
  it('every story of the repository is within its level’s bar', () => {
    const sizes = storyDownloadSizes('curriculum/stories');
    expect(sizes.length).toBeGreaterThanOrEqual(30);
    expect(storiesOverBudget(sizes)).toEqual([]);
  });

  it('counts each page clip, word clip and picture once', () => {
    expect(planted(1, { pageKB: 10, wordKB: 2, pictureKB: 3 })).toEqual([
      { story: 'en/planted.yaml', level: 1, bytes: (10 + 2 * 2 + 2 * 3) * KB, clips: 3, pictures: 2 },
    ]);
  });

  it('fails a level-1 story over 250 KB, by its words’ clips or its pictures as well as its pages’', () => {
    expect(STORY_DOWNLOAD_BUDGET_BYTES[1]).toBe(250 * KB);
    // 240 KB of page clip is within the bar; the words' clips take it over.
    expect(storiesOverBudget(planted(1, { pageKB: 240, wordKB: 4 }))).toEqual([]);
    expect(storiesOverBudget(planted(1, { pageKB: 240, wordKB: 6 })).map((s) => s.bytes)).toEqual([
      (240 + 12 + 2) * KB,
    ]);
    expect(storiesOverBudget(planted(2, { pictureKB: 130 }))).toHaveLength(1);
  });

  it('holds a level-3 or level-4 story to 400 KB', () => {
    expect(storiesOverBudget(planted(3, { pageKB: 300 }))).toEqual([]);
    expect(storiesOverBudget(planted(4, { pageKB: 398, wordKB: 1 }))).toHaveLength(1);
  });
});

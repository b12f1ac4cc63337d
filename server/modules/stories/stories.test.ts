import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dump } from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { timedVoice } from '../../providers/speech/wordTimings.ts';
import {
  missingPictures,
  readStories,
  type Story,
  storyAudioProblems,
  storyHash,
  storyReviewProblems,
} from './index.ts';

/**
 * The reading corner's stories (issue 30): the real ones read without a problem, and each rule
 * fails a story that breaks it.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const story = (over: Partial<Story> = {}): Story => ({
  key: 'anus-tree',
  language: 'en',
  level: 1,
  title: "Anu's Tree",
  author: '@kalike-writers',
  review: 'written',
  cover: 'mango',
  pages: [1, 2, 3, 4].map((n) => ({ text: `Anu sees ${n} mangoes.`, pictures: ['mango'] })),
  questions: [
    {
      prompt: 'What does Anu see?',
      options: ['Mangoes', 'Bananas', 'Coconuts'],
      answer: 0,
      feedback: 'Anu sees mangoes.',
    },
    { prompt: 'Who sees them?', options: ['Ravi', 'Anu', 'Ajji'], answer: 1, feedback: 'Anu sees them.' },
  ],
  ...over,
});

/** A stories folder holding `files` (language/name → story). */
function folder(files: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'kalike-stories-'));
  dirs.push(dir);
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(join(dir, path.split('/')[0] as string), { recursive: true });
    writeFileSync(join(dir, `${path}.yaml`), dump(data));
  }
  return dir;
}

describe('stories', () => {
  it('the repository’s stories read without a problem, each picture written, none approved without its checks', () => {
    const { stories, problems } = readStories('curriculum/stories');
    expect(problems).toEqual([]);
    expect(stories.length).toBeGreaterThanOrEqual(30);
    expect(missingPictures(stories)).toEqual([]);
    expect(storyReviewProblems(stories)).toEqual([]);
    // Every page said with its words' times, every word with its own clip (npm run stories:audio).
    expect(storyAudioProblems(stories, 'curriculum/stories', timedVoice)).toEqual([]);
  });

  it('a story that reads is kept as it is', () => {
    const { stories, problems } = readStories(folder({ 'en/anus-tree': story() }));
    expect(problems).toEqual([]);
    expect(stories).toEqual([story()]);
  });

  it('fails a page with more words than its level holds, a key not its file name, a story in the other language’s folder', () => {
    const long = story({
      pages: [
        ...story().pages.slice(1),
        { text: 'Anu sees one two three four five mangoes.', pictures: ['mango'] },
      ],
    });
    const { problems } = readStories(
      folder({
        'en/anus-tree': long,
        'en/other-name': story({ key: 'anus-tree-2' }),
        'kn/anus-tree-3': story({ key: 'anus-tree-3' }),
      }),
    );
    expect(problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      'pages.3.text: 8 words: a level-1 page holds at most 6',
      "key: the key is the file's name: other-name",
      'language: a story in kn/ is written in kn',
    ]);
  });

  it('fails a page without a picture, an answer that is no option, and a picture not in the set', () => {
    const { problems } = readStories(
      folder({
        'en/anus-tree': story({
          pages: [{ text: 'Anu.', pictures: [] }, ...story().pages.slice(1)],
          questions: [
            { ...(story().questions[0] as Story['questions'][number]), answer: 3 },
            story().questions[1] as Story['questions'][number],
          ],
        }),
      }),
    );
    expect(problems.map((p) => p.path)).toEqual(['pages.0.pictures', 'questions.0.answer']);
    expect(missingPictures([story({ cover: 'no-such-thing' })]).map((p) => p.message)).toEqual([
      'no-such-thing: no such picture (run npm run content:pictures; a name not in the set stays missing)',
    ]);
  });

  it('an approved story needs both checks passed on its words now, by someone other than its author', () => {
    const hash = storyHash(story());
    const check = (by: string, on = hash) => ({
      role: 'subject-reviewer' as const,
      by,
      date: '2026-12-03',
      checklist: '2026-12-02',
      hash: on,
      result: 'passed' as const,
    });
    const both = (by: string, on = hash) => ({
      subject: check(by, on),
      language: { ...check(by, on), role: 'language-reviewer' as const },
    });
    expect(storyReviewProblems([story({ review: 'approved', checks: both('@meera') })])).toEqual([]);
    expect(storyReviewProblems([story({ review: 'approved' })]).map((p) => p.message)).toEqual([
      'approved without a subject check: set review: written',
      'approved without a language check: set review: written',
    ]);
    expect(
      storyReviewProblems([story({ review: 'approved', checks: both('@meera', '0badc0de') })]),
    ).toHaveLength(2);
    expect(storyReviewProblems([story({ checks: both('@Kalike-Writers') })]).map((p) => p.path)).toEqual([
      'checks.subject.by',
      'checks.language.by',
    ]);
    // Its words are its content; its review record is not.
    expect(storyHash(story({ review: 'approved', checks: both('@meera') }))).toBe(hash);
    expect(storyHash(story({ title: 'Anu’s Big Tree' }))).not.toBe(hash);
  });
});

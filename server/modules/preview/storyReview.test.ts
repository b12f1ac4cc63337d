import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoryReviewItem } from '../../../domain/contract/storyReview.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { readStories, storyReviewProblems } from '../stories/index.ts';

/**
 * The reading corner's stories in the review queue (issue 30), through the real HTTP layer, on a
 * curriculum folder of its own: one real story, put back to `written` with no checks, its clips
 * the real ones. Both checks by others approve it; a return sends it to its author; the file
 * keeps every other line; content:check's review rule holds on what was written.
 */
const SOURCE = readFileSync('curriculum/stories/en/anu-at-dasara.yaml', 'utf8');
const WRITTEN = SOURCE.replace(/^review: approved\n/m, 'review: written\n').replace(
  /^checks:\n(?: {2}.*\n)+/m,
  '',
);
const REVIEW_MD =
  "# The reviewers' checklist\n\nVersion: 2026-12-03\n\n## Versions\n\n- 2026-12-03: stories.\n";
const ITEM = '/v1/preview/review/stories/en/anu-at-dasara';

let dir: string;
let file: string;
let t: TestApp;
const queue = async (name: string, language = 'en') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/v1/preview/review/stories?queue=${name}&language=${language}`,
    })
  ).json().data as { items: StoryReviewItem[]; counts: Record<string, number> };
const opened = async () => (await t.app.inject({ method: 'GET', url: ITEM })).json().data;
const record = (body: object) => t.app.inject({ method: 'POST', url: `${ITEM}/checks`, payload: body });
const inFile = () => load(readFileSync(file, 'utf8'), { schema: CORE_SCHEMA }) as Record<string, unknown>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kalike-story-review-'));
  mkdirSync(join(dir, 'stories', 'en'), { recursive: true });
  symlinkSync(resolve('curriculum/stories/audio'), join(dir, 'stories', 'audio'));
  file = join(dir, 'stories', 'en', 'anu-at-dasara.yaml');
  t = await createTestApp({ env: { CURRICULUM_DIR: dir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  writeFileSync(file, WRITTEN);
  writeFileSync(join(dir, 'REVIEW.md'), REVIEW_MD);
});

describe('stories in the review queue (issue 30)', () => {
  it('a written story waits in both reviewers’ queues, none of the other language', async () => {
    expect((await queue('subject')).items.map((i) => i.key)).toEqual(['anu-at-dasara']);
    expect((await queue('language')).counts).toEqual({ subject: 1, language: 1, author: 0 });
    expect((await queue('subject', 'kn')).items).toEqual([]);
  });

  it('opens as the child meets it: every page with its pictures and its clip, the questions with their keys', async () => {
    const data = await opened();
    const story = readStories(join(dir, 'stories')).stories[0];
    expect(data.item).toMatchObject({ key: 'anu-at-dasara', review: 'written', author: '@kalike-writers' });
    expect(data.checklist).toBe('2026-12-03');
    expect(data.story.pages.map((p: { text: string }) => p.text)).toEqual(story?.pages.map((p) => p.text));
    for (const page of data.story.pages) {
      expect(page.clip).toMatch(/^\/v1\/stories\/audio\/[0-9a-f]{32}\.opus$/);
      expect(page.pictures[0]).toMatch(/^\/pictures\/stories\/[a-z0-9-]+\.svg$/);
    }
    expect(data.story.questions).toEqual(story?.questions);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/preview/review/stories/en/no-such-story' })).statusCode,
    ).toBe(404);
  });

  it('two checks by others approve it, written into the file and nothing else; content:check agrees', async () => {
    const { hash } = (await opened()).item;
    const subject = await record({ check: 'subject', by: '@meera', result: 'passed', hash });
    expect(subject.statusCode).toBe(200);
    expect(subject.json().data.review).toBe('written');
    expect((await queue('subject')).items).toEqual([]);
    expect((await queue('language')).items).toHaveLength(1);
    const language = await record({ check: 'language', by: '@ravi', result: 'passed', hash });
    expect(language.json().data.review).toBe('approved');
    const saved = inFile();
    expect(saved.review).toBe('approved');
    expect(saved.checks).toMatchObject({
      subject: { role: 'subject-reviewer', by: '@meera', checklist: '2026-12-03', hash, result: 'passed' },
      language: { role: 'language-reviewer', by: '@ravi', hash, result: 'passed' },
    });
    // Every other field as it was.
    const before = load(WRITTEN, { schema: CORE_SCHEMA }) as Record<string, unknown>;
    expect({ ...saved, review: undefined, checks: undefined }).toEqual({ ...before, review: undefined });
    expect(storyReviewProblems(readStories(join(dir, 'stories')).stories)).toEqual([]);
  });

  it('a return goes to the author’s queue with its note; the author may not check their own story', async () => {
    const { hash } = (await opened()).item;
    expect((await record({ check: 'subject', by: '@meera', result: 'returned', hash })).statusCode).toBe(400);
    const returned = await record({
      check: 'subject',
      by: '@meera',
      result: 'returned',
      hash,
      notes: 'Page 3: the picture is not a lamp.',
    });
    expect(returned.statusCode).toBe(200);
    const author = await queue('author');
    expect(author.items[0]?.checks[0]).toMatchObject({
      result: 'returned',
      notes: 'Page 3: the picture is not a lamp.',
    });
    expect((await queue('language')).items).toEqual([]);
    const own = await record({ check: 'language', by: '@kalike-writers', result: 'passed', hash });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('OWN_ITEM');
    expect(inFile().checks).toMatchObject({ subject: { result: 'returned' } });
    expect((inFile().checks as Record<string, unknown>).language).toBeUndefined();
  });

  it('refuses a check on words that changed since the reviewer opened the story', async () => {
    const { hash } = (await opened()).item;
    writeFileSync(file, WRITTEN.replace('Anu is at Mysuru for Dasara.', 'Anu is in Mysuru for Dasara.'));
    const late = await record({ check: 'subject', by: '@meera', result: 'passed', hash });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ITEM_CHANGED');
    expect(inFile().checks).toBeUndefined();
  });
});

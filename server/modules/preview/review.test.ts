import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_COMPANY_ENV } from '../../test/company.ts';
import { MINI_SUBJECT, type MiniCurriculum, writeMiniCurriculum } from '../../test/miniCurriculum.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { contentHash, readLegacyLedger, reviewWorkflow } from '../content/index.ts';
import { readCurriculum } from '../curriculum/index.ts';

/**
 * The review queue (issue 28, ADR 022), through the real HTTP layer, on a curriculum of its own:
 * the mini subject with an author, a checklist version, and one item approved before the two
 * checks (in the legacy ledger).
 */
const SUBJECT = MINI_SUBJECT.replace(
  'colour: "#2f80ed"\n',
  'colour: "#2f80ed"\nauthor: \'@writer\'\n',
).replace(
  '              - key: fill-the-sum\n                kind: fill\n',
  '              - key: fill-the-sum\n                kind: fill\n                review: approved\n',
);
const FILE_ID = 'english-medium/grade-4/maths.yaml';
const REVIEW_MD =
  "# The reviewers' checklist\n\nVersion: 2026-12-02\n\n## Versions\n\n- 2026-12-02: the first.\n";

let files: MiniCurriculum;
let t: TestApp;
const ITEM = '/v1/preview/review/items/english-medium/4/maths/sums/pick-the-sum';
const queue = async (name: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/v1/preview/review/queue?queue=${name}&set=english-medium&grade=4&subject=maths`,
    })
  ).json().data;
const itemHash = async (url = ITEM) => (await t.app.inject({ method: 'GET', url })).json().data.item.hash;
const record = (body: object, url = ITEM) =>
  t.app.inject({ method: 'POST', url: `${url}/checks`, payload: body });
type InFile = { review?: string; checks?: Record<string, Record<string, unknown>> };
/** The activity as the file now has it, read as the server reads it. */
const inFile = (key: string) => {
  const data = load(readFileSync(files.file, 'utf8'), { schema: CORE_SCHEMA }) as {
    units: { chapters: { topics: { activities: Record<string, unknown>[] }[] }[] }[];
  };
  return data.units[0]?.chapters[0]?.topics[0]?.activities.find((a) => a.key === key) as InFile;
};
const problems = () => {
  const { files: read, problems } = readCurriculum(files.dir, files.mediaDir);
  return [...problems, ...reviewWorkflow(readLegacyLedger(files.dir), new Set(['2026-12-02']))(read)];
};

beforeAll(async () => {
  files = writeMiniCurriculum();
  t = await createTestApp({ env: { CURRICULUM_DIR: files.dir, MEDIA_DIR: files.mediaDir } });
});
afterAll(async () => {
  await t.close();
  files.remove();
});
beforeEach(() => {
  writeFileSync(files.file, SUBJECT);
  writeFileSync(join(files.dir, 'REVIEW.md'), REVIEW_MD);
  const fill = inFile('fill-the-sum');
  writeFileSync(
    join(files.dir, 'review-legacy.yaml'),
    `# the ledger\ncommit: 83c448f8\nitems:\n  ${FILE_ID}:\n    sums/fill-the-sum: '${contentHash(fill)}'\n`,
  );
});

describe('the queues', () => {
  it('lists every item waiting for each check; the author’s queue is empty', async () => {
    const subject = await queue('subject');
    expect(subject.items.map((i: { activity: string }) => i.activity)).toEqual([
      'pick-the-sum',
      'fill-the-sum',
      'match-the-sums',
      'odd-or-even',
      'adding-video',
      'practise-adding',
    ]);
    expect(subject.counts).toEqual({ subject: 6, language: 6, author: 0 });
    expect(subject.writable).toBe(true);
    expect(subject.items[1]).toMatchObject({ review: 'approved', standing: 'legacy', author: '@writer' });
  });

  it('gives an item as the preview plays it, with its read-aloud clips and its record', async () => {
    const response = await t.app.inject({ method: 'GET', url: ITEM });
    expect(response.statusCode).toBe(200);
    const { item, activity, checklist, changes, language } = response.json().data;
    expect(item).toMatchObject({
      topic: 'sums',
      activity: 'pick-the-sum',
      hash: contentHash(inFile('pick-the-sum')),
    });
    expect(activity.content.questions[0].prompt).toBe('2 + 3 = ?');
    expect(activity.audio).toMatchObject({ title: null, questions: [{ prompt: null }] });
    expect(checklist).toBe('2026-12-02');
    expect(changes).toEqual([]);
    expect(language).toBe('en');
  });
});

describe('recording a check', () => {
  it('refuses notes with a letter of another script, which would break the file for every later check', async () => {
    const hash = await itemHash();
    const before = readFileSync(files.file, 'utf8');
    // ര (Malayalam) for ರ: they look alike on a phone's keyboard.
    const response = await record({
      check: 'subject',
      by: '@asha',
      result: 'returned',
      hash,
      notes: 'ಬെಕ್ಕು: ರೆ not രെ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { notes: 'otherScript' } });
    expect(readFileSync(files.file, 'utf8')).toBe(before);
    expect(problems()).toEqual([]);
  });

  it('refuses a return without a note (400), and writes nothing', async () => {
    const hash = await itemHash();
    for (const notes of [undefined, '', '   ']) {
      const response = await record({ check: 'subject', by: '@asha', result: 'returned', hash, notes });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { notes: 'required' } });
    }
    expect(readFileSync(files.file, 'utf8')).toBe(SUBJECT);
  });

  it('refuses the author’s own handle, whatever its case (403 OWN_ITEM)', async () => {
    const hash = await itemHash();
    for (const by of ['@writer', '@Writer']) {
      const response = await record({ check: 'language', by, result: 'passed', hash });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('OWN_ITEM');
    }
    expect(readFileSync(files.file, 'utf8')).toBe(SUBJECT);
  });

  it('refuses a check on words that changed since the reviewer opened the item (409 ITEM_CHANGED)', async () => {
    const hash = await itemHash();
    writeFileSync(files.file, SUBJECT.replace('"2 and 3 make 5."', '"2 and 3 make five."'));
    const response = await record({ check: 'subject', by: '@asha', result: 'passed', hash });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ITEM_CHANGED');
  });

  it('returns with a note: the record in the file, the item in the author’s queue, the rest of the file as it was', async () => {
    const hash = await itemHash();
    const response = await record({
      check: 'subject',
      by: '@asha',
      result: 'returned',
      notes: 'Say what 2 and 3 make in words too.',
      hash,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.checks).toEqual([
      expect.objectContaining({ name: 'subject', by: '@asha', result: 'returned', fresh: true }),
    ]);
    expect(inFile('pick-the-sum').checks).toEqual({
      subject: {
        role: 'subject-reviewer',
        by: '@asha',
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        checklist: '2026-12-02',
        hash,
        result: 'returned',
        notes: 'Say what 2 and 3 make in words too.',
      },
    });
    // Only the record's lines were added; every other line is the writer's, as it was.
    const after = readFileSync(files.file, 'utf8').split('\n');
    const added = after.filter((line) => !SUBJECT.split('\n').includes(line));
    expect(added[0]).toBe('                checks:');
    expect(after.length - SUBJECT.split('\n').length).toBe(added.length);
    expect(inFile('pick-the-sum').review).toBeUndefined();
    expect((await queue('author')).items.map((i: { activity: string }) => i.activity)).toEqual([
      'pick-the-sum',
    ]);
    expect((await queue('subject')).items.map((i: { activity: string }) => i.activity)).not.toContain(
      'pick-the-sum',
    );
    expect(problems()).toEqual([]);

    // The author's fix: new words, a new hash; back in both reviewers' queues, with what changed.
    writeFileSync(
      files.file,
      readFileSync(files.file, 'utf8').replace('"2 and 3 make 5."', '"2 and 3 make 5, five."'),
    );
    expect((await queue('author')).items).toEqual([]);
    expect((await queue('subject')).items.map((i: { activity: string }) => i.activity)).toContain(
      'pick-the-sum',
    );
    const { item, changes } = (await t.app.inject({ method: 'GET', url: ITEM })).json().data;
    expect(item.checks[0]).toMatchObject({ result: 'returned', fresh: false });
    // Not a git repository: no earlier version to diff, and the reviewer is told to read it all.
    expect(changes).toEqual([expect.objectContaining({ name: 'subject', from: hash, diff: null })]);
  });

  it('approves only with both checks passed on the words as they are now', async () => {
    let hash = await itemHash();
    await record({ check: 'subject', by: '@asha', result: 'passed', hash });
    expect(inFile('pick-the-sum').review).toBeUndefined();
    expect((await queue('language')).items.map((i: { activity: string }) => i.activity)).toContain(
      'pick-the-sum',
    );
    expect((await queue('subject')).items.map((i: { activity: string }) => i.activity)).not.toContain(
      'pick-the-sum',
    );

    // The words change after the subject check: the language check alone does not approve it.
    writeFileSync(
      files.file,
      readFileSync(files.file, 'utf8').replace('"2 and 3 make 5."', '"Two and three make 5."'),
    );
    hash = await itemHash();
    expect((await record({ check: 'language', by: '@ravi', result: 'passed', hash })).statusCode).toBe(200);
    expect(inFile('pick-the-sum').review).toBeUndefined();
    expect((await queue('subject')).items.map((i: { activity: string }) => i.activity)).toContain(
      'pick-the-sum',
    );

    // The subject check again, on these words: approved, with what the reviewer confirmed.
    const confirmed = 'The sum, its key and its feedback are right.';
    const response = await record({
      check: 'subject',
      by: '@asha',
      result: 'passed',
      hash,
      notes: confirmed,
    });
    expect(response.json().data).toMatchObject({ review: 'approved', standing: 'reviewed' });
    const written = inFile('pick-the-sum');
    expect(written.review).toBe('approved');
    expect(Object.keys(written.checks ?? {})).toEqual(['subject', 'language']);
    expect(written.checks?.subject?.hash).toBe(hash);
    expect(written.checks?.language?.hash).toBe(hash);
    expect(written.checks?.subject?.notes).toBe(confirmed);
    expect(written.checks?.language?.notes).toBeUndefined();
    expect(problems()).toEqual([]);
  });

  it('an item approved before the two checks leaves the legacy ledger when reviewed', async () => {
    const url = '/v1/preview/review/items/english-medium/4/maths/sums/fill-the-sum';
    const hash = await itemHash(url);
    await record({ check: 'subject', by: '@asha', result: 'passed', hash }, url);
    // Still a legacy approval, still listed, with one check.
    expect(readLegacyLedger(files.dir).items[FILE_ID]).toEqual({ 'sums/fill-the-sum': hash });
    expect(problems()).toEqual([]);
    await record({ check: 'language', by: '@ravi', result: 'passed', hash }, url);
    expect(readLegacyLedger(files.dir).items[FILE_ID]).toBeUndefined();
    expect(readFileSync(join(files.dir, 'review-legacy.yaml'), 'utf8')).toMatch(/^# the ledger\n/);
    expect(problems()).toEqual([]);
  });

  it('an approved item returned goes back to written and leaves the ledger', async () => {
    const url = '/v1/preview/review/items/english-medium/4/maths/sums/fill-the-sum';
    const hash = await itemHash(url);
    await record(
      { check: 'language', by: '@ravi', result: 'returned', notes: 'Write "eight" first.', hash },
      url,
    );
    expect(inFile('fill-the-sum').review).toBe('written');
    expect(readLegacyLedger(files.dir).items[FILE_ID]).toBeUndefined();
    expect(problems()).toEqual([]);
  });
});

describe('switched off', () => {
  it('in production with CONTENT_PREVIEW=1: the queue reads, but no check is written (404)', async () => {
    const editors = await createTestApp({
      env: {
        NODE_ENV: 'production',
        ALLOW_LOCAL_SMS_IN_PRODUCTION: '1',
        ...TEST_COMPANY_ENV,
        CONTENT_PREVIEW: '1',
        CURRICULUM_DIR: files.dir,
        MEDIA_DIR: files.mediaDir,
      },
    });
    try {
      const read = await editors.app.inject({ method: 'GET', url: ITEM });
      expect(read.statusCode).toBe(200);
      expect(read.json().data.writable).toBe(false);
      const hash = read.json().data.item.hash;
      const write = await editors.app.inject({
        method: 'POST',
        url: `${ITEM}/checks`,
        payload: { check: 'subject', by: '@asha', result: 'passed', hash },
      });
      expect(write.statusCode).toBe(404);
      expect(readFileSync(files.file, 'utf8')).toBe(SUBJECT);
    } finally {
      await editors.close();
    }
  });

  it('in production without CONTENT_PREVIEW: none of its paths exist', async () => {
    const off = await createTestApp({
      env: {
        NODE_ENV: 'production',
        ALLOW_LOCAL_SMS_IN_PRODUCTION: '1',
        ...TEST_COMPANY_ENV,
        CURRICULUM_DIR: files.dir,
        MEDIA_DIR: files.mediaDir,
      },
    });
    try {
      for (const [method, url] of [
        ['GET', '/v1/preview/review/queue?queue=subject&set=english-medium&grade=4&subject=maths'],
        ['GET', ITEM],
        ['POST', `${ITEM}/checks`],
      ] as const) {
        const response = await off.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
        expect(response.statusCode, url).toBe(404);
      }
    } finally {
      await off.close();
    }
  });
});

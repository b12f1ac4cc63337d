import { describe, expect, it } from 'vitest';
import {
  activitySchema,
  type CurriculumActivity,
  type ReviewCheck,
  readCurriculum,
  SILENT,
} from '../../curriculum/index.ts';
import { contentRules, runContentRules } from '../contentRules.ts';
import { fixtureFile, mcqActivity } from '../fixture.ts';
import { contentHash, withSilence } from './contentHash.ts';
import { checklistVersions, type LegacyLedger, readLegacyLedger } from './records.ts';
import { itemReviews, reviewCounts, reviewWorkflow } from './workflow.ts';

const CHECKLIST = '2026-12-02';
const noLedger: LegacyLedger = { commit: '83c448f8', items: {} };
const check = (by: string, item: CurriculumActivity, extra: Partial<ReviewCheck> = {}) => ({
  by,
  date: '2026-12-03',
  checklist: CHECKLIST,
  hash: contentHash(item),
  result: 'passed' as const,
  ...extra,
});
/** An mcq approved with both checks, written by @anita: valid unless `change` breaks it. */
function approved(change: (a: CurriculumActivity) => void = () => {}) {
  const activity = mcqActivity(['Which animal gives us milk?'], { key: 'milk', review: 'approved' });
  activity.checks = {
    subject: { role: 'subject-reviewer', ...check('@meera', activity) },
    language: { role: 'language-reviewer', ...check('@ravi', activity) },
  };
  change(activity);
  const file = fixtureFile([activity], { set: 'english-medium' });
  file.subject.author = '@anita';
  return [file];
}
const messages = (files: ReturnType<typeof approved>, ledger = noLedger) =>
  reviewWorkflow(ledger, new Set([CHECKLIST]))(files).map((p) => p.message);

describe('a text left silent (audio: none)', () => {
  it('is part of the hash: silencing an option makes the checks stale, an item without any keeps its hash', () => {
    const [file] = approved();
    if (!file) throw new Error('no file');
    const place = 'units.0.chapters.0.topics.0.activities.0';
    const item = () => itemReviews([file], noLedger)[0];
    expect(item()?.checks.every((c) => c.fresh)).toBe(true);
    file.recorded = {
      [`${place}.questions.0.options.1`]: SILENT,
      'units.0.chapters.0.topics.0.activities.9.x': SILENT,
    };
    expect(item()?.checks.map((c) => c.fresh)).toEqual([false, false]);
    const activity = file.subject.units[0]?.chapters[0]?.topics[0]?.activities[0] as CurriculumActivity;
    expect(item()?.hash).toBe(contentHash(withSilence(activity, file.recorded, place)));
    expect(withSilence(activity, { [`${place}.heading.title`]: 'en/add.opus' }, place)).toBe(activity);
  });
});

describe('the content hash', () => {
  const item = mcqActivity(['Which animal gives us milk?'], { instruction: 'Tap the right answer.' });
  it('is the same for the same words, whatever the key order, review record, author or timer', () => {
    const reordered = Object.fromEntries(Object.entries(item).reverse()) as CurriculumActivity;
    const withRecord = {
      ...item,
      key: 'other',
      review: 'approved',
      author: '@x',
      timerSeconds: 60,
    } as CurriculumActivity;
    expect(contentHash(reordered)).toBe(contentHash(item));
    expect(contentHash(withRecord)).toBe(contentHash(item));
    expect(contentHash(item)).toMatch(/^[0-9a-f]{8}$/);
  });
  it('changes with any word, option or key a child meets', () => {
    const hashes = [
      contentHash({ ...item, instruction: 'Tap the answer.' }),
      contentHash(mcqActivity(['Which animal gives us eggs?'], { instruction: 'Tap the right answer.' })),
      contentHash({ ...item, questions: [{ ...(item as { questions: object[] }).questions[0], answer: 1 }] }),
    ];
    expect(new Set([contentHash(item), ...hashes]).size).toBe(4);
  });
});

describe('review records', () => {
  it('pass an item approved with both checks by others on its words, counted as reviewed', () => {
    const files = approved();
    expect(messages(files)).toEqual([]);
    expect(reviewCounts(itemReviews(files, noLedger))).toMatchObject({ reviewed: 1, legacy: 0 });
  });

  it('fail an item approved by its own author', () => {
    const files = approved((a) => {
      if (a.checks?.language) a.checks.language.by = '@Anita';
    });
    expect(messages(files)).toEqual([
      "the language check is by the item's own author (@Anita): another reviewer checks it",
    ]);
    // …also when the item names its own author, over the file's.
    const own = approved((a) => {
      a.author = '@meera';
    });
    expect(messages(own)).toEqual([
      "the subject check is by the item's own author (@meera): another reviewer checks it",
    ]);
  });

  it('fail an item marked approved without both checks passed', () => {
    expect(messages(approved((a) => (a.checks = { subject: a.checks?.subject })))).toEqual([
      'approved without a passed language check: set `review: written` until both checks are done',
    ]);
    const returned = approved((a) => {
      if (a.checks?.subject)
        Object.assign(a.checks.subject, { result: 'returned', notes: 'Two right answers.' });
    });
    expect(messages(returned)).toEqual([
      'approved without a passed subject check: set `review: written` until both checks are done',
    ]);
    // An approved file's new item, with no record at all, is not approved by inheritance.
    const bare = fixtureFile([mcqActivity(['New?'])], { set: 'english-medium' });
    bare.subject.review = 'approved';
    expect(messages([bare])).toHaveLength(2);
  });

  it('fail an approved item whose words changed since it was checked, pointing to the diff', () => {
    const files = approved((a) => {
      if (a.kind === 'mcq') a.questions[0] = { ...a.questions[0], options: ['cow', 'tiger'] } as never;
    });
    const found = messages(files);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(
      /^changed since its subject check by @meera on 2026-12-03 \(hash [0-9a-f]{8} → [0-9a-f]{8}\)/,
    );
    expect(found[0]).toContain('npm run content:diff -- curriculum/english-medium/grade-3/evs.yaml t/milk');
  });

  it('leave a changed item that is not approved to its queue: counted to check again', () => {
    const files = approved((a) => {
      a.review = 'written';
      a.instruction = 'Tap one.';
    });
    expect(messages(files)).toEqual([]);
    expect(reviewCounts(itemReviews(files, noLedger))).toMatchObject({ reviewed: 0, toRecheck: 1 });
  });

  it("count a returned item as its author's until its words change, then as one to check again", () => {
    const returned = (fixed: boolean) =>
      approved((a) => {
        a.review = 'written';
        if (a.checks?.language)
          Object.assign(a.checks.language, { result: 'returned', notes: 'Say it plainly.' });
        if (fixed) a.instruction = 'Tap the animal that gives milk.';
      });
    expect(reviewCounts(itemReviews(returned(false), noLedger))).toMatchObject({ returned: 1, toRecheck: 0 });
    expect(reviewCounts(itemReviews(returned(true), noLedger))).toMatchObject({ returned: 0, toRecheck: 1 });
  });

  it('fail a check without an author to compare with, or against an unknown checklist', () => {
    const files = approved((a) => {
      if (a.checks?.subject) a.checks.subject.checklist = '2020-01-01';
    });
    delete files[0]?.subject.author;
    expect(messages(files)).toContain('2020-01-01 is not a version of curriculum/REVIEW.md');
    expect(messages(files).filter((m) => m.startsWith('say who wrote the item'))).toHaveLength(2);
  });

  it('keep a legacy approval while its words are the ones the ledger pinned, and fail it once they change', () => {
    const files = approved((a) => delete a.checks);
    const item = files[0]?.subject.units[0]?.chapters[0]?.topics[0]?.activities[0] as CurriculumActivity;
    const ledger = {
      commit: '83c448f8',
      items: { 'english-medium/grade-3/evs.yaml': { 't/milk': contentHash(item) } },
    };
    expect(messages(files, ledger)).toEqual([]);
    expect(reviewCounts(itemReviews(files, ledger))).toMatchObject({ reviewed: 0, legacy: 1 });
    item.instruction = 'Choose.';
    expect(messages(files, ledger)[0]).toMatch(/^approved before the two-check review and changed since/);
    // A ledger line for an item that is gone, or no longer approved, must go too.
    item.review = 'written';
    expect(messages(files, ledger)).toEqual(['it is not approved any more: remove its line']);
  });

  it('are checked by the schema: roles, handles, dates, quoted hashes, a note when returned', () => {
    const item = mcqActivity(['Which?'], { key: 'w' });
    const parse = (checks: unknown) => activitySchema.safeParse({ ...item, checks }).success;
    const good = { role: 'subject-reviewer', ...check('@meera', item) };
    expect(parse({ subject: good })).toBe(true);
    expect(parse({ subject: { ...good, role: 'language-reviewer' } })).toBe(false);
    expect(parse({ subject: { ...good, by: 'meera' } })).toBe(false);
    expect(parse({ subject: { ...good, date: '3 Dec' } })).toBe(false);
    expect(parse({ subject: { ...good, hash: 12345678 } })).toBe(false);
    expect(parse({ subject: { ...good, result: 'returned' } })).toBe(false);
    expect(parse({ subject: { ...good, result: 'returned', notes: 'Two right answers.' } })).toBe(true);
  });
});

describe('review records on the real curriculum', () => {
  const { files } = readCurriculum('curriculum');
  it('hold 664 legacy approvals, none reviewed yet, and the ledger only shrinks', () => {
    const ledger = readLegacyLedger('curriculum');
    const count = Object.values(ledger.items).reduce((n, items) => n + Object.keys(items).length, 0);
    expect(ledger.commit).toBe('83c448f8');
    expect(count).toBeLessThanOrEqual(664);
    const counts = reviewCounts(itemReviews(files, ledger));
    expect(counts.legacy + counts.reviewed).toBe(count + counts.reviewed);
    expect(counts.noAuthor).toBe(0);
    // The checklist of 2 December stays valid beside the current one (3 December added stories).
    expect(checklistVersions('curriculum').current).toBe('2026-12-08');
    expect(checklistVersions('curriculum').known.has(CHECKLIST)).toBe(true);
  });

  it('make content:check fail when an item is approved by its own author', () => {
    const copy = structuredClone(files);
    const file = copy.find((f) => f.file === 'curriculum/kannada-medium/grade-3/maths.yaml');
    const item = file?.subject.units[0]?.chapters[0]?.topics[0]?.activities[0] as CurriculumActivity;
    item.checks = {
      subject: { role: 'subject-reviewer', ...check('@kalike-writers', item) },
      language: { role: 'language-reviewer', ...check('@ravi', item) },
    };
    // The rule as content:check runs it, alone: every rule over the whole curriculum took 35 s
    // on a loaded machine, past the test's limit, and the others say nothing of authorship.
    const rules = contentRules('curriculum').filter((rule) => rule.name === 'review records');
    expect(rules).toHaveLength(1);
    const { problems } = runContentRules(rules, copy);
    expect(problems.map((p) => p.message)).toContain(
      "the subject check is by the item's own author (@kalike-writers): another reviewer checks it",
    );
  });
});

import { readFileSync } from 'node:fs';
import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { readLegacyLedger } from './records.ts';
import { dropLegacyLine, rawActivity, setActivityFields } from './writeBack.ts';

/**
 * The review record written back into a real curriculum file: its lines only (issue 28, ADR 022).
 * The file is English-medium class-3 maths as it was before anyone reviewed it (a copy, so the
 * test does not change meaning as the real file is reviewed).
 */
const SOURCE = readFileSync('server/modules/content/review/testdata/maths-before-review.yaml', 'utf8');
const check = (result: 'passed' | 'returned', notes?: string) => ({
  role: 'subject-reviewer',
  by: '@asha',
  date: '2026-12-03',
  checklist: '2026-12-02',
  hash: '0a1b2c3d',
  result,
  ...(notes ? { notes } : {}),
});
const changed = (before: string, after: string) => {
  const old = before.split('\n');
  const now = after.split('\n');
  return {
    added: now.filter((line) => !old.includes(line)),
    removed: old.filter((line) => !now.includes(line)),
  };
};

describe('setActivityFields', () => {
  it('adds a record as block lines at the activity’s indent, after its kind; nothing else moves', () => {
    const after = setActivityFields(SOURCE, 'hundreds-tens-ones', 'build-the-number', {
      checks: { subject: check('returned', 'ಒತ್ತಿರಿ → ಒತ್ತು: "instruction", and 10 tens.') },
    });
    const { added, removed } = changed(SOURCE, after);
    expect(removed).toEqual([]);
    expect(added).toEqual([
      '                checks:',
      '                  subject:',
      '                    role: subject-reviewer',
      "                    by: '@asha'",
      "                    date: '2026-12-03'",
      "                    checklist: '2026-12-02'",
      "                    hash: '0a1b2c3d'",
      '                    result: returned',
      `                    notes: 'ಒತ್ತಿರಿ → ಒತ್ತು: "instruction", and 10 tens.'`,
    ]);
    expect(after.indexOf('                checks:')).toBeGreaterThan(
      after.indexOf('                kind: fill'),
    );
    const read = rawActivity(load(after, { schema: CORE_SCHEMA }), 'hundreds-tens-ones', 'build-the-number');
    expect(read?.checks).toEqual({ subject: check('returned', 'ಒತ್ತಿರಿ → ಒತ್ತು: "instruction", and 10 tens.') });
  });

  it('replaces a record in place and sets the state; written again, the same text', () => {
    const once = setActivityFields(SOURCE, 'hundreds-tens-ones', 'build-the-number', {
      checks: { subject: check('returned', 'Fix it.') },
    });
    const fields = {
      review: 'approved',
      checks: { subject: check('passed'), language: { ...check('passed'), role: 'language-reviewer' } },
    };
    const twice = setActivityFields(once, 'hundreds-tens-ones', 'build-the-number', fields);
    const { added, removed } = changed(SOURCE, twice);
    expect(removed).toEqual([]);
    expect(added[0]).toBe('                review: approved');
    expect(added).not.toContain("                    notes: 'Fix it.'");
    expect(setActivityFields(twice, 'hundreds-tens-ones', 'build-the-number', fields)).toBe(twice);
    // The other activity of the topic keeps every line.
    const read = load(twice, { schema: CORE_SCHEMA });
    expect(rawActivity(read, 'hundreds-tens-ones', 'place-of-each-digit')).toEqual(
      rawActivity(load(SOURCE, { schema: CORE_SCHEMA }), 'hundreds-tens-ones', 'place-of-each-digit'),
    );
  });

  it('refuses an activity that is not there', () => {
    expect(() => setActivityFields(SOURCE, 'hundreds-tens-ones', 'nothing', { checks: {} })).toThrow(
      /no activity/,
    );
  });
});

describe('dropLegacyLine', () => {
  // The ledger as it was mid-review (the real one is empty since every legacy item was read).
  const DIR = 'server/modules/content/review/testdata/legacy';
  const LEDGER = readFileSync(`${DIR}/review-legacy.yaml`, 'utf8');
  it('takes out one item’s line and nothing else; an item not listed leaves the text as it was', () => {
    const ledger = readLegacyLedger(DIR);
    const [file, entries] = Object.entries(ledger.items)[0] as [string, Record<string, string>];
    const id = Object.keys(entries)[1] as string;
    const after = dropLegacyLine(LEDGER, file, id);
    expect(changed(LEDGER, after).removed).toEqual([`    ${id}: '${entries[id]}'`]);
    expect(after.split('\n').length).toBe(LEDGER.split('\n').length - 1);
    expect(dropLegacyLine(LEDGER, file, 'no/such-item')).toBe(LEDGER);
  });
});

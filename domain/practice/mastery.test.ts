import { describe, expect, it } from 'vitest';
import { topLevelFor } from './index.ts';
import { MASTERY_AT_TOP, masteryOf } from './mastery.ts';

const answers = (right: number, wrong: number) => [
  ...Array.from({ length: right }, () => true),
  ...Array.from({ length: wrong }, () => false),
];

describe('a skill’s mastery (issue 19)', () => {
  it('climbs attempted → familiar → proficient → mastered with more and better answers', () => {
    expect(masteryOf({ recent: answers(4, 0), missed: 0, rightAtTop: 10 }).state).toBe('attempted');
    expect(masteryOf({ recent: answers(3, 2), missed: 0, rightAtTop: 10 }).state).toBe('familiar');
    expect(masteryOf({ recent: answers(7, 1), missed: 0, rightAtTop: 10 }).state).toBe('proficient');
    expect(masteryOf({ recent: answers(9, 1), missed: 0, rightAtTop: 10 }).state).toBe('mastered');
  });

  it('is never mastered while a missed item waits, and such a skill is weak', () => {
    const m = masteryOf({ recent: answers(19, 1), missed: 1, rightAtTop: 10 });
    expect(m).toEqual({ state: 'proficient', percent: 95, answers: 20, weak: true });
  });

  it('reads only the 20 most recent answers: old mistakes fade', () => {
    const recent = [...answers(20, 0), ...answers(0, 30)];
    expect(masteryOf({ recent, missed: 0, rightAtTop: 10 })).toEqual({
      state: 'mastered',
      percent: 100,
      answers: 20,
      weak: false,
    });
  });

  it('calls a skill weak at under 60 % from 3 answers, not before', () => {
    expect(masteryOf({ recent: [false, false], missed: 0, rightAtTop: 10 }).weak).toBe(false);
    expect(masteryOf({ recent: [true, false, false], missed: 0, rightAtTop: 10 }).weak).toBe(true);
    expect(masteryOf({ recent: [true, true, false], missed: 0, rightAtTop: 10 }).weak).toBe(false);
  });

  it('needs right answers at the top level the class is offered (issue 28)', () => {
    const all = { recent: answers(20, 0), missed: 0 };
    expect(masteryOf({ ...all, rightAtTop: 0 }).state).toBe('proficient');
    expect(masteryOf({ ...all, rightAtTop: MASTERY_AT_TOP - 1 }).state).toBe('proficient');
    expect(masteryOf({ ...all, rightAtTop: MASTERY_AT_TOP }).state).toBe('mastered');
  });

  it("finds the class's top level of a skill from its levels' classes", () => {
    // sub.borrow: levels for classes 2, 2–3, 3, 4 and 5 (5 digits, the lakhs chapter).
    expect(topLevelFor('sub.borrow', '2')).toBe(2);
    expect(topLevelFor('sub.borrow', '3')).toBe(3);
    expect(topLevelFor('sub.borrow', '4')).toBe(4);
    expect(topLevelFor('sub.borrow', '5')).toBe(5);
    expect(topLevelFor('sub.borrow', '1')).toBe(1);
    // tables: levels up to class 4; class 5 is offered the top one.
    expect(topLevelFor('tables', '5')).toBe(4);
  });
});

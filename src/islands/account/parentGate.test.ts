import { describe, expect, it } from 'vitest';
import {
  answerOf,
  check,
  FACTORS,
  isOpen,
  newQuestion,
  OPEN_MINUTES,
  passFor,
  readPass,
} from './parentGate.ts';

/** A fixed sequence of "random" numbers, to see every branch. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('the parent gate’s question', () => {
  it('multiplies two factors from 4 to 9, so the answer is always two digits', () => {
    for (let i = 0; i < 500; i++) {
      const question = newQuestion();
      expect(FACTORS).toContain(question.a);
      expect(FACTORS).toContain(question.b);
      expect(String(answerOf(question))).toHaveLength(2);
    }
  });

  it('is a new one after a wrong answer, never the same product again', () => {
    // The first draw repeats 7 × 8 (as 8 × 7); the next one is taken.
    const random = sequence(3 / 6, 4 / 6, 4 / 6, 3 / 6, 0, 0);
    const question = newQuestion({ a: 7, b: 8 }, random);
    expect(question).toEqual({ a: 4, b: 4 });
  });

  it('waits for both digits, then says right or wrong', () => {
    const question = { a: 7, b: 8 } as const;
    expect(check(question, '')).toBe('incomplete');
    expect(check(question, '5')).toBe('incomplete');
    expect(check(question, '56')).toBe('right');
    expect(check(question, '54')).toBe('wrong');
  });

  it('lets random taps through rarely: about one try in ninety', () => {
    const question = { a: 6, b: 9 } as const;
    let passed = 0;
    for (let tens = 0; tens <= 9; tens++)
      for (let units = 0; units <= 9; units++) if (check(question, `${tens}${units}`) === 'right') passed++;
    expect(passed).toBe(1);
  });
});

describe('the parent area’s pass', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');

  it('opens the parent area for ten minutes', () => {
    const pass = passFor('child-1', now);
    expect(isOpen(pass, 'child-1', now)).toBe(true);
    expect(isOpen(pass, 'child-1', now + OPEN_MINUTES * 60_000 - 1)).toBe(true);
    expect(isOpen(pass, 'child-1', now + OPEN_MINUTES * 60_000)).toBe(false);
  });

  it('is only for the account it was given on', () => {
    expect(isOpen(passFor('child-1', now), 'child-2', now)).toBe(false);
    expect(isOpen(passFor('child-1', now), undefined, now)).toBe(false);
    expect(isOpen(null, 'child-1', now)).toBe(false);
  });

  it('reads back from storage, and anything else is no pass', () => {
    expect(readPass(JSON.stringify(passFor('child-1', now)))).toEqual(passFor('child-1', now));
    for (const stored of [null, '', '{', '"x"', '{"studentId":1,"until":2}', 'null'])
      expect(readPass(stored)).toBeNull();
  });
});

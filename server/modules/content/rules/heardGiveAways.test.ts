import { describe, expect, it } from 'vitest';
import type { CurriculumActivity } from '../../curriculum/index.ts';
import { fixtureFile } from '../fixture.ts';
import { heardGiveAways } from './heardGiveAways.ts';

// Re-checks of 5 December: a give-away the clips say but the written words hide. Each planted one
// is flagged; numbers a sum shares with its total, a silent side and a kept place are not.
const match = (pairs: [string, string][]): CurriculumActivity => ({
  key: 'pairs',
  kind: 'match',
  heading: { title: 'Rupees and paise' },
  pairs: pairs.map(([left, right]) => ({ left, right, feedback: 'Yes.' })),
});
const mcq = (prompt: string, options: string[], answer: number): CurriculumActivity =>
  ({
    key: 'quiz',
    kind: 'mcq',
    heading: { title: 'Money' },
    questions: [{ prompt, options, answer, feedback: 'Yes.' }],
  }) as CurriculumActivity;
const inEnglish = (activity: CurriculumActivity, recorded: Record<string, string> = {}) => ({
  ...fixtureFile([activity], { set: 'english-medium', subject: 'maths' }),
  recorded,
});
const check = (activity: CurriculumActivity, recorded?: Record<string, string>, kept: string[] = []) =>
  heardGiveAways(new Set(kept))([inEnglish(activity, recorded)]).map((p) =>
    p.path.split(' ').at(-1)?.replace(')', ''),
  );

describe('give-aways heard, not written', () => {
  it('flags a match whose two sides the clips say alike, and a key that repeats a word only once said', () => {
    const rupees = match([
      ['₹5.50', '5 rupees 50 paise'],
      ['₹2.25', '2 rupees 25 paise'],
      ['Half a rupee', '50 paise'],
    ]);
    expect(check(rupees)).toEqual(['pairs.0', 'pairs.1']);
    // "₹40" is said "40 rupees": only the key shares a word with the prompt once both are said.
    expect(
      check(mcq('Anu paid ₹40 at the shop. What did she give?', ['40 rupees', '40 coins', '40 stamps'], 0)),
    ).toEqual(['questions.0']);
  });

  it('passes numbers a sum shares with its total, a side left silent, and a place kept with why', () => {
    expect(
      check(
        match([
          ['6 + 6 + 6', '3 × 6'],
          ['7 + 7', '2 × 7'],
          ['9 + 9 + 9', '3 × 9'],
        ]),
      ),
    ).toEqual([]);
    const rupees = match([
      ['₹5.50', '5 rupees 50 paise'],
      ['₹2.25', '2 rupees 25 paise'],
      ['Half a rupee', '50 paise'],
    ]);
    const path = 'units.0.chapters.0.topics.0.activities.0';
    const silent = { [`${path}.pairs.0.left`]: 'none', [`${path}.pairs.1.left`]: 'none' };
    expect(check(rupees, silent)).toEqual([]);
    const { file } = inEnglish(rupees);
    const kept = [`${file}|t/pairs|pairs.0`, `${file}|t/pairs|pairs.1`];
    expect(check(rupees, {}, kept)).toEqual([]);
  });
});

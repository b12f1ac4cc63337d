import { describe, expect, it } from 'vitest';
import type { CurriculumActivity } from '../../curriculum/index.ts';
import { fixtureFile } from '../fixture.ts';
import { numberWordsAlike } from './numberWordsAlike.ts';

const fill = (answers: string[][]): CurriculumActivity => ({
  key: 'next-number',
  kind: 'fill',
  heading: { title: 'Write the next number' },
  questions: answers.map((accepted, n) => ({
    prompt: `${n}, ${n + 5}, ___`,
    answers: accepted,
    feedback: 'Count on in fives.',
  })),
});
const placesOf = (activity: CurriculumActivity) =>
  numberWordsAlike([fixtureFile([activity], { set: 'english-medium', subject: 'maths' })]).map((problem) =>
    problem.path.split('.').at(-1),
  );

describe('number words accepted in one blank and not the next (content:check)', () => {
  it('finds each whole-number blank in figures only beside one that takes the word', () => {
    expect(placesOf(fill([['25'], ['15', 'fifteen'], ['60'], ['4.50']]))).toEqual(['0', '2']);
  });

  it('passes an activity whose number blanks all take words, or none does', () => {
    expect(placesOf(fill([['25', 'twenty-five'], ['15', 'fifteen'], ['4.50']]))).toEqual([]);
    expect(placesOf(fill([['25'], ['1,000'], ['sixty']]))).toEqual([]);
  });
});

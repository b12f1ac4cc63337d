import { describe, expect, it } from 'vitest';
import type { CurriculumActivity } from '../../curriculum/index.ts';
import { fixtureFile } from '../fixture.ts';
import { tilesTellKeys } from './tilesTellKeys.ts';

const fill = (key: string, answers: string[][]): CurriculumActivity => ({
  key,
  kind: 'fill',
  heading: { title: 'Fill' },
  questions: answers.map((accepted, i) => ({
    prompt: `Question ${i} ___`,
    answers: accepted,
    feedback: 'Why.',
  })),
});
const check = (activity: CurriculumActivity, grade = '2') =>
  tilesTellKeys([fixtureFile([activity], { set: 'english-medium', subject: 'english', grade })]);

describe('fills whose letter tiles spell only the key (blind sample 21, item 72)', () => {
  it('finds a class 2 days fill: Wednesday, Saturday and Sunday each fill the tiles alone', () => {
    const problems = check(fill('fill-days', [['Wednesday'], ['Saturday'], ['Sunday']]));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toContain('fill-days');
  });

  it('passes a fill whose tiles hold the other answers too (and, but: the choice it teaches)', () => {
    expect(check(fill('joining-words', [['and'], ['but'], ['and']]))).toEqual([]);
  });

  it('passes a fill above class 2 on the keyboard, where no tiles show', () => {
    expect(check(fill('fill-days', [['Wednesday'], ['Saturday'], ['Sunday']]), '4')).toEqual([]);
  });
});

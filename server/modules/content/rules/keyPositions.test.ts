import { describe, expect, it } from 'vitest';
import type { CurriculumActivity } from '../../curriculum/index.ts';
import { fixtureFile } from '../fixture.ts';
import { clusteredKeys, keySpreads, keySpreadTable } from './keyPositions.ts';

/** An mcq of three-option questions whose keys are written at these places. */
const mcq = (answers: number[]): CurriculumActivity => ({
  key: 'mcq',
  kind: 'mcq',
  heading: { title: 'Choose' },
  questions: answers.map((answer, i) => ({
    prompt: `Question ${i}?`,
    options: ['Root', 'Leaf', 'Stem'],
    answer,
    feedback: 'So.',
  })),
});
const file = (answers: number[]) => fixtureFile([mcq(answers)], { set: 'english-medium' });

describe('keys clustered on one option place', () => {
  it('flags a file whose keys are mostly the first option, naming the share and what chance gives', () => {
    // 24 keys of 30 first: what the English-medium EVS files did (82 %).
    const clustered = file([...Array(24).fill(0), 1, 1, 1, 2, 2, 2]);
    expect(clusteredKeys([clustered])).toEqual([
      {
        file: 'curriculum/english-medium/grade-3/evs.yaml',
        path: 'mcq answers',
        message:
          '80% of 30 keys are option 1 (a random placement gives 33%): vary where the right option is written',
      },
    ]);
    expect(keySpreadTable(keySpreads([clustered]))).toContain(
      '        30  80%  10%  10%   0%  ← clustered on 1',
    );
  });

  it('passes keys spread as chance spreads them, a small file, and a slight lean in a big file', () => {
    expect(clusteredKeys([file(Array.from({ length: 30 }, (_, i) => i % 3))])).toEqual([]);
    // Nine questions, all first: too few to say.
    expect(clusteredKeys([file(Array(9).fill(0))])).toEqual([]);
    // 900 questions, 40 % first: beyond chance (4 SD), but under 10 points above a third.
    const lean = [...Array(360).fill(0), ...Array(270).fill(1), ...Array(270).fill(2)];
    expect(clusteredKeys([file(lean)])).toEqual([]);
  });

  it('counts a two-option question against an even chance', () => {
    const [spread] = keySpreads([
      fixtureFile([
        {
          key: 'yn',
          kind: 'mcq',
          heading: { title: 'Yes or no' },
          questions: [{ prompt: 'Is it?', options: ['Yes', 'No'], answer: 0, feedback: 'It is.' }],
        },
        mcq([2]),
      ]),
    ]);
    expect(spread?.expected.map((e) => Math.round(e * 100) / 100)).toEqual([0.83, 0.83, 0.33, 0]);
    expect(spread?.counts).toEqual([1, 0, 1, 0]);
  });
});

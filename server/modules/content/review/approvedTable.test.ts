import { describe, expect, it } from 'vitest';
import type { CurriculumActivity } from '../../curriculum/index.ts';
import { fillActivity, fixtureFile, mcqActivity } from '../fixture.ts';
import { approvedRows, approvedTable, estimatedSeconds } from './approvedTable.ts';
import { contentHash } from './contentHash.ts';
import { itemReviews } from './workflow.ts';

describe('what production serves, per class and subject', () => {
  it('estimates minutes from item counts as documented', () => {
    // 15 s for the activity, 20 s a multiple-choice question, 30 s a blank.
    expect(estimatedSeconds(mcqActivity(['a', 'b', 'c']))).toBe(15 + 3 * 20);
    expect(estimatedSeconds(fillActivity([['a ___', ['x']]]))).toBe(15 + 30);
    // A passage adds its characters at 12 a second.
    expect(estimatedSeconds(mcqActivity(['a'], { passage: { text: 'x'.repeat(120) } }))).toBe(15 + 20 + 10);
  });

  it('counts approved topics, activities (reviewed and legacy) and minutes against all', () => {
    const legacy = mcqActivity(['Old?'], { key: 'old', review: 'approved' });
    const written = mcqActivity(['New?'], { key: 'new' });
    const file = fixtureFile([legacy, written] as CurriculumActivity[], {
      set: 'english-medium',
      grade: '2',
    });
    const ledger = {
      commit: '83c448f8',
      items: { 'english-medium/grade-2/evs.yaml': { 't/old': contentHash(legacy) } },
    };
    const rows = approvedRows(itemReviews([file], ledger));
    expect(rows).toEqual([
      {
        set: 'english-medium',
        grade: '2',
        subject: 'evs',
        topics: { approved: 1, all: 1 },
        activities: { reviewed: 0, legacy: 1, all: 2 },
        minutes: { approved: 1, all: 1 },
      },
    ]);
    expect(approvedTable(rows).split('\n')[1]).toMatch(
      /^english-medium\s+2\s+evs\s+1\/1\s+0\s+1\s+1\/2\s+1\/1$/,
    );
    // Without its ledger line the item is not served: nothing approved.
    expect(approvedRows(itemReviews([file], { commit: '83c448f8', items: {} }))[0]?.activities).toEqual({
      reviewed: 0,
      legacy: 0,
      all: 2,
    });
  });
});

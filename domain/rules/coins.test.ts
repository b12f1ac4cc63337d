import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinsEarned, pointsOf } from './coins.ts';

describe('the coin rule, once for the server and the phone', () => {
  it('pays max(0, score − best)', () => {
    expect(coinsEarned(3, null)).toBe(3);
    expect(coinsEarned(3, 2)).toBe(1);
    expect(coinsEarned(1, 3)).toBe(0);
  });

  it('the points the ledger pays once each add up to coinsEarned, attempt after attempt', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 12 }), (scores) => {
        const paid = new Set<string>();
        let best: number | null = null;
        for (const score of scores) {
          const fresh = pointsOf('a1', score).filter((point) => !paid.has(point));
          for (const point of fresh) paid.add(point);
          expect(fresh.length).toBe(coinsEarned(score, best));
          best = Math.max(best ?? 0, score);
        }
      }),
    );
  });
});

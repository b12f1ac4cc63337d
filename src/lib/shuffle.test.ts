import { describe, expect, it } from 'vitest';
import { seededOrder } from './shuffle.ts';

describe('seededOrder', () => {
  it('is a permutation, the same for the same seed', () => {
    const order = seededOrder(6, 'cow milk bee honey');
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(seededOrder(6, 'cow milk bee honey')).toEqual(order);
  });

  it('never leaves the cards in the answer order', () => {
    for (let seed = 0; seed < 500; seed++) {
      for (const n of [2, 3, 4, 6]) {
        expect(seededOrder(n, `seed ${seed}`).every((value, i) => value === i)).toBe(false);
      }
    }
  });
});

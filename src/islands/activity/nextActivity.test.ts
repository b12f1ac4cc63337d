import { describe, expect, it } from 'vitest';
import { nextActivity } from './nextActivity.ts';

describe('Continue after an activity', () => {
  it('goes on to the next activity not done', () => {
    expect(nextActivity([3, null, null], 0)).toBe(1);
    // One done out of order is passed over.
    expect(nextActivity([3, 2, null], 0)).toBe(2);
  });

  it('after the last, goes back to an earlier one still to do', () => {
    expect(nextActivity([null, 1, 4], 2)).toBe(0);
    expect(nextActivity([2, null, 1, 4], 3)).toBe(1);
  });

  it('leaves when every activity is done, the one just played included', () => {
    expect(nextActivity([1, 0, 2], 1)).toBeNull();
    expect(nextActivity([5], 0)).toBeNull();
  });
});

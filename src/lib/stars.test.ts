import { describe, expect, it } from 'vitest';
import { starsFor } from './stars.ts';

describe('stars of the score popup', () => {
  it('gives three from 90 %, two from 60 %, else one', () => {
    expect(starsFor(10, 10)).toBe(3);
    expect(starsFor(9, 10)).toBe(3);
    expect(starsFor(8, 10)).toBe(2);
    expect(starsFor(6, 10)).toBe(2);
    expect(starsFor(5, 10)).toBe(1);
    expect(starsFor(0, 4)).toBe(1);
    expect(starsFor(2, 3)).toBe(2);
    expect(starsFor(1, 1)).toBe(3);
  });
  it('never gives none, even for nothing to score', () => {
    expect(starsFor(0, 0)).toBe(1);
  });
});

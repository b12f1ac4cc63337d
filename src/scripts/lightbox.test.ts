import { describe, expect, it } from 'vitest';
import { wrapIndex } from './lightbox.ts';

describe('lightbox index (spec §4: forward or back with wrap-around)', () => {
  it('moves forward and back', () => {
    expect(wrapIndex(2, 1, 6)).toBe(3);
    expect(wrapIndex(2, -1, 6)).toBe(1);
  });
  it('wraps past the last photo to the first, and before the first to the last', () => {
    expect(wrapIndex(5, 1, 6)).toBe(0);
    expect(wrapIndex(0, -1, 6)).toBe(5);
  });
});

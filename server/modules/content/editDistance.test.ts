import { describe, expect, it } from 'vitest';
import { editDistance, graphemes } from './editDistance.ts';

const dist = (a: string, b: string) => editDistance(graphemes(a), graphemes(b));

describe('edit distance on graphemes', () => {
  it('counts a Kannada conjunct as one letter', () => {
    expect(graphemes('ಮೊಟ್ಟೆ')).toEqual(['ಮೊ', 'ಟ್ಟೆ']);
    expect(dist('ಮೊಟೆ', 'ಮೊಟ್ಟೆ')).toBe(1);
    expect(dist('ಹಾಲ್', 'ಹಾಲು')).toBe(1);
  });
  it('counts a swap of neighbours as one edit, and other changes one each', () => {
    expect(dist('colour', 'colur')).toBe(1);
    expect(dist('form', 'from')).toBe(1);
    expect(dist('kitten', 'sitting')).toBe(3);
    expect(dist('', 'abc')).toBe(3);
  });
});

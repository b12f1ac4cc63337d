import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, graphemes, oneEditApart } from './editDistance.ts';

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
  it('says one edit apart exactly where the full distance is 1', () => {
    // Few letters, so that pairs one edit apart (and swaps of neighbours) come up often.
    const word = fc.array(fc.constantFrom('a', 'b', 'c', 'ಟ್ಟೆ'), { maxLength: 6 });
    fc.assert(
      fc.property(word, word, (a, b) => oneEditApart(a, b) === (editDistance(a, b) === 1)),
      { numRuns: 5000 },
    );
    expect(oneEditApart(graphemes('ಮೊಟೆ'), graphemes('ಮೊಟ್ಟೆ'))).toBe(true);
    expect(oneEditApart(graphemes('form'), graphemes('from'))).toBe(true);
    expect(oneEditApart(graphemes('form'), graphemes('form'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { includedTax, isValidGstin } from './gst.ts';

describe('GST on a receipt (issue 27)', () => {
  it('a GSTIN needs its shape and its check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true); // the GSTN's own worked example
    expect(isValidGstin('29ABCDE1234F1ZW')).toBe(true);
    expect(isValidGstin('29ABCDE1234F1ZX')).toBe(false); // one character off
    expect(isValidGstin('29AAAAA0000A1Z5')).toBe(false); // the old stand-in: wrong check character
    expect(isValidGstin('29abcde1234f1zw')).toBe(false);
    expect(isValidGstin('29ABCDE1234F1Z')).toBe(false);
  });

  it('the tax is price × rate / (100 + rate) to the paisa, and the parts add up to the price', () => {
    for (const [price, tax] of [
      [99_900, 15_239],
      [36_500, 5_568],
      [19_900, 3_036],
    ] as const) {
      const intra = includedTax(price, 18, '29ABCDE1234F1ZW', 'Karnataka');
      expect(intra).toMatchObject({ taxPaise: tax, taxablePaise: price - tax, kind: 'intra' });
      if (intra.kind === 'intra') expect(intra.cgstPaise + intra.sgstPaise).toBe(tax);
    }
  });

  it('another state pays IGST; an unknown state is taxed where the company is', () => {
    expect(includedTax(36_500, 18, '29ABCDE1234F1ZW', 'Tamil Nadu')).toEqual({
      ratePercent: 18,
      taxablePaise: 30_932,
      taxPaise: 5_568,
      kind: 'inter',
      igstPaise: 5_568,
    });
    expect(includedTax(36_500, 18, '29ABCDE1234F1ZW', '')).toMatchObject({ kind: 'intra', cgstPaise: 2_784 });
  });
});

import { describe, expect, it } from 'vitest';
import { brightness, DEFAULT_NAV_COLOR, textColorFor } from './contrast.ts';

describe('navbar text colour (spec §2: black or white by brightness, threshold 0.5)', () => {
  it('puts white text on the default purple', () => {
    expect(DEFAULT_NAV_COLOR).toBe('#760A98');
    expect(textColorFor(DEFAULT_NAV_COLOR)).toBe('#ffffff');
  });

  it('puts black text on light colours and white on dark ones', () => {
    expect(textColorFor('#ffffff')).toBe('#000000');
    expect(textColorFor('#FFD54F')).toBe('#000000');
    expect(textColorFor('#000')).toBe('#ffffff');
    expect(textColorFor('#1565c0')).toBe('#ffffff');
  });

  it('switches exactly at 0.5', () => {
    // #808080 is 128/255 ≈ 0.502: just above the threshold, so black.
    expect(brightness('#808080')).toBeGreaterThan(0.5);
    expect(textColorFor('#808080')).toBe('#000000');
    // #7f7f7f is 127/255 ≈ 0.498: just below, so white.
    expect(brightness('#7f7f7f')).toBeLessThan(0.5);
    expect(textColorFor('#7f7f7f')).toBe('#ffffff');
  });

  it('refuses what is not a colour', () => {
    expect(() => textColorFor('purple')).toThrow(/hex colour/);
  });
});

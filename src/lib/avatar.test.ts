import { describe, expect, it } from 'vitest';
import { avatarDataUrl, avatarSvg, initialOf } from './avatar.ts';

const fill = (svg: string) => /fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
const letter = (svg: string) => /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1];

describe('avatarSvg', () => {
  it('is the same picture every time for the same name and gender', () => {
    expect(avatarSvg('Chinmayi', 'Female')).toBe(avatarSvg('Chinmayi', 'Female'));
    expect(avatarSvg('  Chinmayi ', 'Female')).toBe(avatarSvg('Chinmayi', 'Female'));
  });

  it('differs between names, by letter and by colour', () => {
    expect(avatarSvg('Asha', 'Female')).not.toBe(avatarSvg('Ravi', 'Female'));
    expect(letter(avatarSvg('Asha', 'Female'))).toBe('A');
    expect(letter(avatarSvg('ravi', 'Male'))).toBe('R');
    const names = ['Asha', 'Anil', 'Arjun', 'Akshata', 'Aditi', 'Amogh', 'Anusha', 'Ayaan', 'Aryan', 'Avani'];
    const colours = new Set(names.map((name) => fill(avatarSvg(name, 'Male'))));
    expect(colours.size).toBeGreaterThanOrEqual(4);
  });

  it('draws girls and boys differently: shape and palette', () => {
    const girl = avatarSvg('Kiran', 'Female');
    const boy = avatarSvg('Kiran', 'Male');
    expect(girl).toContain('<circle cx="50" cy="50" r="50"');
    expect(boy).toContain('<rect');
    expect(fill(girl)).not.toBe(fill(boy));
    // Anything else (an old record) still gets a picture.
    expect(avatarSvg('Kiran', '')).toMatch(/^<svg [^>]*>.*<\/svg>$/);
  });

  it('escapes what could break out of the markup', () => {
    for (const [name, escaped] of [
      ['<script>alert(1)</script>', '&lt;'],
      ['&amp; co', '&amp;'],
      ['"quoted', '&quot;'],
      ["'single", '&apos;'],
    ] as const) {
      const svg = avatarSvg(name, 'Female');
      expect(letter(svg)).toBe(escaped);
      expect(svg).not.toContain('<script');
      // Only the SVG's own elements remain.
      expect(svg.match(/<(\w+)/g)).toEqual(['<svg', '<circle', '<text']);
    }
  });

  it('keeps a Kannada letter whole, with its vowel sign', () => {
    expect(initialOf('ಚಿನ್ಮಯಿ')).toBe('ಚಿ');
    expect(letter(avatarSvg('ಚಿನ್ಮಯಿ', 'Female'))).toBe('ಚಿ');
    expect(avatarSvg('ಚಿನ್ಮಯಿ', 'Female')).not.toBe(avatarSvg('ಚಂದನ', 'Female'));
  });

  it('draws a head and shoulders for an empty name', () => {
    for (const name of ['', '   ']) {
      const svg = avatarSvg(name, 'Male');
      expect(svg).not.toContain('<text');
      expect(svg).toContain('<path');
    }
  });

  it('makes a data: URL an <img> can show', () => {
    const url = avatarDataUrl('Asha & Co', 'Female');
    expect(url.startsWith('data:image/svg+xml;utf8,%3Csvg')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(avatarSvg('Asha & Co', 'Female'));
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PICTURES_DIR, usedPictures } from '../modules/content/index.ts';
import { readCurriculum } from '../modules/curriculum/index.ts';
import { pictureSvg } from './pictureSet.ts';

// Issue 29, ADR 026: the pictures in public/pictures/ are the set's own drawings, one per name
// the curriculum uses, and nothing else (npm run content:pictures writes and prunes them).
describe('the pictures shipped', () => {
  const files = existsSync(PICTURES_DIR) ? readdirSync(PICTURES_DIR).filter((f) => f.endsWith('.svg')) : [];

  it('draws a picture of the set, and nothing for a name it does not have', () => {
    expect(pictureSvg('mango')).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 32 32"/,
    );
    expect(pictureSvg('no-such-picture')).toBeNull();
  });

  it('draws a glass of water as the set’s glass of milk filled with water (the set’s tumbler is whisky)', () => {
    const milk = pictureSvg('glass-of-milk') as string;
    const water = pictureSvg('glass-of-water') as string;
    expect(milk).toContain('fill="#f3eef8"');
    expect(water).not.toContain('fill="#f3eef8"');
    expect(water).toContain('fill="#5cc8ff"');
    expect(water.replace('#5cc8ff', '#f3eef8')).toBe(milk);
  });

  it('are each the set’s drawing of its name, and exactly the names the curriculum uses', () => {
    for (const file of files)
      expect(readFileSync(join(PICTURES_DIR, file), 'utf8'), file).toBe(pictureSvg(file.slice(0, -4)));
    const used = usedPictures(readCurriculum('curriculum').files);
    expect(files.map((f) => f.slice(0, -4)).sort()).toEqual([...used].sort());
  });
});

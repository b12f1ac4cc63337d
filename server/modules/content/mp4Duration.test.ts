import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mp4Duration } from './mp4Duration.ts';

/** A box: 32-bit size, four-letter type, then its body. */
const box = (type: string, ...body: number[][]) => {
  const content = body.flat();
  const size = 8 + content.length;
  return [
    size >>> 24,
    (size >>> 16) & 255,
    (size >>> 8) & 255,
    size & 255,
    ...[...type].map((c) => c.charCodeAt(0)),
    ...content,
  ];
};
const u32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

describe('mp4Duration', () => {
  it('reads the length of a real lesson clip: counting.mp4 is 13 s (its captions end at 00:00:13.000)', () => {
    const seconds = mp4Duration(readFileSync('curriculum/media/lessons/counting.mp4'));
    expect(seconds).toBe(13);
  });
  it('reads a version 0 movie header after other boxes: 90000 units of 1000 per second is 90 s', () => {
    const mvhd = box('mvhd', [0, 0, 0, 0], u32(0), u32(0), u32(1000), u32(90_000));
    const file = [...box('ftyp', [105, 115, 111, 109]), ...box('moov', mvhd)];
    expect(mp4Duration(new Uint8Array(file))).toBe(90);
  });
  it('gives null for a file without a movie header', () => {
    expect(mp4Duration(new Uint8Array(box('ftyp', [1, 2, 3, 4])))).toBeNull();
    expect(mp4Duration(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});

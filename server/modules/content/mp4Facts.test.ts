import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mp4Facts } from './mp4Facts.ts';

const mp4Duration = (bytes: Uint8Array) => mp4Facts(bytes).seconds;

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

describe('mp4Facts', () => {
  it('reads a narrated lesson: counting.en.mp4 has a sound track and lasts as its captions do', () => {
    const facts = mp4Facts(readFileSync('curriculum/media/lessons/counting.en.mp4'));
    const cues =
      readFileSync('curriculum/media/lessons/counting.en.vtt', 'utf8').match(/--> (\d+):(\d+):([\d.]+)/g) ??
      [];
    const [, h, m, s] = /--> (\d+):(\d+):([\d.]+)/.exec(cues.at(-1) ?? '') ?? [];
    expect(facts.audio).toBe(true);
    expect(facts.seconds).toBeCloseTo(Number(h) * 3600 + Number(m) * 60 + Number(s), 0);
  });
  it('finds no sound track in a silent clip', () => {
    const hdlr = (kind: string) =>
      box(
        'hdlr',
        [0, 0, 0, 0],
        u32(0),
        [...kind].map((c) => c.charCodeAt(0)),
      );
    const trak = (kind: string) => box('trak', box('mdia', hdlr(kind)));
    const mvhd = box('mvhd', [0, 0, 0, 0], u32(0), u32(0), u32(1000), u32(90_000));
    expect(mp4Facts(new Uint8Array(box('moov', mvhd, trak('vide')))).audio).toBe(false);
    expect(mp4Facts(new Uint8Array(box('moov', mvhd, trak('vide'), trak('soun')))).audio).toBe(true);
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

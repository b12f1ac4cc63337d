import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { allTextsOf } from '../walk.ts';

/**
 * Code points of Emoji 13 and later (2020 on): a phone draws a typed emoji with its own font,
 * and the app ships none, so on Android 10 and older (Emoji 12, many of the cheap phones families
 * have) these show as an empty box (blind sample 8's 🪷, re-check s25l's 🪈 as a key, s25h's
 * note; blind sample 15's 🪆 counted in a class 1 chart). The picture set's own drawings show
 * everywhere: name one (`pictures:` or `show:`) instead.
 */
const RANGES: [number, number][] = [
  // Emoji 13.0
  [0x26a7, 0x26a7],
  [0x1f6d6, 0x1f6d7],
  [0x1f6fb, 0x1f6fc],
  [0x1f90c, 0x1f90c],
  [0x1f972, 0x1f972],
  [0x1f977, 0x1f978],
  [0x1f9a3, 0x1f9a4],
  [0x1f9ab, 0x1f9ad],
  [0x1f9cb, 0x1f9cb],
  [0x1fa74, 0x1fa74],
  [0x1fa83, 0x1fa86],
  [0x1fa96, 0x1faa8],
  [0x1fab0, 0x1fab6],
  [0x1fac0, 0x1fac2],
  [0x1fad0, 0x1fad6],
  // Emoji 14.0
  [0x1f6dd, 0x1f6df],
  [0x1f7f0, 0x1f7f0],
  [0x1f979, 0x1f979],
  [0x1f9cc, 0x1f9cc],
  [0x1fa7b, 0x1fa7c],
  [0x1faa9, 0x1faac],
  [0x1fab7, 0x1faba],
  [0x1fac3, 0x1fac5],
  [0x1fad7, 0x1fad9],
  [0x1fae0, 0x1fae7],
  [0x1faf0, 0x1faf6],
  // Emoji 15.0 and later
  [0x1f6dc, 0x1f6dc],
  [0x1fa75, 0x1fa77],
  [0x1fa87, 0x1fa89],
  [0x1faad, 0x1faaf],
  [0x1fabb, 0x1fabf],
  [0x1fac6, 0x1fac6],
  [0x1face, 0x1facf],
  [0x1fada, 0x1fadf],
  [0x1fae8, 0x1fae9],
  [0x1faf7, 0x1faf8],
];
/**
 * Sequences of older characters joined into an Emoji 15 one (re-check s25t: 🐦‍⬛, which older
 * phones draw as a bird beside a black square): black bird, phoenix, lime, brown mushroom, broken
 * chain, head shaking, the families of adults and children.
 */
const NEW_SEQUENCE =
  /\u{1F426}\u200D(?:\u2B1B|\u{1F525})|\u200D[\u{1F7E9}\u{1F7EB}]|\u26D3\uFE0F?\u200D\u{1F4A5}|\u{1F642}\u200D[\u2194\u2195]|\u{1F9D1}\u200D\u{1F9D1}\u200D\u{1F9D2}|\u{1F9D1}\u200D\u{1F9D2}/gu;
const isNew = (c: string) => {
  const code = c.codePointAt(0) ?? 0;
  return RANGES.some(([from, to]) => code >= from && code <= to);
};

/** A typed emoji too new for the phones families have (Android 10 and older), in any text or name. */
export function newEmoji(files: CurriculumFile[]): CurriculumProblem[] {
  return allTextsOf(files).flatMap(({ file, path, text }) => {
    const emoji = [...new Set([...[...text].filter(isNew), ...(text.match(NEW_SEQUENCE) ?? [])])];
    if (!emoji.length) return [];
    return [
      {
        file: file.file,
        path,
        message: `"${text}" types ${emoji.join(' ')}, an emoji older phones show as a box: name a picture of the set instead`,
      },
    ];
  });
}

import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import * as z from 'zod/mini';

/**
 * A narrated lesson (issue 29, point 4): what the screen shows and what the voice says, beat by
 * beat, in both languages. `npm run media:lessons` turns it into one video per language
 * (`<key>.en.mp4`, `<key>.kn.mp4`) with its captions: the voice is the read-aloud clips' own
 * (eSpeak NG), each caption cue is one beat's words, and a beat lasts as long as its words take
 * to say and to read (15 characters a second for classes 1–2, 20 above: the caption rule).
 */
const words = z.string().check(z.minLength(1));
/** Words in the languages the lesson is made in (one, or both). */
const spoken = z.strictObject({ en: z.optional(words), kn: z.optional(words) });
const shown = z.union([words, spoken]);
const picture = z.strictObject({
  /** A picture of the illustration set (ADR 026) by its name. */
  name: z.string(),
  /** Shown this many times, in rows of five (1–20). */
  count: z.optional(z.int().check(z.minimum(1), z.maximum(20))),
  /** A word under it. */
  label: z.optional(shown),
  /** Crossed out: what not to do. */
  crossed: z.optional(z.boolean()),
  /** Each of the `count` is a bundle of ten of the picture, tied (a ten of pencils). */
  bundle: z.optional(z.boolean()),
});
/**
 * A rectangle drawn to scale (perimeter and area): `across` by `down` units, its side lengths
 * written along its sides, filled with unit squares or not, its edge marked as a walk round it.
 */
const rectangle = z.strictObject({
  across: z.int().check(z.minimum(1), z.maximum(12)),
  down: z.int().check(z.minimum(1), z.maximum(8)),
  /** Written along the top and bottom sides ("4 m"). */
  acrossLabel: z.optional(shown),
  /** Written along the left and right sides ("3 m"). */
  downLabel: z.optional(shown),
  /** Covered with unit squares (area). */
  squares: z.optional(z.boolean()),
  /** Its edge drawn thick with arrows (perimeter: walking round it). */
  edge: z.optional(z.boolean()),
  /** A word under it. */
  label: z.optional(shown),
});
const digits = z.array(z.string()).check(z.minLength(2), z.maxLength(4));
/**
 * A sum written in place-value columns (hundreds | tens | ones): a head over each column, the
 * numbers one under the other with the sign, a line and the answer; small red digits above the
 * top number for a ten carried, or (`opened`) for a ten opened, whose digits below are struck out.
 */
const columnSum = z.strictObject({
  heads: z.array(shown).check(z.minLength(2), z.maxLength(4)),
  top: digits,
  bottom: digits,
  sign: z.enum(['+', '−']),
  /** Above the top number, one per column ("" for none). */
  carry: z.optional(digits),
  /** The carry row is a ten opened: the top digits under it are struck out. */
  opened: z.optional(z.boolean()),
  answer: z.optional(digits),
});
/**
 * A drawn plant (a root is hidden in a pot in every picture of the set): soil, roots under it, a
 * stem, leaves and a flower, with an arrow at the part marked; or (`seed`) a seed in the soil.
 */
const plant = z.strictObject({
  seed: z.optional(z.boolean()),
  mark: z.optional(z.enum(['root', 'stem', 'leaf', 'flower'])),
  /** Words beside the parts named. */
  labels: z.optional(
    z.strictObject({
      root: z.optional(shown),
      stem: z.optional(shown),
      leaf: z.optional(shown),
      flower: z.optional(shown),
    }),
  ),
});
const beat = z.strictObject({
  /** Big text in the middle: a numeral, a letter, a sum, a short word. */
  big: z.optional(shown),
  pictures: z.optional(z.array(picture).check(z.maxLength(6))),
  /** One rectangle, or two side by side to compare. */
  rectangles: z.optional(z.array(rectangle).check(z.minLength(1), z.maxLength(2))),
  sum: z.optional(columnSum),
  plant: z.optional(plant),
  /**
   * A drawn seed, for what the set has no picture of: a bean with its seed coat peeling off
   * (`coat`), a soaked bean split into its two halves (`split`), a fluffy seed the wind carries
   * (`fluffy`), a prickly seed that sticks to fur (`burr`).
   */
  seed: z.optional(z.enum(['coat', 'split', 'fluffy', 'burr'])),
  /** What the voice says while the beat shows; also its caption. In every language of the lesson. */
  say: spoken,
});
export const lessonScriptSchema = z.strictObject({
  key: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  /** The class it is made for: sets how fast its captions may run. */
  grade: z.int().check(z.minimum(1), z.maximum(5)),
  /**
   * The languages it is narrated in: a lesson of the mediums' subjects in both (English-medium
   * and Kannada-medium EVS), a language lesson in its own (English letters in English).
   */
  languages: z.array(z.enum(['en', 'kn'])).check(z.minLength(1)),
  title: spoken,
  /** What the video shows, in a few English words: activities that use it say the same (`about`). */
  about: z.string().check(z.minLength(10)),
  beats: z.array(beat).check(z.minLength(6)),
});
export type LessonScript = z.infer<typeof lessonScriptSchema>;
export type LessonBeat = LessonScript['beats'][number];
export type LessonLanguage = 'en' | 'kn';

export function readLessonScript(path: string): LessonScript {
  const parsed = lessonScriptSchema.safeParse(load(readFileSync(path, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const script = parsed.data;
  const missing = script.languages.flatMap((language) => [
    ...(script.title[language] ? [] : [`title.${language}`]),
    ...script.beats.flatMap((beat, i) => (beat.say[language] ? [] : [`beats.${i}.say.${language}`])),
  ]);
  if (missing.length) throw new Error(`${path}: no words for ${missing.join(', ')}`);
  return script;
}

/** A text in a language: the same for both (a numeral, "a b c"), or the language's own. */
export const inLanguage = (text: z.infer<typeof shown>, language: LessonLanguage): string =>
  typeof text === 'string' ? text : (text[language] ?? '');

/** The most caption characters a second a class reads (the caption speed rule, issue 28). */
export const readingSpeed = (grade: number) => (grade <= 2 ? 15 : 20);

/** How long a beat stays: its words said, then a breath, and never faster than the class reads. */
export function beatSeconds(spoken: number, caption: string, grade: number): number {
  const reading = [...caption].length / readingSpeed(grade);
  return Math.round(Math.max(spoken + 0.7, reading + 0.3) * 100) / 100;
}

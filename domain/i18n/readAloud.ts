import type { Locale } from '../contract/locale.ts';
import type { MessageKey, Messages } from './en.ts';
import { createTranslate, tPlural } from './translate.ts';

/**
 * The interface lines read aloud (issue 16), by their keys in en.ts and kn.ts, where their texts
 * are, in both languages: an instruction per kind of activity (said when the curriculum gives
 * none), the feedback words the player shows, the timer's warning and end, and the score.
 * `npm run content:audio` makes a clip of each and writes their addresses to
 * src/data/ui-audio/<language>.json, which the player imports for its page's language only.
 */
export const SPOKEN_KEYS = [
  'read.instruction.mcq',
  'read.instruction.fill',
  'read.instruction.match',
  'read.instruction.classify',
  'activity.video.watch',
  'activity.correct',
  'activity.wrong',
  'read.tryAgain',
  // A match card or a sorting card put wrong goes back (issue 29): said after its explanation.
  'activity.placeAgain',
  'read.timerWarning',
  'activity.timeUp',
  'activity.score.good',
  'activity.score.tryAgain',
  // "Who is playing? Tap your picture.": the picker, for children who cannot read yet (issue 18).
  'children.pickSpoken',
  // A lesson not on the phone, with no signal (issue 29): said, not only written.
  'offline.notOnPhone.spoken',
] as const satisfies readonly MessageKey[];
export type SpokenKey = (typeof SPOKEN_KEYS)[number];

/** One spoken line: its key (`read.score.5.3`: 3 out of 5) and its text. */
export interface UiLine {
  key: string;
  text: string;
}

/**
 * Every spoken line in `locale`: the fixed ones, and "You got n out of total" for every total
 * up to `maxTotal` (the largest score of any activity) and every n from 0 to that total.
 */
export function uiLines(messages: Messages, locale: Locale, maxTotal: number): UiLine[] {
  const t = createTranslate(messages);
  const lines: UiLine[] = SPOKEN_KEYS.map((key) => ({ key, text: t(key) }));
  for (let total = 1; total <= maxTotal; total += 1)
    for (let n = 0; n <= total; n += 1)
      lines.push({ key: scoreKey(total, n), text: tPlural(t, locale, 'read.score', n, { total }) });
  return lines;
}

export const scoreKey = (total: number, n: number) => `read.score.${total}.${n}`;

/** src/data/ui-audio/<language>.json: each line's clip address, and the score lines by total. */
export interface UiAudio {
  /** Every clip here is made by a speech engine (none recorded yet). */
  synthetic: boolean;
  lines: Record<SpokenKey, string>;
  /** `score[total][n]`: "You got n out of total". */
  score: Record<string, string[]>;
}

import type { Locale } from '../contract/locale.ts';
import type { MessageKey, Messages } from './en.ts';
import { createTranslate, type PluralKey, type Translate, tPlural } from './translate.ts';

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
  // The way on (issue 29, point 3): what to tap next, said when the button appears.
  'activity.next.spoken',
  'activity.check.spoken',
  'activity.submit.spoken',
  'activity.score.continue.spoken',
  // The unlock and check-in dialogs, said when they open and on their speaker.
  'unlock.title',
  'unlock.enough.spoken',
  'checkin.success',
  'checkin.done',
  // The reading corner's "My turn" (issue 30): what to do, said before the microphone is asked for.
  'stories.myTurn.spoken',
] as const satisfies readonly MessageKey[];
export type SpokenKey = (typeof SPOKEN_KEYS)[number];

/**
 * The interface lines with a number in them (issue 29: "you have 10 coins, you need 50"), said in
 * the unlock and check-in dialogs. Each has a clip for every count from 0 (or 1) to COUNT_MAX;
 * they are not in the page's clip list (that would be 1,200 addresses on every page): the API
 * serves each by its name (`countedLineUrl`), and a larger count is said by the phone's voice.
 */
export const COUNTED_KEYS = [
  'unlock.cost',
  'unlock.balance',
  'unlock.short',
  'checkin.offer',
  'checkin.received',
  'checkin.streakBonus',
] as const satisfies readonly PluralKey[];
export type CountedKey = (typeof COUNTED_KEYS)[number];
export const COUNT_MAX = 100;
/** Only a balance can be 0 ("You have 0 coins"); every other count is one or more. */
const countFrom = (key: CountedKey) => (key === 'unlock.balance' ? 0 : 1);
export const isCountedKey = (key: string): key is CountedKey =>
  (COUNTED_KEYS as readonly string[]).includes(key);
export const hasCountedClip = (key: CountedKey, count: number) =>
  Number.isInteger(count) && count >= countFrom(key) && count <= COUNT_MAX;
/** A counted line's key among the spoken lines: `unlock.short.40`. */
export const countedLineKey = (key: CountedKey, count: number) => `${key}.${count}`;

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
  for (const key of COUNTED_KEYS)
    for (let n = countFrom(key); n <= COUNT_MAX; n += 1)
      lines.push({ key: countedLineKey(key, n), text: tPlural(t, locale, key, n) });
  return lines;
}

/** The text of a counted line, as the dialogs show and the clips say it. */
export const countedText = (t: Translate, locale: Locale, key: CountedKey, count: number) =>
  tPlural(t, locale, key, count);

/**
 * The text of a spoken line by its name, as the API serves its clip by name: a fixed line
 * (`unlock.title`) or a counted one (`unlock.short.40`); undefined for any other name.
 */
export function lineText(t: Translate, locale: Locale, name: string): string | undefined {
  if ((SPOKEN_KEYS as readonly string[]).includes(name)) return t(name as SpokenKey);
  const counted = /^([a-zA-Z.]+)\.(\d{1,3})$/.exec(name);
  const key = counted?.[1] ?? '';
  const count = Number(counted?.[2]);
  return isCountedKey(key) && hasCountedClip(key, count) ? countedText(t, locale, key, count) : undefined;
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

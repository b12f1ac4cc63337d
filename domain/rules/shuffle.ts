import { seededRandom } from '../practice/random.ts';

/**
 * Orders shown to a child, fixed by a seed (ADR 020): the same seed gives the same order on every
 * render, after a reload and offline, and a new attempt's seed gives a new one. One random
 * source for the whole app: practice's mulberry32, seeded by a hash of the seed's text.
 */

/** FNV-1a of a text: a seed named by words (a child, an activity, an attempt) as a number. */
export function hashSeed(text: string): number {
  let state = 2166136261;
  for (const char of text) state = Math.imul(state ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return state;
}

/**
 * A shuffle of 0..n-1 from a seed. With `moveAll`, no element stays in its place when it can move
 * (a match left in its own order would already be solved: the identity is rotated by one).
 */
export function seededOrder(n: number, seed: string, { moveAll = false } = {}): number[] {
  const order = seededRandom(hashSeed(seed)).shuffle(Array.from({ length: n }, (_, i) => i));
  if (moveAll && n > 1 && order.every((value, i) => value === i)) order.push(order.shift() as number);
  return order;
}

/**
 * The seed of one attempt at an activity: whose, which, and how many finished before it (the
 * server's count, plus those waiting offline and those finished on this page). A reload mid-attempt
 * gives the same seed; Try again the next one.
 */
export function attemptSeed(owner: string, activityId: string, attempt: number): string {
  return `${owner}|${activityId}|${attempt}`;
}

/**
 * An option that speaks of the others ("All of the above", "Both are equal", "ಎರಡೂ ಸಮ", "ಮೇಲಿನ
 * ಎಲ್ಲವೂ"): it keeps its place in the file (written to come after them), and the others shuffle
 * around it. The curriculum has a few ("Both the same", "Yes, all of them", "ಎಲ್ಲವೂ ಒಂದೇ"); a
 * real answer that starts so ("Both hands") only stays where it was written.
 */
const ABOUT_THE_OTHERS =
  /\b(all|none|both|neither)\b.*\b(above|these|them|of the)\b|^\s*(both|neither)\b|ಮೇಲಿನ (ಎಲ್ಲ|ಯಾವ)|ಮೇಲಿನವು|ಎಲ್ಲವೂ|ಯಾವುದೂ ಅಲ್ಲ|ಎರಡೂ/i;

/**
 * Two options that are read as a pair in a set order (Yes/No, True/False): a child expects them
 * so, and with two options a guess is even anyway. They stay as written.
 */
const PAIRS = [
  ['yes', 'no'],
  ['true', 'false'],
  ['right', 'wrong'],
  ['correct', 'incorrect'],
  ['ಹೌದು', 'ಇಲ್ಲ'],
  ['ಸರಿ', 'ತಪ್ಪು'],
];
const plain = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}]/gu, '');

export function isOrderedPair(options: readonly string[]): boolean {
  if (options.length !== 2) return false;
  const [a, b] = options.map(plain);
  return PAIRS.some(([x, y]) => (a === x && b === y) || (a === y && b === x));
}

/**
 * The order a multiple-choice question's options are shown in: indexes into `options` (the
 * file's order), which the answer names (ADR 020: scored by the option, never its place).
 */
export function optionOrder(options: readonly string[], seed: string): number[] {
  const all = options.map((_, i) => i);
  if (isOrderedPair(options)) return all;
  const moving = all.filter((i) => !ABOUT_THE_OTHERS.test(options[i] ?? ''));
  const shuffled = seededOrder(moving.length, seed).map((k) => moving[k] as number);
  return all.map((i) => (moving.includes(i) ? (shuffled.shift() as number) : i));
}

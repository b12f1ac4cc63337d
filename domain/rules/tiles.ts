import { seededRandom } from '../practice/random.ts';
import { isKannada, PAD_CONSONANTS as KN_CONSONANTS } from './kannadaPad.ts';
import { keypadFor } from './keypad.ts';
import { hashSeed } from './shuffle.ts';

/**
 * Letter tiles for a fill-in (issue 29): a child of six who cannot type, or whose phone has no
 * Kannada keyboard, builds the answer from tiles on the screen: the answer's letters among near
 * misses, each read aloud on a tap. Pure and deterministic: the player shows the tiles, and the
 * audio pipeline (server/modules/audio/spokenItems.ts) makes a clip for each tile's text from the
 * same function, so the clips the activity carries are the tiles the child sees.
 *
 * A tile is one letter as a child sees it: a Kannada akshara (ಕಾ, ಕ್ಕ, ಗೊಂ, ಟ್), an English
 * letter, a digit or a mark. Each letter's near misses come from its own script, so an English
 * word in a Kannada-medium book gets English near misses.
 */

/** The most tiles a question shows, and the fewest (with near misses). */
export const MAX_TILES = 8;
export const MIN_TILES = 4;

const VIRAMA = '\u0CCD';
const KN_CONSONANT = /[\u0C95-\u0CB9\u0CDE]/;
const segmenter = new Intl.Segmenter('kn', { granularity: 'grapheme' });

/**
 * The letters of a text, in order: user-perceived characters (Intl.Segmenter), with a Kannada
 * consonant that ends in a virama joined to the consonant after it (ಅಮ್ಮ: ಅ + ಮ್ಮ, ಪೂರ್ವ: ಪೂ + ರ್ವ):
 * ICU does not join Kannada conjuncts, and doing it here gives the same tiles in every browser.
 * A zero-width non-joiner keeps a visible virama (ಫುಟ್‌ಪಾತ್) as its own letter.
 */
export function letters(text: string): string[] {
  const parts = [...segmenter.segment(text.normalize('NFC'))].map((s) => s.segment);
  const joined: string[] = [];
  for (const part of parts) {
    const last = joined[joined.length - 1];
    if (last?.endsWith(VIRAMA) && KN_CONSONANT.test(part[0] ?? '')) joined[joined.length - 1] = last + part;
    else joined.push(part);
  }
  // Zero-width joiners and non-joiners are not letters a child taps.
  return joined.map((part) => part.replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')).filter((part) => part !== '');
}

/** Classes 1–2: children learning their letters. */
const isYoung = (grade?: number | string | null) => grade != null && grade !== '' && Number(grade) <= 2;

/** An answer as the tiles build it: NFC, spaces at the ends gone and inside as one. */
const clean = (answer: string) => answer.normalize('NFC').replace(/\s+/g, ' ').trim();

/**
 * Whether a question is answered with tiles: always in classes 1–2 (`grade` the topic's class),
 * and in any class when every accepted answer of the activity (`activity`, every question's
 * answers) is at most three letters (ಅಕ್ಕ, "an", "?"): a was/were fill whose "was" alone came on
 * tiles told its key by the tiles coming at all (session 32). A number above class 2 keeps the
 * phone's number pad, which every phone has (lib/keypad.ts).
 */
export function usesTiles(
  answers: readonly string[],
  grade?: number | string | null,
  activity: readonly (readonly string[])[] = [answers],
): boolean {
  const given = answers.map(clean).filter((answer) => answer !== '');
  if (given.length === 0) return false;
  if (isYoung(grade)) return true;
  if (keypadFor(given)) return false;
  return activity.flat().every((answer) => letters(clean(answer)).length <= 3);
}

// Kannada's varnamale: the vowels a class-1 child learns (ಋ is left out of the near misses), the
// consonants in their rows (the letter pad's, imported), and the vowel signs of the kagunita in order.
const KN_VOWELS = ['ಅ', 'ಆ', 'ಇ', 'ಈ', 'ಉ', 'ಊ', 'ಎ', 'ಏ', 'ಐ', 'ಒ', 'ಓ', 'ಔ'];
const KN_SIGNS = ['', 'ಾ', 'ಿ', 'ೀ', 'ು', 'ೂ', 'ೃ', 'ೆ', 'ೇ', 'ೈ', 'ೊ', 'ೋ', 'ೌ'];
const KN_DIGITS = [...'೦೧೨೩೪೫೬೭೮೯'];
const DIGITS = [...'0123456789'];
const ALPHABET = [...'abcdefghijklmnopqrstuvwxyz'];
const MARKS = ['.', ',', '?', '!', "'", ':', ';', '-'];
/**
 * Letters a young reader mixes up (b and d, m and n, i and l…), before the alphabet's neighbours:
 * a's, b's, … z's, in the alphabet's order (one string: the player's island is held to 25 KB).
 */
const LOOK_ALIKE = 'eo dp eo bq ac t qj nk lj ig hx it nw mu ac qb pg n zc fl nv uw vm k v s'.split(' ');
const DIGIT_LOOK_ALIKE: Record<string, string> = {
  '1': '7',
  '7': '1',
  '6': '9',
  '9': '6',
  '3': '8',
  '8': '3',
};

/** The list's items at distance 1, 2, 3… from `index`, after then before: the nearest first. */
function around<T>(list: readonly T[], index: number, reach = 3): T[] {
  const near: T[] = [];
  for (let step = 1; step <= reach; step++)
    for (const at of [index + step, index - step]) if (at >= 0 && at < list.length) near.push(list[at] as T);
  return near;
}

/** Two lists taken in turns: [a0, b0, a1, b1, …]. */
function inTurns<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) out.push(a[i] as T);
    if (i < b.length) out.push(b[i] as T);
  }
  return out;
}

/** A Kannada akshara's parts: its consonant cluster, vowel sign (or virama) and ಂ/ಃ. */
const KN_AKSHARA =
  /^((?:[\u0C95-\u0CB9\u0CDE]\u0CBC?\u0CCD)*[\u0C95-\u0CB9\u0CDE]\u0CBC?)([\u0CBE-\u0CCC]|\u0CCD)?([\u0C82\u0C83])?$/;
const KN_VOWEL = /^([\u0C85-\u0C94])([\u0C82\u0C83])?$/;

function kannadaNearMisses(letter: string): string[] {
  const vowel = KN_VOWEL.exec(letter);
  if (vowel) {
    const [, v = '', mark = ''] = vowel;
    const index = KN_VOWELS.indexOf(v);
    const near = index >= 0 ? around(KN_VOWELS, index).map((other) => other + mark) : [];
    // ಅಂ beside ಅ: the same vowel with its mark, or without it.
    return mark ? [...near.slice(0, 2), v, ...near.slice(2)] : near;
  }
  const akshara = KN_AKSHARA.exec(letter);
  if (!akshara) return [];
  const [, cluster = '', sign = '', mark = ''] = akshara;
  // The same consonant with the vowel signs next to its own in the kagunita (ಕಾ: ಕ, ಕಿ, ಕೀ…).
  const signs =
    sign === VIRAMA
      ? ['', 'ಾ', 'ಿ', 'ು']
      : around(
          KN_SIGNS.filter((s) => s !== 'ೃ'),
          KN_SIGNS.filter((s) => s !== 'ೃ').indexOf(sign),
        );
  const withSigns = signs.map((s) => cluster + s + mark);
  // The neighbouring consonants of the varnamale with the same sign (ಕಾ: ಖಾ, ಗಾ); a doubled
  // consonant (ಮ್ಮ) also as a single one (ಮ), a cluster (ರ್ಣ) as its last consonant (ಣ).
  const consonants = cluster.split(VIRAMA);
  const last = consonants[consonants.length - 1] ?? '';
  const doubled = consonants.length > 1 && consonants.every((c) => c === last);
  const index = KN_CONSONANTS.indexOf(last);
  const neighbours = index >= 0 ? around(KN_CONSONANTS, index) : [];
  const swapped = neighbours.map((other) =>
    doubled ? consonants.map(() => other).join(VIRAMA) : [...consonants.slice(0, -1), other].join(VIRAMA),
  );
  const withConsonants = [
    ...(consonants.length > 1 ? [last + sign + mark] : []),
    ...swapped.map((other) => other + sign + mark),
  ];
  const marked = mark ? [cluster + sign] : [];
  return [...inTurns(withSigns, withConsonants), ...marked];
}

/** The near misses of one letter, nearest first: what a child might take it for. */
export function nearMisses(letter: string): string[] {
  if (/^[\u0C80-\u0CFF]+$/.test(letter)) {
    const digit = KN_DIGITS.indexOf(letter);
    return digit >= 0 ? around(KN_DIGITS, digit) : kannadaNearMisses(letter);
  }
  if (/^[0-9]$/.test(letter)) {
    const alike = DIGIT_LOOK_ALIKE[letter];
    return [...(alike ? [alike] : []), ...around(DIGITS, Number(letter))];
  }
  if (/^[a-z]$/i.test(letter)) {
    const lower = letter.toLowerCase();
    const upper = letter !== lower;
    const index = ALPHABET.indexOf(lower);
    const near = [...(LOOK_ALIKE[index] ?? ''), ...around(ALPHABET, index, 2)];
    return near.map((other) => (upper ? other.toUpperCase() : other));
  }
  if (MARKS.includes(letter)) return MARKS.filter((mark) => mark !== letter);
  return [];
}

/** Letters of the same script to fill up with when the near misses run out. */
function fallback(letter: string): string[] {
  if (/^[\u0C80-\u0CFF]+$/.test(letter)) return [...KN_VOWELS, ...KN_CONSONANTS];
  if (/^[0-9]$/.test(letter)) return DIGITS;
  if (/^[A-Z]$/.test(letter)) return ALPHABET.map((a) => a.toUpperCase());
  return ALPHABET;
}

/** The accepted answer tiles build: the first without a space and within eight letters, else the first. */
function tiledAnswer(accepted: readonly string[]): string {
  const answers = accepted.map(clean).filter((answer) => answer !== '');
  const fits = (answer: string) => !answer.includes(' ') && new Set(letters(answer)).size <= MAX_TILES;
  return answers.find(fits) ?? answers[0] ?? '';
}

export interface Tiles {
  /** The accepted answer the tiles build (the first one, unless it does not fit on tiles). */
  answer: string;
  /** Its letters, in order: the tiles to tap. */
  parts: string[];
  /** Every tile shown, in the order shown: the answer's letters (each once) among near misses. */
  tiles: string[];
}

/**
 * The tiles of a fill question: its first accepted answer split into letters (a letter used
 * twice is one tile, tapped twice), with near misses around each (Kannada: the neighbouring
 * vowels or consonants of the varnamale and the same consonant with other vowel signs; English:
 * look-alike and neighbouring letters; digits: neighbouring digits), 4–8 tiles in all, in an
 * order made from `seed`. The tiles do not depend on the seed, only their order does.
 *
 * In classes 1–2 (`grade`) two near misses more than letters, above one: an older child has fewer
 * tiles to hear, and each topic's clips stay within their budget (audio/topicBudget.ts).
 *
 * `activity` is the answers of the activity's questions (as `usesTiles` takes them; its own adds
 * nothing): the letters of each other answer, as a whole word, join the tiles while they fit:
 * tiles of one word alone tell the key (a riddle's ಬೆಂ ಕಿ beside ಬೇಂ ಕೀ; "Ravi ___ Sunil" with
 * a n d e, where "but" cannot be built: session 32), and the activity's other answers are the very
 * choices it teaches. They come after the near misses, which stay as they were, and only answers
 * that are tiled themselves, in the same script, so every tile already has its clip and a topic's
 * clips do not grow.
 *
 * An answer with a space, or with more than eight different letters, gives way to the first
 * accepted answer that has neither (ಮಳೆ ನೀರು → ಮಳೆನೀರು, grandfather → grandpa); if none does,
 * the first answer stays, and a space is a tile of its own.
 */
export function buildTiles(
  accepted: readonly string[],
  seed = '',
  grade?: number | string | null,
  activity: readonly (readonly string[])[] = [],
): Tiles {
  const answer = tiledAnswer(accepted);
  const parts = letters(answer);
  const own = [...new Set(parts)];
  const wanted = Math.max(
    own.length,
    Math.min(MAX_TILES, Math.max(MIN_TILES, own.length + (isYoung(grade) ? 2 : 1))),
  );
  const chosen = new Set(own);
  // Near misses in turns: the nearest of each letter first, so every letter gets one.
  const lists = own.map(nearMisses);
  for (let rank = 0; chosen.size < wanted && lists.some((list) => rank < list.length); rank++)
    for (const list of lists) {
      const other = list[rank];
      if (other != null && chosen.size < wanted) chosen.add(other);
    }
  for (const other of fallback(own[0] ?? 'a')) if (chosen.size < wanted) chosen.add(other);
  // Then the other answers, each a whole word while the tiles stay within eight, and of the
  // answer's script (no English word among Kannada tiles).
  for (const other of activity) {
    const word = tiledAnswer(other);
    const fresh = new Set(letters(word).filter((letter) => !chosen.has(letter)));
    if (
      usesTiles(other, grade, activity) &&
      isKannada([word]) === isKannada([answer]) &&
      chosen.size + fresh.size <= MAX_TILES
    )
      for (const letter of fresh) chosen.add(letter);
  }
  const tiles = seededRandom(hashSeed(`tiles|${seed}|${answer}`)).shuffle([...chosen]);
  return { answer, parts, tiles };
}

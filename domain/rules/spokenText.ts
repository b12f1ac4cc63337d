import type { Locale } from '../contract/locale.ts';

/**
 * What a text says aloud (issue 16, read aloud): the same for the clips made by a speech engine
 * and for the phone's own voice, so both say the same words. A speech engine reads `___` as
 * nothing and `+` in Kannada as the English "plus"; a child who cannot read yet hears this instead.
 */
export type SpokenLanguage = Locale;

const WORDS: Record<SpokenLanguage, Record<string, string>> = {
  en: {
    blank: 'blank',
    '+': 'plus',
    '−': 'minus',
    '×': 'times',
    '÷': 'divided by',
    '=': 'equals',
    '<': 'is less than',
    '>': 'is greater than',
    rupees: 'rupees',
    rupee: 'rupee',
    paise: 'paise',
  },
  kn: {
    blank: 'ಖಾಲಿ',
    '+': 'ಕೂಡು',
    '−': 'ಕಳೆ',
    '×': 'ಗುಣಿಸು',
    '÷': 'ಭಾಗಿಸು',
    '=': 'ಸಮ',
    '<': 'ಕಡಿಮೆ',
    '>': 'ಹೆಚ್ಚು',
    rupees: 'ರೂಪಾಯಿ',
    rupee: 'ರೂಪಾಯಿ',
    paise: 'ಪೈಸೆ',
  },
};

// ₹5ರ, ₹5ಕ್ಕೆ, ₹100ನ್ನು, ₹100ರವರೆಗಿನ: the case ending joined to the numeral belongs to the rupee
// said after it (or to ಗಂಟೆ, below), so it is moved onto ರೂಪಾಯಿ by how the numeral's ending begins (ರ → ಯ, ಕ್ಕ → ಗ,
// ನ್ನ → ಯನ್ನ). The amount is taken whole: "₹100ನ್ನು" was heard "10 ರೂಪಾಯಿ0ನ್ನು" (sweep of 3 Dec).
/** A case ending moved from a numeral onto the word said after it (ರೂಪಾಯಿ, ಗಂಟೆ). */
const caseOnWord = (ending: string) => {
  if (ending.startsWith('ರ')) return `ಯ${ending.slice(1)}`;
  if (ending.startsWith('ಕ್ಕ')) return `ಗ${ending.slice(3)}`;
  if (ending.startsWith('ನ್ನ')) return `ಯ${ending}`;
  return ending;
};
/** A joined ending as said after the word: moved onto it in Kannada, as it stands in English. */
export const endingAfter = (language: SpokenLanguage, ending: string | undefined) =>
  ending ? (language === 'en' ? ending : caseOnWord(ending)) : '';
// A comma inside a number only before a group of digits (₹1,200, ₹1,00,000): "₹4, chocolate ₹6"
// is four rupees, then a chocolate (review of 3 Dec: it was heard "4, rupees chocolate").
const RUPEES = /₹\s*(\d+(?:,\d{2,3})*(?:\.\d+)?)(?!\d)([\u0C80-\u0CFF]+)?/g;
// "Two ₹5 coins" are two five-rupee coins, not "five rupees coins".
const COIN_OR_NOTE = /^\s*(coins?|notes?)\b/i;
// "₹___": the amount is the blank, said before its unit ("blank rupees"), as "___ m" is.
const RUPEE_BLANK = /₹\s*(?:_{3,}|[☐□])/g;
const rupeeWords =
  (language: SpokenLanguage) =>
  (match: string, number: string, ending: string | undefined, offset: number, whole: string) => {
    const words = WORDS[language];
    const joined = endingAfter(language, ending);
    // "₹24.50" is 24 rupees 50 paise, as a shopkeeper says it, not "twenty-four point five zero
    // rupees" (re-check s22q); the case ending goes on the last word said.
    const [rupees = number, decimals] = number.split('.');
    if (decimals !== undefined) {
      const paise = Number(decimals.padEnd(2, '0').slice(0, 2));
      const said = `${rupees} ${rupees === '1' ? words.rupee : words.rupees}`;
      return paise === 0 ? `${said}${joined}` : `${said} ${paise} ${words.paise}${joined}`;
    }
    const one = number === '1' || COIN_OR_NOTE.test(whole.slice(offset + match.length));
    if (language === 'en') return `${number} ${one ? words.rupee : words.rupees}${joined}`;
    return `${number} ${words.rupees}${joined}`;
  };

// A time on the hour ("8:00", "3:00ಕ್ಕೆ"): engines read the zeros ("ಎಂಟು ಸೊನ್ನೆ ಸೊನ್ನೆ", "eight zero
// zero", re-check of 3 Dec), so it is said as the hour: "8 o'clock" ("9 pm" before am or pm),
// "8 ಗಂಟೆ", a case ending moved onto ಗಂಟೆ as onto ರೂಪಾಯಿ ("3 ಗಂಟೆಗೆ").
const ON_THE_HOUR =
  /(?<![\d:.])(1[0-2]|0?\d|2[0-3]):00(?![\d:])(\s*(?:[ap]\.?m\.?)(?![\p{L}]))?([\u0C80-\u0CFF]+)?/giu;
const hourWords =
  (language: SpokenLanguage) =>
  (_: string, hour: string, meridiem: string | undefined, ending: string | undefined) => {
    const h = String(Number(hour));
    const joined = endingAfter(language, ending);
    if (language === 'en') return meridiem ? `${h}${meridiem}${joined}` : `${h} o'clock${joined}`;
    return `${h} ಗಂಟೆ${meridiem ?? ''}${joined}`;
  };

// A number in the Indian grouping (1,00,000; 6,45,210; 1,00,00,000): a speech engine reads the
// groups as they are written, "one zero zero thousand" (sweep of 3 Dec), so it is said as a
// teacher says it: "6 lakh 45 thousand 210", "6 ಲಕ್ಷ 45 ಸಾವಿರ 210". The western 1,200 is left.
const INDIAN_NUMBER = /(?<![\d,.])\d{1,2}(?:,\d{2})+,\d{3}(?![\d]|[.,]\d)/g;
const GROUPS: Record<SpokenLanguage, [string, string, string]> = {
  en: ['thousand', 'lakh', 'crore'],
  kn: ['ಸಾವಿರ', 'ಲಕ್ಷ', 'ಕೋಟಿ'],
};
const indianNumberWords = (language: SpokenLanguage) => (number: string) => {
  const groups = number.split(',');
  const units = Number(groups.pop());
  const [thousand, lakh, crore] = GROUPS[language];
  // From the left: crores (whatever is left beyond them), lakhs, thousands.
  const names = [thousand, lakh, crore].slice(0, groups.length).reverse();
  const crores = groups.length > names.length ? groups.slice(0, groups.length - 2).join('') : null;
  const said = (crores === null ? groups : [crores, ...groups.slice(-2)])
    .map((group, index) => [Number(group), names[index]] as const)
    .filter(([value]) => value > 0)
    .map(([value, name]) => `${value} ${name}`);
  if (units > 0) said.push(String(units));
  return said.join(' ');
};

// Kannada units as the books write them (ಕಿ.ಗ್ರಾಂ, ಸೆಂ.ಮೀ): the engine reads each dot as the word
// ಪೂರ್ಣವಿರಾಮ ("2 ಕಿ ಪೂರ್ಣವಿರಾಮ ಗ್ರಾಂ", review of 3 Dec), so they are said as a teacher says them;
// ಮೀ and ಲೀ alone only after a number or a blank (elsewhere they may be part of a word).
const KN_UNITS: [RegExp, string][] = [
  [/ಚ\.\s?ಸೆಂ\.\s?ಮೀ\.?/g, 'ಚದರ ಸೆಂಟಿಮೀಟರ್'],
  [/ಚ\.\s?ಮೀ\.?/g, 'ಚದರ ಮೀಟರ್'],
  [/ಸೆಂ\.\s?ಮೀ\.?/g, 'ಸೆಂಟಿಮೀಟರ್'],
  [/ಮಿ\.\s?ಮೀ\.?/g, 'ಮಿಲಿಮೀಟರ್'],
  [/ಕಿ\.\s?ಮೀ\.?/g, 'ಕಿಲೋಮೀಟರ್'],
  [/ಕಿ\.\s?ಗ್ರಾಂ\.?/g, 'ಕಿಲೋಗ್ರಾಂ'],
  [/ಮಿ\.\s?ಲೀ\.?/g, 'ಮಿಲಿಲೀಟರ್'],
  [/(?<=[\d_☐□]\s?)ಮೀ(?![\u0C80-\u0CFF])/g, 'ಮೀಟರ್'],
  [/(?<=[\d_☐□]\s?)ಲೀ(?![\u0C80-\u0CFF])/g, 'ಲೀಟರ್'],
];
// A unit's own last dot that also ends a sentence ("ಚೀಲ 3 ಕಿ.ಗ್ರಾಂ. 3 ಗ್ರಾಂ ಕಾಗದದಷ್ಟು ಹಗುರ") stays
// a full stop, or the next sentence runs on: "3 ಕಿಲೋಗ್ರಾಂ 3 ಗ್ರಾಂ" (re-check of 3 Dec).
const kannadaUnits = (text: string) =>
  KN_UNITS.reduce(
    (said, [abbreviation, word]) =>
      said.replace(abbreviation, (match: string, ...rest: unknown[]) => {
        const whole = rest.at(-1) as string;
        const next = whole[(rest.at(-2) as number) + match.length];
        return match.endsWith('.') && next !== undefined && /\s/.test(next) ? `${word}.` : word;
      }),
    text,
  );

// Letters and words joined with + and = ("ಕ್ + ಅ = ಕ", "ಪುಸ್ತಕ + ಗಳು = ಪುಸ್ತಕಗಳು") are put
// together, not added: a teacher says "ಕ್ ಮತ್ತು ಅ ಸೇರಿ ಕ", where the signs' words were heard as
// sums ("ಪುಸ್ತಕ ಕೂಡು ಗಳು ಸಮ", sweep of 3 Dec). Numbers keep ಕೂಡು and ಸಮ. Written the other way
// round, the whole first ("ಕ್ಷ = ಕ್ + ಷ"), a teacher says what it is made of: "ಕ್ಷ ಎಂದರೆ ಕ್ ಮತ್ತು ಷ"
// (re-check s42i: "ಕೈಯನ್ನು ಸಮ ಕೈ ಮತ್ತು …" was heard as maths).
const kannadaWordSums = (text: string) =>
  text
    .replace(/(?<=[\u0C80-\u0CFF])\s*\+\s*(?=[\u0C80-\u0CFF]|_{3,})/g, ' ಮತ್ತು ')
    .replace(/(ಮತ್ತು (?:[\u0C80-\u0CFF]+|_{3,}))\s*=/g, '$1 ಸೇರಿ ')
    .replace(/(?<=[\u0C80-\u0CFF])\s*=\s*(?=[\u0C80-\u0CFF]+ ಮತ್ತು )/g, ' ಎಂದರೆ ');

// A fraction (1/4, 3/8, 24/72): a speech engine says "one slash four". English says "one fourth",
// "three fourths", "25 hundredths" as the NCERT books write them, and past twentieths "24 over 72",
// as a teacher reads it. Kannada says the parts and the share of them ("4 ಭಾಗಗಳಲ್ಲಿ 1"), as a
// teacher reads ¼ aloud, whatever the denominator (review of 3 Dec: 5/14 was heard "ಐದು slash
// ಹದಿನಾಲ್ಕು"); a case ending joined to the fraction (3/5ರಲ್ಲಿ, 2/5ಕ್ಕಿಂತ) belongs to the share, so
// it is said on its word: "5 ಭಾಗಗಳಲ್ಲಿ 3 ಭಾಗದಲ್ಲಿ", not "5 ಭಾಗಗಳಲ್ಲಿ 3ರಲ್ಲಿ".
const FRACTION = /(?<![\d/])(\d{1,3})\/(\d{1,4})(?![\d/])([\u0C80-\u0CFF]+)?/g;
// A fraction with a blank for one of its numbers (1/2 = ___/10, 2/3 = 8/___).
const BLANK_OVER = /(?<![\d/])(?:_{3,}|[☐□])\/(\d{1,4})(?![\d/])/g;
const OVER_BLANK = /(?<![\d/])(\d{1,4})\/(?:_{3,}|[☐□])/g;
const PARTS: Record<number, string> = {
  2: 'half',
  3: 'third',
  4: 'fourth',
  5: 'fifth',
  6: 'sixth',
  7: 'seventh',
  8: 'eighth',
  9: 'ninth',
  10: 'tenth',
  11: 'eleventh',
  12: 'twelfth',
  13: 'thirteenth',
  14: 'fourteenth',
  15: 'fifteenth',
  16: 'sixteenth',
  17: 'seventeenth',
  18: 'eighteenth',
  19: 'nineteenth',
  20: 'twentieth',
  100: 'hundredth',
  1000: 'thousandth',
};
/** The share's case ending (after a number, ರಲ್ಲಿ) on the word ಭಾಗ (ಭಾಗದಲ್ಲಿ). */
const SHARE_CASES: Record<string, string> = {
  ರ: 'ದ',
  ರಲ್ಲಿ: 'ದಲ್ಲಿ',
  ರಷ್ಟು: 'ದಷ್ಟು',
  ರಿಂದ: 'ದಿಂದ',
  ಕ್ಕೆ: 'ಕ್ಕೆ',
  ಕ್ಕಿಂತ: 'ಕ್ಕಿಂತ',
  ಕ್ಕೂ: 'ಕ್ಕೂ',
  ನ್ನು: 'ವನ್ನು',
  ಅನ್ನು: 'ವನ್ನು',
};
/** "3 fourths", "1 half", "25 hundredths"; "24 over 72" where English has no everyday name. */
const englishFraction = (top: string, d: number) => {
  const part = PARTS[d];
  if (!part) return `${top} over ${d}`;
  return `${top} ${top === '1' ? part : d === 2 ? 'halves' : `${part}s`}`;
};
const fractionWords =
  (language: SpokenLanguage) => (_: string, top: string, bottom: string, ending: string | undefined) => {
    const d = Number(bottom);
    if (language === 'en') return `${englishFraction(top, d)}${ending ?? ''}`;
    const parts = d === 1 ? '1 ಭಾಗದಲ್ಲಿ' : `${d} ಭಾಗಗಳಲ್ಲಿ`;
    if (!ending) return `${parts} ${top}`;
    const onShare = SHARE_CASES[ending];
    // An ending this list does not know stays on the number, as it was written.
    return onShare ? `${parts} ${top} ಭಾಗ${onShare}` : `${parts} ${top}${ending}`;
  };
const blankFraction = (language: SpokenLanguage, blankOnTop: boolean, number: string) => {
  const blank = WORDS[language].blank;
  if (language === 'kn')
    return blankOnTop ? ` ${number} ಭಾಗಗಳಲ್ಲಿ, ${blank}, ` : ` , ${blank} ಭಾಗಗಳಲ್ಲಿ ${number} `;
  if (!blankOnTop) return ` ${number} over, ${blank}, `;
  const part = PARTS[Number(number)];
  return part
    ? ` , ${blank} ${Number(number) === 2 ? 'halves' : `${part}s`}, `
    : ` , ${blank} over ${number} `;
};

// A slash between words is a choice ("was/were", "(ಹೇಳುತ್ತಾರೆ / ಕೇಳುತ್ತಾರೆ)": "or", ಅಥವಾ), and
// between three or more words a list of cards to put in order ("friends / are / best / we"): a
// pause. A speech engine says the sign itself ("slash").
const WORD_SLASH = /(?<=[\p{L}\p{M}])\s*\/\s*(?=[\p{L}\p{M}])/gu;
const OR: Record<SpokenLanguage, string> = { en: 'or', kn: 'ಅಥವಾ' };
const OPPOSITE: Record<SpokenLanguage, string> = { en: 'opposite', kn: 'ವಿರುದ್ಧ ಪದ' };
const slashWords = (text: string, language: SpokenLanguage) => {
  const slashes = text.match(WORD_SLASH)?.length ?? 0;
  if (slashes === 0) return text;
  // Three or more pieces in one run ("a / b / c"): cards, said one by one.
  const list = /[\p{L}\p{M}]\s*\/\s*[\p{L}\p{M}][^/,()]*\/\s*[\p{L}\p{M}]/u.test(text);
  return text.replace(WORD_SLASH, list ? ', ' : ` ${OR[language]} `);
};

// Pictures (emoji, with their variation selectors, skin tones and joined sequences) and drawn
// shapes (★ ● ■) are seen, not read: naming them would often say the answer ("🐘 ___ನೆ" asks for
// the first letter of ಆನೆ), and "How many stars? ★ ★ ★" is for counting.
export const PICTURE =
  /\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]*(?:\u200D\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]*)*|[\u{25A0}-\u{25FF}\u{2605}\u{2606}\u{2713}\u{2714}]/gu;
// English units after a number ("1 m 20 cm", "2 kg"): a speech engine spells them out as
// letters ("one em twenty see em"), so they are said as words, one or many.
const UNITS: Record<string, [string, string]> = {
  km: ['kilometre', 'kilometres'],
  m: ['metre', 'metres'],
  cm: ['centimetre', 'centimetres'],
  mm: ['millimetre', 'millimetres'],
  kg: ['kilogram', 'kilograms'],
  g: ['gram', 'grams'],
  l: ['litre', 'litres'],
  ml: ['millilitre', 'millilitres'],
};
const UNIT = /(\d[\d,]*(?:\.\d+)?)\s?(km|cm|mm|kg|ml|m|g|l)\b/g;
const LONE_UNIT = /(?<![\p{L}\p{M}\p{N}])(km|cm|mm|kg|ml)(?![\p{L}\p{M}\p{N}])/gu;
/** The words before a lone unit that make it one: "a kg", "per km", "each cm", "one ml". */
const ONE_OF = /\b(?:a|per|each|one)\s+$/i;
// "12 sq cm", "in sq m", "16 square cm": said as words, not spelt "ess cue see em" (sweep of 3 Dec).
const SQUARE_UNIT = /(?:(\d[\d,]*(?:\.\d+)?)\s?)?\b(?:sq\.?|square)\s?(km|cm|mm|m)\b/g;
const squareWords = (number: string | undefined, unit: string) => {
  const [one, many] = UNITS[unit] as [string, string];
  return number === undefined ? `square ${many}` : `${number} square ${number === '1' ? one : many}`;
};
const unitWords = (_: string, number: string, unit: string) => {
  const [one, many] = UNITS[unit] as [string, string];
  return `${number} ${number === '1' ? one : many}`;
};

// A blank to fill: three or more underscores, or a box to put a sign in (38 ☐ 83).
const BLANK = /_{3,}|[☐□]/g;
// A blank in a row of letters ("ಕ ___ ಗ", "a ___ c"): the word for a blank would give the letter
// away when it begins with it (ಖಾಲಿ between ಕ and ಗ is the ಖ asked, blind sample 6; "blank" between
// a and c the b), so there it is a pause, a sentence's. A letter stands alone: one sign with its
// vowel signs, or a conjunct (ಕ್ಕ).
export const LETTER = String.raw`\p{L}(?:\u0CCD\p{L}|\p{M}){0,3}`;
/** A text that is only a row of letters and blanks ("ಕ ___ ಗ", "a b ___ d"), not a sentence. */
export const LETTER_ROW = new RegExp(
  String.raw`^[\s,]*(?:(?:${LETTER}|_{3,})[\s,]+)+(?:${LETTER}|_{3,})[\s,.?]*$`,
  'u',
);
// An English unit right after a blank ("300 cm = ___ m"): the number it counts is the one to
// find, so it is said as the word for many ("blank metres"), not the letter "em" (review of 3 Dec).
// A blank inside a word ("d___g", "p___g") is a missing letter, not a number.
const BLANK_UNIT = /(?<![\p{L}\p{M}\p{N}])(?:_{3,}|[☐□]) (km|cm|mm|kg|ml|m|g|l)\b/gu;

/**
 * The words to say for `text` in `language`: a blank is a pause and the word "blank", maths
 * signs are words, ₹5 is "5 rupees" (₹1 "1 rupee"), 3/4 "3 fourths", a unit after a blank its
 * word ("___ m": "blank metres"), pictures are left out. Empty when nothing is left to say
 * (a card that is only a picture).
 */
export function spokenText(text: string, language: SpokenLanguage): string {
  const words = WORDS[language];
  const said = slashWords(
    language === 'kn' ? kannadaWordSums(kannadaUnits(text.normalize('NFC'))) : text.normalize('NFC'),
    language,
  )
    .replace(SQUARE_UNIT, (match, number: string | undefined, unit: string) =>
      language === 'en' ? squareWords(number, unit) : match,
    )
    // A word × a blank asks for its opposite, as the books write it ("ಜ್ಞಾನ × ___"), not a product
    // (sweep of 3 Dec: "ಜ್ಞಾನ ಗುಣಿಸು, ಖಾಲಿ"); "length × width" stays "times".
    .replace(/(?<=[\p{L}\p{M}])\s*×\s*(?=_{3,})/gu, ` ${OPPOSITE[language]} `)
    // Before a note or a coin the blank is its value, said as one word with it: "a ₹___ note" is
    // "a blank rupee note", not "a, blank rupees, note" (re-check s22q).
    .replace(RUPEE_BLANK, (match: string, offset: number, whole: string) =>
      COIN_OR_NOTE.test(whole.slice(offset + match.length))
        ? ` ${words.blank} ${words.rupee} `
        : ` , ${words.blank} ${words.rupees} , `,
    )
    .replace(BLANK_OVER, (_, number: string) => blankFraction(language, true, number))
    .replace(OVER_BLANK, (_, number: string) => blankFraction(language, false, number))
    .replace(BLANK_UNIT, (match, unit: string) =>
      language === 'en' ? ` , ${words.blank} ${(UNITS[unit] as [string, string])[1]} ` : match,
    )
    // Between letters a full stop: a comma's pause (about 170 ms in the clips) ran the letters on
    // either side together (re-check s22x); a stop's is twice as long.
    .replace(BLANK, LETTER_ROW.test(text.trim()) ? ' . ' : ` , ${words.blank} , `)
    .replace(PICTURE, ' ')
    // An arrow ("do not → don't", "b → c") is a pause: English engines said "right arrow", the
    // Kannada one nothing at all, running the two sides together (sweep of 3 Dec).
    .replace(/\s*→\s*/g, ' , ')
    // "₹30 - ₹25": a spaced hyphen between an amount and an amount is a minus (review of 3 Dec:
    // it was heard as nothing once the amounts became words).
    .replace(/(?<=\d)\s+-\s+(?=₹)/g, ' − ')
    .replace(ON_THE_HOUR, hourWords(language))
    .replace(RUPEES, rupeeWords(language))
    .replace(/₹/g, ` ${words.rupees} `)
    .replace(INDIAN_NUMBER, indianNumberWords(language))
    .replace(FRACTION, fractionWords(language))
    .replace(UNIT, (match, number: string, unit: string) =>
      language === 'en' ? unitWords(match, number, unit) : match,
    )
    // A unit without its number ("Which unit? cm / m / km", "Revise: km, cm"): a two-letter one is
    // never an English word, so it is said as the word for many, not spelt "kay em" (re-check of
    // 4 Dec). A lone m, g or l may be a letter being taught ("Sounds g to m"), so it stays. After
    // "a", "per", "each" or "one" it is one unit: "₹48 a kg" is "48 rupees a kilogram" (re-check
    // s22l heard "a kilograms").
    .replace(LONE_UNIT, (match, unit: string, offset: number, whole: string) =>
      language === 'en'
        ? (UNITS[unit] as [string, string])[ONE_OF.test(whole.slice(0, offset)) ? 0 : 1]
        : match,
    )
    // A hyphen is a minus only between numbers with spaces ("12 - 5"); "well-known" stays.
    .replace(/(\d)\s+-\s+(?=\d)/g, '$1 − ')
    .replace(/[+−×÷=<>]/g, (sign) => ` ${words[sign]} `)
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.?!;:])/g, '$1')
    .replace(/,(\s*,)+/g, ',')
    .replace(/,\s*([.?!;:])/g, '$1')
    .replace(/^[\s,.]+|[\s,]+$/g, '');
  return /[\p{L}\p{N}]/u.test(said) ? said : '';
}

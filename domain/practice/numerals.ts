import type { Locale } from '../contract/locale.ts';
import { normaliseAnswer } from '../rules/scoring.ts';

/**
 * Numbers as children may type them: Western digits, Kannada digits (೦–೯), and, where the
 * medium is Kannada, number words in Kannada or English for 0–100 (ಹನ್ನೆರಡು, twelve).
 */
export type Medium = 'english' | 'kannada';

/** The items of a content language: Kannada medium gets Kannada items. */
export const MEDIUM_OF_LANGUAGE: Record<Locale, Medium> = { en: 'english', kn: 'kannada' };

const KANNADA_DIGITS = '೦೧೨೩೪೫೬೭೮೯';

/** Kannada digits in a text as Western ones (other characters unchanged). */
export function westernDigits(text: string): string {
  return text.replace(/[೦-೯]/g, (d) => String(KANNADA_DIGITS.indexOf(d)));
}

/** Western digits in a text as Kannada ones. */
export function kannadaDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => KANNADA_DIGITS[Number(d)] as string);
}

const EN_UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** The English name of 0–100 ("twenty-one"). */
export function englishNumberName(n: number): string {
  if (n === 100) return 'one hundred';
  if (n < 20) return EN_UNITS[n] as string;
  const unit = n % 10;
  const tens = EN_TENS[Math.floor(n / 10)] as string;
  return unit === 0 ? tens : `${tens}-${EN_UNITS[unit]}`;
}

const KN_UNITS = [
  'ಸೊನ್ನೆ',
  'ಒಂದು',
  'ಎರಡು',
  'ಮೂರು',
  'ನಾಲ್ಕು',
  'ಐದು',
  'ಆರು',
  'ಏಳು',
  'ಎಂಟು',
  'ಒಂಬತ್ತು',
  'ಹತ್ತು',
  'ಹನ್ನೊಂದು',
  'ಹನ್ನೆರಡು',
  'ಹದಿಮೂರು',
  'ಹದಿನಾಲ್ಕು',
  'ಹದಿನೈದು',
  'ಹದಿನಾರು',
  'ಹದಿನೇಳು',
  'ಹದಿನೆಂಟು',
  'ಹತ್ತೊಂಬತ್ತು',
];
const KN_TENS = ['', '', 'ಇಪ್ಪತ್ತು', 'ಮೂವತ್ತು', 'ನಲವತ್ತು', 'ಐವತ್ತು', 'ಅರವತ್ತು', 'ಎಪ್ಪತ್ತು', 'ಎಂಬತ್ತು', 'ತೊಂಬತ್ತು'];
/** A unit word's first vowel joined to the tens (ಇಪ್ಪತ್ತ + ಒಂದು → ಇಪ್ಪತ್ತೊಂದು). */
const VOWEL_SIGNS: Record<string, string> = { ಒ: 'ೊ', ಎ: 'ೆ', ಐ: 'ೈ', ಆ: 'ಾ', ಏ: 'ೇ' };

/** The Kannada name of 0–100 (ಇಪ್ಪತ್ತೊಂದು). */
export function kannadaNumberName(n: number): string {
  if (n === 100) return 'ನೂರು';
  if (n < 20) return KN_UNITS[n] as string;
  const tens = KN_TENS[Math.floor(n / 10)] as string;
  const unit = n % 10;
  if (unit === 0) return tens;
  const stem = tens.slice(0, -1); // ಇಪ್ಪತ್ತು → ಇಪ್ಪತ್ತ
  const word = KN_UNITS[unit] as string;
  const sign = VOWEL_SIGNS[word[0] as string];
  return sign ? stem + sign + word.slice(1) : stem + word;
}

const WORDS = new Map<string, number>();
for (let n = 0; n <= 100; n++) {
  WORDS.set(normaliseAnswer(englishNumberName(n)), n);
  WORDS.set(normaliseAnswer(englishNumberName(n).replace('-', ' ')), n);
  WORDS.set(normaliseAnswer(kannadaNumberName(n)), n);
}
WORDS.set('hundred', 100);
/** 40 as it is often said and written beside ನಲವತ್ತು. */
const FORTY_SAID = 'ನಾಲ್ವತ್ತು';
WORDS.set(normaliseAnswer(FORTY_SAID), 40);
/**
 * A number in Kannada words as a Kannada-medium child may type it, not only 0–100: blind sample
 * 19 (item 73) found a round refusing ಏಳು ಸಾವಿರ, and its re-checks (s35n, s35p) ನೂರ ಹನ್ನೆರಡು for
 * 112, which the written items take (ನೂರ ಇಪ್ಪತ್ತು, ಮುನ್ನೂರ ತೊಂಬತ್ತು). Each hundred has its
 * joined name (ಇನ್ನೂರು) and the forms children say (ಆರ್ನೂರು, ಎರಡು ನೂರು); before the rest it
 * joins as ನೂರ, ನೂರಾ or into a vowel (ನೂರೊಂದು, ನೂರಿಪ್ಪತ್ತು); thousands go before it as ಸಾವಿರ or
 * ಸಾವಿರದ, with or without the space. Up to 99,999; a lakh is written in digits.
 */
const KN_HUNDREDS: Record<number, string[]> = {
  1: ['ನೂರು', 'ಒಂದು ನೂರು', 'ಒಂದುನೂರು'],
  2: ['ಇನ್ನೂರು', 'ಎರಡು ನೂರು', 'ಎರಡುನೂರು'],
  3: ['ಮುನ್ನೂರು', 'ಮೂರು ನೂರು', 'ಮೂರುನೂರು'],
  4: ['ನಾನೂರು', 'ನಾನ್ನೂರು', 'ನಾಲ್ಕು ನೂರು', 'ನಾಲ್ಕುನೂರು'],
  5: ['ಐನೂರು', 'ಐದು ನೂರು', 'ಐದುನೂರು'],
  6: ['ಆರುನೂರು', 'ಆರು ನೂರು', 'ಆರ್ನೂರು'],
  7: ['ಏಳುನೂರು', 'ಏಳು ನೂರು', 'ಏಳ್ನೂರು'],
  8: ['ಎಂಟುನೂರು', 'ಎಂಟು ನೂರು', 'ಎಂಟ್ನೂರು'],
  9: ['ಒಂಬೈನೂರು', 'ಒಂಬತ್ತು ನೂರು', 'ಒಂಬತ್ತುನೂರು'],
};
/** A hundred's name before the rest: ನೂರು → ನೂರ (ನೂರ ಹನ್ನೆರಡು). */
const stemOf = (word: string) => word.slice(0, -1);
const JOINING: Record<string, string> = { ...VOWEL_SIGNS, ಇ: 'ಿ', ಅ: '' };
/** The rest's own words: 40 is ನಲವತ್ತು or ನಾಲ್ವತ್ತು, as it is alone (re-check s35ag). */
const restWords = (n: number) => (n === 40 ? [kannadaNumberName(40), FORTY_SAID] : [kannadaNumberName(n)]);

/** `n` below 1000 in words, in every form above. */
function hundredsWords(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return restWords(rest);
  const names = KN_HUNDREDS[hundreds] ?? [];
  if (rest === 0) return names;
  return restWords(rest).flatMap((word) => {
    const sign = JOINING[word[0] as string];
    return names.flatMap((name) => {
      const stem = stemOf(name);
      return [
        `${stem} ${word}`,
        `${stem}ಾ ${word}`,
        ...(sign !== undefined ? [stem + sign + word.slice(1)] : []),
      ];
    });
  });
}

/** The Kannada words a child may type for n (0–99,999): every form above. */
export function kannadaNumberWords(n: number): string[] {
  if (!Number.isInteger(n) || n < 0 || n >= 100_000) return [];
  if (n <= 100) return n === 100 ? (KN_HUNDREDS[1] as string[]) : [kannadaNumberName(n)];
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  if (thousands === 0) return hundredsWords(rest);
  const spaced = thousands === 1 ? ['ಸಾವಿರ', 'ಒಂದು ಸಾವಿರ'] : restWords(thousands).map((word) => `${word} ಸಾವಿರ`);
  const heads = [...new Set([...spaced, ...spaced.map((head) => head.replace(' ', ''))])];
  if (rest === 0) return heads;
  const tails = hundredsWords(rest);
  return heads.flatMap((head) =>
    [`${head}ದ`, head].flatMap((lead) => tails.map((tail) => `${lead} ${tail}`)),
  );
}

/** The number a whole number word of 0–100 names, in English or Kannada ("twenty-one", ಇಪ್ಪತ್ತೊಂದು). */
export const numberOfWord = (word: string): number | undefined => WORDS.get(normaliseAnswer(word));

/**
 * An answer in the form the generators' accepted answers use: normalised as the scorer does,
 * Kannada digits as Western ones, a number's grouping commas dropped (90,000 and 1,00,000 as the
 * textbooks write them: review of 3 Dec), and in Kannada medium a whole number word as its digits.
 */
export function normaliseNumerals(text: string, medium: Medium): string {
  const plain = westernDigits(normaliseAnswer(text)).replace(/(?<=\d),(?=\d{2,3}(?:\D|$))/g, '');
  if (medium === 'kannada') {
    const word = WORDS.get(plain);
    if (word !== undefined) return String(word);
  }
  return plain;
}

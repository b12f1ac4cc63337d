import { kannadaNumberWords, withCaseEnding } from './kannadaNumbers.ts';
import { type SpokenLanguage, spokenText } from './spokenText.ts';

// A file of its own, never imported by the app's islands: the number words (and the practice's
// numerals behind them) took the player's island to 25.3 KB gzip, over its 25 KB bar, when they
// sat beside spokenText, which the player imports (CI of 4 Dec, npm run budgets).

// A numeral with a Kannada case ending joined to it (5ಕ್ಕಿಂತ, 78ರಲ್ಲಿ, 3ನೇ): the engine read the
// ending as a word of its own ("ಐದು ಕ್ಕಿಂತ", re-check of 4 Dec), so the number is said in words
// with the ending on its last one (ಐದಕ್ಕಿಂತ). Rupees, hours and fractions have theirs moved first.
const NUMERAL_WITH_ENDING = /(?<![\d.,/:₹])(\d{1,3}(?:,\d{3})+|\d+)([\u0C80-\u0CFF]+)/g;

/**
 * What a clip says: `spokenText`, and in Kannada each numeral with a joined case ending in words,
 * and each numeral of the thirties (below).
 * The clips are made and found by these words (server only). The phone's own voice, which a parent
 * may choose, says `spokenText` and reads such a numeral itself: the number words stay out of the
 * player's code, which is held to 25 KB on a phone's data (npm run budgets).
 */
export function clipText(text: string, language: SpokenLanguage): string {
  const said = spokenText(text, language);
  if (language !== 'kn') return said;
  return said
    .replace(NUMERAL_WITH_ENDING, (match, number: string, ending: string) => {
      const words = kannadaNumberWords(Number(number.replaceAll(',', '')));
      return words === null ? match : withCaseEnding(words, ending);
    })
    .replace(THIRTIES, (match, number: string) => {
      const n = Number(number.replaceAll(',', ''));
      return n % 100 >= 30 && n % 100 <= 39 ? (kannadaNumberWords(n) ?? match) : match;
    });
}

// A bare numeral whose last two digits are 30–39: the engine's Kannada number rules say ಮೊವತ್ತು
// (a short o, one t) for ಮೂವತ್ತು, "m'ovat#'aIdu" for 35 (espeak-ng -x; the sweep of 4 Dec heard it
// in 825 clips); the word itself it reads right. Other numerals it reads well and keep their digits.
const THIRTIES = /(?<![\d.,/:₹])(\d{1,3}(?:,\d{3})+|\d+)(?![\d]|[.,:/]\d)/g;

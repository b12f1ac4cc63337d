import { kannadaNumberWords, withCaseEnding } from './kannadaNumbers.ts';
import { type SpokenLanguage, spokenText } from './spokenText.ts';

// A file of its own, never imported by the app's islands: the number words (and the practice's
// numerals behind them) took the player's island to 25.3 KB gzip, over its 25 KB bar, when they
// sat beside spokenText, which the player imports (CI of 4 Dec, npm run budgets).

// A numeral with a Kannada case ending joined to it (5ಕ್ಕಿಂತ, 78ರಲ್ಲಿ, 3ನೇ): the engine read the
// ending as a word of its own ("ಐದು ಕ್ಕಿಂತ", re-check of 4 Dec), so the number is said in words
// with the ending on its last one (ಐದಕ್ಕಿಂತ). Rupees, hours and fractions have theirs moved first.
// A bare numeral whose last two digits are 30–39 is said in words too: the engine's Kannada number
// rules say ಮೊವತ್ತು (a short o, one t) for ಮೂವತ್ತು, "m'ovat#'aIdu" for 35 (espeak-ng -x; the sweep
// of 4 Dec heard it in 825 clips), the word itself it reads right. Other bare numerals it reads
// well, and they keep their digits; a decimal or a time (2.35, 3:35) is left whole.
const NUMERAL = /(?<![\d.,/:₹])(\d{1,3}(?:,\d{3})+|\d+)(?:([\u0C80-\u0CFF]+)|(?![\d]|[.,:/]\d))/g;
const inThirties = (n: number) => n % 100 >= 30 && n % 100 <= 39;

/**
 * What a clip says: `spokenText`, and in Kannada each numeral with a joined case ending, and each
 * numeral of the thirties, in words (above).
 * The clips are made and found by these words (server only). The phone's own voice, which a parent
 * may choose, says `spokenText` and reads such a numeral itself: the number words stay out of the
 * player's code, which is held to 25 KB on a phone's data (npm run budgets).
 */
export function clipText(text: string, language: SpokenLanguage): string {
  const said = spokenText(text, language);
  // The English engine says paise as "pays" ("fifty pays each. Anu pays…", re-check s22t): the
  // clip says it as it is said in India, "pie-say" (espeak-ng -x: p'aIs'eI).
  if (language !== 'kn') return said.replace(/\bpaise\b/gi, 'pie-say');
  return said.replace(NUMERAL, (match, number: string, ending: string | undefined) => {
    const n = Number(number.replaceAll(',', ''));
    if (!ending && !inThirties(n)) return match;
    const words = kannadaNumberWords(n);
    if (words === null) return match;
    return ending ? withCaseEnding(words, ending) : words;
  });
}

import { kannadaNumberName } from '../practice/numerals.ts';

/**
 * Kannada number words, for a numeral that carries a case ending (5ಕ್ಕಿಂತ, 78ರಲ್ಲಿ, 1824ರಲ್ಲಿ).
 * The speech engine reads a bare numeral well, but a joined ending it reads as a word of its own:
 * "ಐದು ಕ್ಕಿಂತ" for 5ಕ್ಕಿಂತ (re-check of 4 Dec: 1,416 Kannada clips, approved ones among them). A
 * teacher says the ending on the last word of the number: ಐದಕ್ಕಿಂತ, ಎಪ್ಪತ್ತೆಂಟರಲ್ಲಿ, ಸಾವಿರದ ಎಂಟುನೂರ
 * ಇಪ್ಪತ್ತನಾಲ್ಕರಲ್ಲಿ. So the number is written out in words, the ending joined as the books join it.
 */
const HUNDREDS = ['', 'ನೂರು', 'ಇನ್ನೂರು', 'ಮುನ್ನೂರು', 'ನಾನೂರು', 'ಐನೂರು', 'ಆರುನೂರು', 'ಏಳುನೂರು', 'ಎಂಟುನೂರು', 'ಒಂಬೈನೂರು'];

/** A word that leads more of the number: ನೂರು → ನೂರ, ಸಾವಿರ → ಸಾವಿರದ, ಲಕ್ಷ → ಲಕ್ಷದ. */
const leading = (word: string) => (word.endsWith('ು') ? word.slice(0, -1) : `${word}ದ`);

/**
 * The words of a whole number below a crore, as a teacher says it; null beyond. Below a hundred,
 * the names the practice generators already say (ಇಪ್ಪತ್ತೊಂದು, ಇಪ್ಪತ್ತಮೂರು).
 */
export function kannadaNumberWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 10_000_000) return null;
  if (n < 100) return kannadaNumberName(n);
  const parts: string[] = [];
  const lakhs = Math.floor(n / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  if (lakhs) parts.push(lakhs === 1 ? 'ಲಕ್ಷ' : `${kannadaNumberName(lakhs)} ಲಕ್ಷ`);
  if (thousands) parts.push(thousands === 1 ? 'ಸಾವಿರ' : `${kannadaNumberName(thousands)} ಸಾವಿರ`);
  if (hundreds) parts.push(HUNDREDS[hundreds] as string);
  if (rest) parts.push(kannadaNumberName(rest));
  return parts.map((part, i) => (i < parts.length - 1 ? leading(part) : part)).join(' ');
}

/**
 * A case ending joined to a number's last word: after ು the word's own vowel gives way (ಐದು +
 * ಕ್ಕಿಂತ = ಐದಕ್ಕಿಂತ, ಐದು + ರ = ಐದರ); after ಸಾವಿರ or ಲಕ್ಷ, ರ is ದ (ಸಾವಿರದ) and ನ್ನು is ವನ್ನು; after
 * ಸೊನ್ನೆ, ರ is ಯ and ಕ್ಕ is ಗ (ಸೊನ್ನೆಯ, ಸೊನ್ನೆಗೆ).
 */
export function withCaseEnding(words: string, ending: string): string {
  if (words.endsWith('ು')) return `${words.slice(0, -1)}${ending}`;
  if (words.endsWith('ೆ')) {
    if (ending.startsWith('ರ')) return `${words}ಯ${ending.slice(1)}`;
    if (ending.startsWith('ಕ್ಕ')) return `${words}ಗ${ending.slice(3)}`;
    if (ending.startsWith('ನ್ನ')) return `${words}ಯ${ending}`;
    return `${words}${ending}`;
  }
  if (ending.startsWith('ರ')) return `${words}ದ${ending.slice(1)}`;
  if (ending.startsWith('ನ್ನ')) return `${words}ವ${ending}`;
  return `${words}${ending}`;
}

/**
 * Kannada number words, for a numeral that carries a case ending (5ಕ್ಕಿಂತ, 78ರಲ್ಲಿ, 1824ರಲ್ಲಿ).
 * The speech engine reads a bare numeral well, but a joined ending it reads as a word of its own:
 * "ಐದು ಕ್ಕಿಂತ" for 5ಕ್ಕಿಂತ (re-check of 4 Dec: 1,416 Kannada clips, approved ones among them). A
 * teacher says the ending on the last word of the number: ಐದಕ್ಕಿಂತ, ಎಪ್ಪತ್ತೆಂಟರಲ್ಲಿ, ಸಾವಿರದ ಎಂಟುನೂರ
 * ಇಪ್ಪತ್ನಾಲ್ಕರಲ್ಲಿ. So the number is written out in words, the ending joined as the books join it.
 */
const UNITS = ['ಸೊನ್ನೆ', 'ಒಂದು', 'ಎರಡು', 'ಮೂರು', 'ನಾಲ್ಕು', 'ಐದು', 'ಆರು', 'ಏಳು', 'ಎಂಟು', 'ಒಂಬತ್ತು'];
const TEENS = [
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
const TENS = ['', '', 'ಇಪ್ಪತ್ತು', 'ಮೂವತ್ತು', 'ನಲವತ್ತು', 'ಐವತ್ತು', 'ಅರವತ್ತು', 'ಎಪ್ಪತ್ತು', 'ಎಂಬತ್ತು', 'ತೊಂಬತ್ತು'];
const HUNDREDS = ['', 'ನೂರು', 'ಇನ್ನೂರು', 'ಮುನ್ನೂರು', 'ನಾನೂರು', 'ಐನೂರು', 'ಆರುನೂರು', 'ಏಳುನೂರು', 'ಎಂಟುನೂರು', 'ಒಂಬೈನೂರು'];
// A unit joined to its tens (ಇಪ್ಪತ್ತು + ಒಂದು = ಇಪ್ಪತ್ತೊಂದು): the tens word loses its ು and the
// unit's first vowel becomes a sign; ಮೂರು and ನಾಲ್ಕು join to ಇಪ್ಪತ್ (ಇಪ್ಪತ್ಮೂರು, ಇಪ್ಪತ್ನಾಲ್ಕು).
const JOINED = ['', 'ೊಂದು', 'ೆರಡು', '', '', 'ೈದು', 'ಾರು', 'ೇಳು', 'ೆಂಟು', 'ೊಂಬತ್ತು'];

const below100 = (n: number): string => {
  if (n < 10) return UNITS[n] as string;
  if (n < 20) return TEENS[n - 10] as string;
  const [tens, unit] = [Math.floor(n / 10), n % 10];
  const word = TENS[tens] as string;
  if (unit === 0) return word;
  if (unit === 3 || unit === 4) return `${word.slice(0, -2)}${UNITS[unit]}`;
  return `${word.slice(0, -1)}${JOINED[unit]}`;
};

/** A word that leads more of the number: ನೂರು → ನೂರ, ಸಾವಿರ → ಸಾವಿರದ, ಲಕ್ಷ → ಲಕ್ಷದ. */
const leading = (word: string) => (word.endsWith('ು') ? word.slice(0, -1) : `${word}ದ`);

/** The words of a whole number below a crore, as a teacher says it; null beyond. */
export function kannadaNumberWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 10_000_000) return null;
  if (n < 100) return below100(n);
  const parts: string[] = [];
  const lakhs = Math.floor(n / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  if (lakhs) parts.push(lakhs === 1 ? 'ಲಕ್ಷ' : `${below100(lakhs)} ಲಕ್ಷ`);
  if (thousands) parts.push(thousands === 1 ? 'ಸಾವಿರ' : `${below100(thousands)} ಸಾವಿರ`);
  if (hundreds) parts.push(HUNDREDS[hundreds] as string);
  if (rest) parts.push(below100(rest));
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

/**
 * The on-screen Kannada letter pad (issue 29, point 2): above class 2 a fill-in whose answer is
 * Kannada is typed, and most cheap phones' keyboards have no Kannada layout. The pad has every
 * letter a class 3–5 answer needs: the vowels, the consonants in the alphabet's order, and the
 * vowel signs with the virama (ಕ + ್ + ಕ = ಕ್ಕ), which join the letter before them as the
 * script does.
 */
export const PAD_VOWELS = ['ಅ', 'ಆ', 'ಇ', 'ಈ', 'ಉ', 'ಊ', 'ಋ', 'ಎ', 'ಏ', 'ಐ', 'ಒ', 'ಓ', 'ಔ'] as const;
/** The consonants in the varnamale's order, its rows one after another (the tiles' near misses too). */
export const PAD_CONSONANTS = [...'ಕಖಗಘಙಚಛಜಝಞಟಠಡಢಣತಥದಧನಪಫಬಭಮಯರಲವಶಷಸಹಳ'];
export const PAD_SIGNS = ['ಾ', 'ಿ', 'ೀ', 'ು', 'ೂ', 'ೃ', 'ೆ', 'ೇ', 'ೈ', 'ೊ', 'ೋ', 'ೌ', 'ಂ', 'ಃ', '್'] as const;

/** Whether an answer is written in Kannada letters (the pad is offered for it). */
export const isKannada = (answers: readonly string[]) => answers.some((a) => /[\u0C80-\u0CFF]/.test(a));

/** The text with one more letter or sign at its end. */
export const typeOn = (text: string, key: string) => text + key;

/** The text without its last code point: a sign, a virama or a letter goes, one at a time. */
export const takeBack = (text: string) => Array.from(text).slice(0, -1).join('');

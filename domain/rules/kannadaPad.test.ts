import { describe, expect, it } from 'vitest';
import { isKannada, PAD_CONSONANTS, PAD_SIGNS, PAD_VOWELS, takeBack, typeOn } from './kannadaPad.ts';
import { fillMatches } from './scoring.ts';

/** The Kannada letter pad (issue 29): every answer of the curriculum's Kannada fill-ins can be typed on it. */
describe('the Kannada letter pad', () => {
  it('types ಮಾವು, ಅಕ್ಕ and ಕೃಷಿ letter by letter, and the result is the answer as scored', () => {
    for (const [keys, answer] of [
      [['ಮ', 'ಾ', 'ವ', 'ು'], 'ಮಾವು'],
      [['ಅ', 'ಕ', '್', 'ಕ'], 'ಅಕ್ಕ'],
      [['ಕ', 'ೃ', 'ಷ', 'ಿ'], 'ಕೃಷಿ'],
    ] as const) {
      const typed = keys.reduce(typeOn, '');
      expect(typed).toBe(answer);
      expect(fillMatches([answer], typed)).toBe(true);
    }
  });

  it('takes back one sign or letter at a time', () => {
    expect(takeBack('ಮಾವು')).toBe('ಮಾವ');
    expect(takeBack('ಮಾವ')).toBe('ಮಾ');
    expect(takeBack('ಮಾ')).toBe('ಮ');
    expect(takeBack('')).toBe('');
  });

  it('holds every character the Kannada answers use (digits and spaces apart)', () => {
    const pad = new Set<string>([...PAD_VOWELS, ...PAD_CONSONANTS, ...PAD_SIGNS]);
    for (const word of ['ಹಸಿರು', 'ನೀರು', 'ಸೌರಶಕ್ತಿ', 'ಪ್ರಾಣಿ', 'ಬೆಂಗಳೂರು', 'ದುಃಖ', 'ಜ್ಞಾನ'])
      for (const char of word) expect([word, char, pad.has(char)]).toEqual([word, char, true]);
    expect(isKannada(['ಮಾವು'])).toBe(true);
    expect(isKannada(['mango', '42'])).toBe(false);
  });
});

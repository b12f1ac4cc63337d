import { describe, expect, it } from 'vitest';
import { kannadaNumberWords, withCaseEnding } from './kannadaNumbers.ts';

describe('Kannada number words (re-check of 4 Dec: 5ಕ್ಕಿಂತ was heard "ಐದು ಕ್ಕಿಂತ")', () => {
  it('says numbers as a teacher does, joined tens and units included', () => {
    const said = (n: number) => kannadaNumberWords(n);
    expect([0, 5, 9, 10, 11, 12, 19, 20, 21, 23, 24, 25, 78, 99].map(said)).toEqual([
      'ಸೊನ್ನೆ',
      'ಐದು',
      'ಒಂಬತ್ತು',
      'ಹತ್ತು',
      'ಹನ್ನೊಂದು',
      'ಹನ್ನೆರಡು',
      'ಹತ್ತೊಂಬತ್ತು',
      'ಇಪ್ಪತ್ತು',
      'ಇಪ್ಪತ್ತೊಂದು',
      'ಇಪ್ಪತ್ತಮೂರು',
      'ಇಪ್ಪತ್ತನಾಲ್ಕು',
      'ಇಪ್ಪತ್ತೈದು',
      'ಎಪ್ಪತ್ತೆಂಟು',
      'ತೊಂಬತ್ತೊಂಬತ್ತು',
    ]);
    expect([100, 125, 250, 999, 1000, 1824, 9999, 45000, 100000, 645210].map(said)).toEqual([
      'ನೂರು',
      'ನೂರ ಇಪ್ಪತ್ತೈದು',
      'ಇನ್ನೂರ ಐವತ್ತು',
      'ಒಂಬೈನೂರ ತೊಂಬತ್ತೊಂಬತ್ತು',
      'ಸಾವಿರ',
      'ಸಾವಿರದ ಎಂಟುನೂರ ಇಪ್ಪತ್ತನಾಲ್ಕು',
      'ಒಂಬತ್ತು ಸಾವಿರದ ಒಂಬೈನೂರ ತೊಂಬತ್ತೊಂಬತ್ತು',
      'ನಲವತ್ತೈದು ಸಾವಿರ',
      'ಲಕ್ಷ',
      'ಆರು ಲಕ್ಷದ ನಲವತ್ತೈದು ಸಾವಿರದ ಇನ್ನೂರ ಹತ್ತು',
    ]);
    expect(said(10_000_000)).toBeNull();
  });

  it('joins a case ending to the last word as the books do', () => {
    expect(withCaseEnding('ಐದು', 'ಕ್ಕಿಂತ')).toBe('ಐದಕ್ಕಿಂತ');
    expect(withCaseEnding('ಎಪ್ಪತ್ತೆಂಟು', 'ರಲ್ಲಿ')).toBe('ಎಪ್ಪತ್ತೆಂಟರಲ್ಲಿ');
    expect(withCaseEnding('ಐದು', 'ನೇ')).toBe('ಐದನೇ');
    expect(withCaseEnding('ಸಾವಿರ', 'ರವರೆಗಿನ')).toBe('ಸಾವಿರದವರೆಗಿನ');
    expect(withCaseEnding('ಸಾವಿರ', 'ಕ್ಕೆ')).toBe('ಸಾವಿರಕ್ಕೆ');
    expect(withCaseEnding('ಸಾವಿರ', 'ನ್ನು')).toBe('ಸಾವಿರವನ್ನು');
    expect(withCaseEnding('ಸೊನ್ನೆ', 'ರ')).toBe('ಸೊನ್ನೆಯ');
    expect(withCaseEnding('ಸೊನ್ನೆ', 'ಕ್ಕೆ')).toBe('ಸೊನ್ನೆಗೆ');
  });
});

import { describe, expect, it } from 'vitest';
import { KANNADA_WORDS } from './kannadaWords.fixture.ts';
import {
  englishNumberName,
  kannadaDigits,
  kannadaNumberName,
  kannadaNumberWords,
  normaliseNumerals,
  westernDigits,
} from './numerals.ts';

describe('numerals', () => {
  it('names 0–100 in Kannada as written out by hand', () => {
    expect(KANNADA_WORDS).toHaveLength(101);
    expect(Array.from({ length: 101 }, (_, n) => kannadaNumberName(n))).toEqual(KANNADA_WORDS);
  });

  it('names numbers in English', () => {
    expect([0, 7, 13, 20, 21, 45, 99, 100].map(englishNumberName)).toEqual([
      'zero',
      'seven',
      'thirteen',
      'twenty',
      'twenty-one',
      'forty-five',
      'ninety-nine',
      'one hundred',
    ]);
  });

  it('converts digits both ways', () => {
    expect(kannadaDigits('1234567890')).toBe('೧೨೩೪೫೬೭೮೯೦');
    expect(westernDigits('೧೨:೩೦')).toBe('12:30');
  });

  it('reads Kannada digits in both mediums and number words only in Kannada medium', () => {
    expect(normaliseNumerals(' ೧೨ ', 'english')).toBe('12');
    expect(normaliseNumerals('೧೨', 'kannada')).toBe('12');
    // Grouping commas as a class 5 child writes them (review of 3 Dec: "90,000" was marked wrong).
    expect(normaliseNumerals('90,000', 'english')).toBe('90000');
    expect(normaliseNumerals('1,00,000', 'kannada')).toBe('100000');
    expect(normaliseNumerals('೯೦,೦೦೦', 'kannada')).toBe('90000');
    expect(normaliseNumerals('₹1,250', 'english')).toBe('₹1250');
    expect(normaliseNumerals('ಹನ್ನೆರಡು', 'kannada')).toBe('12');
    expect(normaliseNumerals('Twenty One', 'kannada')).toBe('21');
    expect(normaliseNumerals('twenty-one', 'kannada')).toBe('21');
    expect(normaliseNumerals('ನಾಲ್ವತ್ತು', 'kannada')).toBe('40');
    expect(normaliseNumerals('ಹನ್ನೆರಡು', 'english')).toBe('ಹನ್ನೆರಡು');
    expect(normaliseNumerals('ಮರ', 'kannada')).toBe('ಮರ');
  });
});

describe('a number in Kannada words, as a child may type it (blind sample 19, item 73)', () => {
  it('takes the forms children say for hundreds, their rest and thousands', () => {
    expect(kannadaNumberWords(200)).toEqual(['ಇನ್ನೂರು', 'ಎರಡು ನೂರು', 'ಎರಡುನೂರು']);
    expect(kannadaNumberWords(112)).toEqual(expect.arrayContaining(['ನೂರ ಹನ್ನೆರಡು', 'ನೂರಾ ಹನ್ನೆರಡು']));
    expect(kannadaNumberWords(101)).toContain('ನೂರೊಂದು');
    expect(kannadaNumberWords(120)).toContain('ನೂರಿಪ್ಪತ್ತು');
    expect(kannadaNumberWords(475)).toEqual(expect.arrayContaining(['ನಾನೂರ ಎಪ್ಪತ್ತೈದು', 'ನಾನೂರೆಪ್ಪತ್ತೈದು']));
    expect(kannadaNumberWords(760)).toContain('ಏಳುನೂರರವತ್ತು');
    expect(kannadaNumberWords(1000)).toEqual(['ಸಾವಿರ', 'ಒಂದು ಸಾವಿರ', 'ಒಂದುಸಾವಿರ']);
    expect(kannadaNumberWords(7000)).toEqual(['ಏಳು ಸಾವಿರ', 'ಏಳುಸಾವಿರ']);
    expect(kannadaNumberWords(80_000)).toEqual(['ಎಂಬತ್ತು ಸಾವಿರ', 'ಎಂಬತ್ತುಸಾವಿರ']);
    expect(kannadaNumberWords(2345)).toEqual(
      expect.arrayContaining(['ಎರಡು ಸಾವಿರದ ಮುನ್ನೂರ ನಲವತ್ತೈದು', 'ಎರಡು ಸಾವಿರ ಮುನ್ನೂರ ನಲವತ್ತೈದು']),
    );
    // After a thousand, every hundreds form it takes on its own, and the thousand joined too.
    expect(kannadaNumberWords(9624)).toContain('ಒಂಬತ್ತು ಸಾವಿರದ ಆರು ನೂರ ಇಪ್ಪತ್ತನಾಲ್ಕು');
    expect(kannadaNumberWords(1300)).toContain('ಒಂದು ಸಾವಿರದ ಮೂರು ನೂರು');
    expect(kannadaNumberWords(6625)).toContain('ಆರುಸಾವಿರದ ಆರ್ನೂರ ಇಪ್ಪತ್ತೈದು');
    // 40 inside a bigger number as it is alone: ನಲವತ್ತು or ನಾಲ್ವತ್ತು (re-check s35ag).
    expect(kannadaNumberWords(140)).toContain('ನೂರ ನಾಲ್ವತ್ತು');
    expect(kannadaNumberWords(9340)).toContain('ಒಂಬತ್ತು ಸಾವಿರದ ಮುನ್ನೂರ ನಾಲ್ವತ್ತು');
    expect(kannadaNumberWords(40_000)).toContain('ನಾಲ್ವತ್ತು ಸಾವಿರ');
    expect(kannadaNumberWords(45)).toEqual(['ನಲವತ್ತೈದು']);
    expect(kannadaNumberWords(100_000)).toEqual([]);
  });

  it('never lists a form twice', () => {
    for (let n = 0; n < 100_000; n += 7) {
      const words = kannadaNumberWords(n);
      expect(new Set(words).size, String(n)).toBe(words.length);
    }
  });
});

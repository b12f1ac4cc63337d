import { describe, expect, it } from 'vitest';
import { fillMatches } from './scoring.ts';
import { buildTiles, letters, nearMisses, usesTiles } from './tiles.ts';

describe('letters (issue 29)', () => {
  it('splits Kannada into aksharas, a conjunct and a vowel sign staying with their consonant', () => {
    expect(letters('ಅಮ್ಮ')).toEqual(['ಅ', 'ಮ್ಮ']);
    expect(letters('ಚಿಟ್ಟೆ')).toEqual(['ಚಿ', 'ಟ್ಟೆ']);
    expect(letters('ಪೂರ್ವ')).toEqual(['ಪೂ', 'ರ್ವ']);
    expect(letters('ಗೊಂಬೆ')).toEqual(['ಗೊಂ', 'ಬೆ']);
    expect(letters('ಕಾ')).toEqual(['ಕಾ']);
    expect(letters('ಟ್')).toEqual(['ಟ್']);
  });

  it('keeps a virama before a zero-width non-joiner as its own letter, and drops the joiner', () => {
    expect(letters('ಫುಟ್\u200Cಪಾತ್')).toEqual(['ಫು', 'ಟ್', 'ಪಾ', 'ತ್']);
  });

  it('splits English and numbers into single characters', () => {
    expect(letters('cat')).toEqual(['c', 'a', 't']);
    expect(letters('5/7')).toEqual(['5', '/', '7']);
  });
});

describe('usesTiles', () => {
  it('is always on in classes 1 and 2, words and numbers alike', () => {
    expect(usesTiles(['ಇ'], 1)).toBe(true);
    expect(usesTiles(['grandfather', 'grandpa'], '2')).toBe(true);
    expect(usesTiles(['10', 'ಹತ್ತು', '೧೦'], 1)).toBe(true);
  });

  it('above class 2, only when every accepted answer is at most three letters', () => {
    expect(usesTiles(['ಅಕ್ಕ'], 3)).toBe(true);
    expect(usesTiles(['an'], 5)).toBe(true);
    expect(usesTiles(['?'], 4)).toBe(true);
    expect(usesTiles(['ಗಿಡ್ಡ', 'ಕುಳ್ಳ'], 3)).toBe(true);
    expect(usesTiles(['ಕಾವೇರಿ'], 4)).toBe(true);
    expect(usesTiles(['ಹದಿಮೂರು'], 4)).toBe(false);
    expect(usesTiles(['is', 'are'], 4)).toBe(true);
    expect(usesTiles(['she', 'they'], 4)).toBe(false);
  });

  it('above class 2, only when every answer of the activity is that short: the tiles coming must not tell the key', () => {
    // A was/were fill: "was" on tiles beside "were" typed would tell "was" before a tap.
    expect(usesTiles(['was'], 4, [['was'], ['were']])).toBe(false);
    expect(usesTiles(['was'], 4, [['was'], ['is']])).toBe(true);
    // Classes 1–2 always build on tiles.
    expect(usesTiles(['was'], 2, [['was'], ['were']])).toBe(true);
  });

  it('leaves a number above class 2 to the number pad, and with no class known uses the length rule', () => {
    expect(usesTiles(['346'], 3)).toBe(false);
    expect(usesTiles(['7', 'ಏಳು', '೭'], null)).toBe(false);
    expect(usesTiles(['ಪೂರ್ವ'], undefined)).toBe(true);
    expect(usesTiles(['east'], undefined)).toBe(false);
  });

  it('is off for a question with no answer', () => {
    expect(usesTiles([' '], 1)).toBe(false);
  });
});

describe('nearMisses', () => {
  it('gives a Kannada vowel its neighbours in the varnamale', () => {
    expect(nearMisses('ಇ').slice(0, 2)).toEqual(['ಈ', 'ಆ']);
    expect(nearMisses('ಔ').slice(0, 2)).toEqual(['ಓ', 'ಒ']);
  });

  it('gives a consonant with a vowel sign the same consonant with other signs, and its neighbours', () => {
    const near = nearMisses('ಕಾ');
    expect(near).toEqual(expect.arrayContaining(['ಕ', 'ಕಿ', 'ಖಾ', 'ಗಾ']));
    expect(near.slice(0, 2)).toEqual(['ಕಿ', 'ಖಾ']);
  });

  it('gives a doubled consonant its single form and a doubled neighbour', () => {
    expect(nearMisses('ಮ್ಮ')).toEqual(expect.arrayContaining(['ಮ', 'ಮ್ಮಾ', 'ಯ್ಯ']));
  });

  it('gives English letters their look-alikes first, in the same case', () => {
    expect(nearMisses('b').slice(0, 2)).toEqual(['d', 'p']);
    expect(nearMisses('W').slice(0, 2)).toEqual(['V', 'M']);
    // The last letters' too: the table is one string in the alphabet's order.
    expect([nearMisses('x')[0], nearMisses('y')[0], nearMisses('z')[0]]).toEqual(['k', 'v', 's']);
  });

  it('gives digits their neighbours, Kannada digits too', () => {
    expect(nearMisses('5').slice(0, 2)).toEqual(['6', '4']);
    expect(nearMisses('೫').slice(0, 2)).toEqual(['೬', '೪']);
  });
});

describe('buildTiles', () => {
  const cases: string[][] = [
    ['ಇ'],
    ['ಐ'],
    ['ಔ'],
    ['ಅ', 'ಅಪ್ಪ'],
    ['ಟ್', 'ಟ್ಟೆ', 'ಚಿಟ್ಟೆ'],
    ['ಪೂರ್ವ'],
    ['ಮೂರು', '3'],
    ['10', 'ಹತ್ತು', '೧೦'],
    ['cat'],
    ['teeth'],
    ['squirrel'],
    ['?'],
    ['5/7'],
  ];

  it.each(cases)('builds an accepted answer from 4–8 different tiles (%s)', (...accepted) => {
    const { answer, parts, tiles } = buildTiles(accepted, 'q');
    expect(tiles.length).toBeGreaterThanOrEqual(4);
    expect(tiles.length).toBeLessThanOrEqual(8);
    expect(new Set(tiles).size).toBe(tiles.length);
    for (const part of parts) expect(tiles).toContain(part);
    expect(parts.join('')).toBe(answer);
    expect(fillMatches(accepted, parts.join(''))).toBe(true);
  });

  it('offers near misses of the answer, not random letters (ಇ among vowels)', () => {
    const { tiles } = buildTiles(['ಇ'], 'q');
    expect([...tiles].sort()).toEqual(['ಆ', 'ಇ', 'ಈ', 'ಉ'].sort());
  });

  it('shows the same tiles in an order fixed by the seed', () => {
    const a = buildTiles(['ಪೂರ್ವ'], 'one');
    expect(buildTiles(['ಪೂರ್ವ'], 'one')).toEqual(a);
    const orders = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((s) => buildTiles(['ಪೂರ್ವ'], s).tiles.join()));
    expect(orders.size).toBeGreaterThan(1);
    for (const s of ['a', 'b', 'c'])
      expect([...buildTiles(['ಪೂರ್ವ'], s).tiles].sort()).toEqual([...a.tiles].sort());
  });

  it('builds a shorter accepted answer when the first has a space or too many letters', () => {
    expect(buildTiles(['grandfather', 'grandpa'], 'q').answer).toBe('grandpa');
    expect(buildTiles(['ಮಳೆ ನೀರು', 'ಮಳೆನೀರು'], 'q').answer).toBe('ಮಳೆನೀರು');
    // None fits: the first stays, its space a tile of its own.
    const { answer, tiles } = buildTiles(['ಬೆಳಗಿನ ತಿಂಡಿ'], 'q');
    expect(answer).toBe('ಬೆಳಗಿನ ತಿಂಡಿ');
    expect(tiles).toContain(' ');
  });

  it('gives classes 1–2 two near misses more than letters, older children one (at least four tiles)', () => {
    expect(buildTiles(['cat'], 'q', '1').tiles).toHaveLength(5);
    expect(buildTiles(['cat'], 'q', 4).tiles).toHaveLength(4);
    expect(buildTiles(['ಪೂರ್ವ'], 'q', 2).tiles).toHaveLength(4);
    expect(buildTiles(['squirrel'], 'q', 2).tiles).toHaveLength(8);
    // The fewer tiles are among the more: a clip made for one class serves the other.
    expect(buildTiles(['ಗೆಳತಿ'], 'q', 2).tiles).toEqual(
      expect.arrayContaining(buildTiles(['ಗೆಳತಿ'], 'q', 5).tiles),
    );
  });

  it('puts the activity’s other answers among the tiles, so the tiles do not tell the key', () => {
    // "Ravi ___ Sunil are friends." beside "It rained, ___ we played.": both words can be built.
    const and = buildTiles(['and'], 'q', 5, [['but'], ['but']]);
    expect([...and.tiles].sort()).toEqual(expect.arrayContaining(['a', 'n', 'd', 'b', 'u', 't']));
    expect(and.tiles).toHaveLength(7);
    // A riddle's ಬೆಂಕಿ among ನೀರು and ಮಳೆ beside its near misses; ಗಾಳಿ would pass eight.
    const fire = buildTiles(['ಬೆಂಕಿ'], 'q', 5, [['ನೀರು'], ['ಮಳೆ'], ['ಗಾಳಿ']]);
    expect(fire.tiles).toEqual(expect.arrayContaining(['ಬೆಂ', 'ಕಿ', 'ನೀ', 'ರು', 'ಮ', 'ಳೆ']));
    expect(fire.tiles).not.toContain('ಗಾ');
    expect(fire.tiles).toHaveLength(8);
    // The near misses stay as they were: the other answers only add tiles (and no clips).
    const alone = buildTiles(['ಇ'], 'q', 1).tiles;
    const among = buildTiles(['ಇ'], 'q', 1, [['ಆ'], ['ಓ']]).tiles;
    expect(among).toEqual(expect.arrayContaining([...alone, 'ಓ']));
    expect(among).toHaveLength(5);
  });

  it('leaves out other answers that are not tiled or not in the answer’s script', () => {
    const alone = buildTiles(['and'], 'q', 5);
    // "because" is typed above class 2 (more than three letters), ಮತ್ತು is another script.
    expect(buildTiles(['and'], 'q', 5, [['because'], ['ಮತ್ತು']]).tiles).toEqual(alone.tiles);
  });

  it('adds nothing for the question’s own answer among the activity’s', () => {
    expect(buildTiles(['and'], 'q', 5, [['and'], ['and']]).tiles).toEqual(buildTiles(['and'], 'q', 5).tiles);
  });

  it('taps a letter used twice twice: it is one tile', () => {
    const { parts, tiles } = buildTiles(['teeth'], 'q');
    expect(parts).toEqual(['t', 'e', 'e', 't', 'h']);
    expect(tiles.filter((tile) => tile === 't')).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { BANK_SIZE, bankRound, bankSeeds, inBank } from './bank.ts';
import { factOf, generate, levelCount, type Medium, SKILL_IDS } from './index.ts';

const MEDIUMS: Medium[] = ['english', 'kannada'];
const LEVELS = SKILL_IDS.flatMap((skill) =>
  Array.from({ length: levelCount(skill) }, (_, i) => [skill, i + 1] as const),
);

describe("a level's bank (ADR 032)", () => {
  it.each(LEVELS)(
    '%s level %i: up to 32 items asking different facts, the same on every call',
    (skill, level) => {
      for (const medium of MEDIUMS) {
        const bank = bankSeeds(skill, level, medium);
        // Every level has enough for a round of the most items (10) but halves and quarters: its
        // six facts (no 2 of 4 pieces, blind sample 25) for rounds of at most 6.
        expect(bank.length).toBeGreaterThanOrEqual(skill === 'fractions.ofShape' && level === 1 ? 6 : 8);
        expect(bank.length).toBeLessThanOrEqual(BANK_SIZE);
        const facts = bank.map((seed) => factOf(skill, generate(skill, level, seed, medium).question));
        expect(new Set(facts).size).toBe(bank.length);
        expect(bankSeeds(skill, level, medium)).toBe(bank);
        for (const seed of bank) expect(inBank({ skill, level, seed, medium })).toBe(true);
      }
    },
  );

  it('holds every fact of a small level (the names of 11 to 20: ten)', () => {
    expect(bankSeeds('count.numberNames', 2, 'english')).toHaveLength(10);
    expect(bankSeeds('fractions.ofShape', 1, 'kannada')).toHaveLength(6);
  });

  it('does not hold an item made from any other seed', () => {
    const bank = bankSeeds('add.carry', 3, 'english');
    const outside = [0, 1, 2, 12345].find((seed) => !bank.includes(seed)) as number;
    expect(inBank({ skill: 'add.carry', level: 3, seed: outside, medium: 'english' })).toBe(false);
  });
});

describe('the rounds of a bank', () => {
  const bank = Array.from({ length: 32 }, (_, i) => 1000 + i);

  it('ask different items, and walk the whole bank before an item comes back', () => {
    for (const count of [3, 4, 5, 6, 10]) {
      const perCycle = Math.floor(bank.length / count);
      for (const cycle of [0, 1, 7]) {
        const met = Array.from({ length: perCycle }, (_, d) =>
          bankRound(bank, count, 99, cycle * perCycle + d),
        ).flat();
        expect(met).toHaveLength(perCycle * count);
        expect(new Set(met).size).toBe(met.length);
        for (const seed of met) expect(bank).toContain(seed);
      }
    }
  });

  it('are the same for the same order and day, and differ for another child or day', () => {
    expect(bankRound(bank, 6, 5, 100)).toEqual(bankRound(bank, 6, 5, 100));
    expect(bankRound(bank, 6, 6, 100)).not.toEqual(bankRound(bank, 6, 5, 100));
    expect(bankRound(bank, 6, 5, 101)).not.toEqual(bankRound(bank, 6, 5, 100));
  });

  it('let repeats stand only where the bank is smaller than the round', () => {
    const small = [1, 2, 3];
    const round = bankRound(small, 5, 1, 0);
    expect(round).toHaveLength(5);
    expect(new Set(round)).toEqual(new Set(small));
  });
});

import { describe, expect, it } from 'vitest';
import { generate } from './index.ts';
import { ITEMS } from './skills.ts';

/** Issue 28: "a banana costs ₹412". Every price a money item names is one a shop asks. */
describe('prices in practice items', () => {
  const priceOf = new Map(ITEMS.map(({ name: [en], price }) => [en, price]));
  /** Each price in a prompt (not the note handed over) with the thing named just before it. */
  const named = (prompt: string) =>
    [...prompt.matchAll(/₹(\d+)(?!\d| note)/g)].map((m) => {
      const before = prompt.slice(0, m.index).toLowerCase();
      const thing = [...priceOf.keys()].find((name) => new RegExp(`\\b${name}( costs)? $`).test(before));
      return [thing, Number(m[1])] as const;
    });

  it.each([1, 2, 3, 4])('level %i: each thing costs what it costs in a shop', (level) => {
    for (let seed = 1; seed <= 400; seed += 1) {
      const { prompt } = generate('money.total', level, seed * 7919, 'english').question;
      const prices = named(prompt);
      expect(prices.length, prompt).toBeGreaterThan(0);
      for (const [thing, cost] of prices) {
        const range = priceOf.get(thing as string);
        expect(range, `${thing} in "${prompt}"`).toBeDefined();
        expect(cost, prompt).toBeGreaterThanOrEqual(range?.[0] ?? 0);
        expect(cost, prompt).toBeLessThanOrEqual(range?.[1] ?? 0);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { ActivityBody } from '../contract/activity.ts';
import { score } from './scoring.ts';
import { attemptSeed, isOrderedPair, optionOrder, seededOrder } from './shuffle.ts';

describe('seededOrder', () => {
  it('is a permutation, the same for the same seed', () => {
    const order = seededOrder(6, 'cow milk bee honey');
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(seededOrder(6, 'cow milk bee honey')).toEqual(order);
  });

  it('with moveAll, never leaves match cards in the answer order', () => {
    for (let seed = 0; seed < 500; seed++) {
      for (const n of [2, 3, 4, 6]) {
        expect(seededOrder(n, `seed ${seed}`, { moveAll: true }).every((value, i) => value === i)).toBe(
          false,
        );
      }
    }
  });
});

describe('the options of a question, per attempt (ADR 020)', () => {
  // Class 3 EVS: the key written first, as 82 % of English-medium EVS questions had it.
  const body: ActivityBody = {
    kind: 'mcq',
    questions: [
      {
        prompt: 'Which part of a plant is usually under the soil?',
        options: ['Root', 'Leaf', 'Flower'],
        answer: 0,
        feedback: 'Roots grow down into the soil.',
      },
    ],
  };
  const question = body.kind === 'mcq' ? body.questions[0] : undefined;
  const options = question?.options ?? [];
  /** The question's options as attempt `n` of child `child` shows them. */
  const shown = (child: string, n: number) => optionOrder(options, `${attemptSeed(child, 'act-1', n)}|0`);

  it('puts the right option in each place 25–42 % of the time over 1,000 attempts', () => {
    const places = [0, 0, 0];
    for (let n = 0; n < 1000; n++) {
      // 1,000 attempts: 100 children, ten attempts each.
      const order = shown(`child-${n % 100}`, Math.floor(n / 100));
      expect([...order].sort()).toEqual([0, 1, 2]);
      places[order.indexOf(0)] = (places[order.indexOf(0)] ?? 0) + 1;
    }
    for (const count of places) {
      expect(count).toBeGreaterThanOrEqual(250);
      expect(count).toBeLessThanOrEqual(420);
    }
  });

  it('shows the same order for the same attempt (a reload), and scores the option tapped, not its place', () => {
    for (let n = 0; n < 50; n++) {
      const order = shown('child-7', n);
      expect(shown('child-7', n)).toEqual(order);
      // The child taps the place where "Root" is shown; the answer names the option, not the place.
      const tapped = order.indexOf(0);
      expect(score(body, [order[tapped]])).toBe(1);
      for (const place of [0, 1, 2].filter((p) => p !== tapped)) expect(score(body, [order[place]])).toBe(0);
    }
  });

  it('gives a new attempt a new order, at least sometimes', () => {
    const orders = new Set(Array.from({ length: 10 }, (_, n) => shown('child-7', n).join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('keeps "All of the above" in its place and Yes/No as written', () => {
    const withAll = ['Milk', 'Curd', 'Ghee', 'All of the above'];
    const kannada = ['ಹಾಲು', 'ಮೊಸರು', 'ಮೇಲಿನ ಎಲ್ಲವೂ'];
    for (let n = 0; n < 100; n++) {
      expect(optionOrder(withAll, `s${n}`)[3]).toBe(3);
      expect(optionOrder(kannada, `s${n}`)[2]).toBe(2);
      expect(optionOrder(['Yes', 'No'], `s${n}`)).toEqual([0, 1]);
      expect(optionOrder(['ಸರಿ', 'ತಪ್ಪು'], `s${n}`)).toEqual([0, 1]);
    }
    expect(new Set(Array.from({ length: 50 }, (_, n) => optionOrder(withAll, `s${n}`)[0])).size).toBe(3);
    expect(isOrderedPair(['True.', 'False.'])).toBe(true);
    expect(isOrderedPair(['Cat', 'Dog'])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { PRACTICE_MAX_ITEMS } from '../contract/practice.ts';
import { score } from '../rules/scoring.ts';
import { bankSeeds } from './bank.ts';
import type { Medium, PracticeItem, SkillId } from './index.ts';
import {
  checkPracticeAnswer,
  factOf,
  generate,
  itemOf,
  levelCount,
  roundSeeds,
  SKILL_IDS,
  scorePracticeAnswer,
} from './index.ts';
import { KANNADA_WORDS } from './kannadaWords.fixture.ts';
import { REMAINDER_FORMS, type RemainderParts, remainderItem } from './remainderForms.ts';

/**
 * Property tests: for every skill, level and medium, thousands of seeded items are well formed,
 * their right answer agrees with a computation written here from the prompt alone, the same seed
 * gives the same item, and the server's re-created item scores answers as the original does.
 */
const SEEDS = 2000;
const seedOf = (i: number) => Math.imul(i + 1, 2654435761) >>> 0;
const MEDIUMS: Medium[] = ['english', 'kannada'];

const EN_WORDS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const EN_TENS = 'x x twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const englishName = (n: number) =>
  n === 100
    ? 'one hundred'
    : n < 20
      ? EN_WORDS[n]
      : EN_TENS[Math.trunc(n / 10)] + (n % 10 ? `-${EN_WORDS[n % 10]}` : '');
const toKannadaDigits = (text: string) =>
  [...text].map((c) => ('0' <= c && c <= '9' ? '೦೧೨೩೪೫೬೭೮೯'[+c] : c)).join('');

/** The numbers written in a text, in order. */
const numbers = (text: string) => (text.match(/\d+/g) ?? []).map(Number);
const digitsOf = (n: number) => [...String(n)].reverse().map(Number);
const signIndex = (d: number) => (d < 0 ? 0 : d > 0 ? 1 : 2);
const beforeBlank = (prompt: string) => prompt.slice(0, prompt.indexOf('___') + 3);

const TABLE_SETS: Record<number, number[]> = {
  1: [2, 5, 10],
  2: [3, 4],
  3: [6, 7, 8, 9],
  4: Array.from({ length: 10 }, (_, i) => i + 11),
};
/** Unit labels (both languages) as [dimension, size in the smallest unit]. */
const UNIT_SIZES: Record<string, [string, number]> = {
  mm: ['length', 1],
  cm: ['length', 10],
  m: ['length', 1000],
  km: ['length', 1_000_000],
  g: ['mass', 1],
  kg: ['mass', 1000],
  ml: ['volume', 1],
  l: ['volume', 1000],
  'ಮಿ.ಮೀ': ['length', 1],
  'ಸೆಂ.ಮೀ': ['length', 10],
  ಮೀ: ['length', 1000],
  'ಕಿ.ಮೀ': ['length', 1_000_000],
  ಗ್ರಾಂ: ['mass', 1],
  'ಕಿ.ಗ್ರಾಂ': ['mass', 1000],
  'ಮಿ.ಲೀ': ['volume', 1],
  ಲೀ: ['volume', 1000],
};
const size = (label: string) => {
  const known = UNIT_SIZES[label];
  if (!known) throw new Error(`unknown unit ${label}`);
  return known;
};

type Expected = { index: number } | { text: string; wrong: string; number?: number };

/** The right answer, computed here from the prompt (and the options) only; throws when the item is wrong. */
function expected(skill: SkillId, level: number, item: PracticeItem, medium: Medium): Expected {
  const fact = (ok: boolean, what: string) => {
    if (!ok) throw new Error(what);
  };
  const num = (n: number): Expected => ({ text: String(n), wrong: String(n + 1), number: n });
  if (item.kind === 'mcq') {
    const { prompt, options } = item.question;
    switch (skill) {
      case 'count.numberNames': {
        const [n] = numbers(prompt) as [number];
        fact(
          n >= ([0, 11, 21, 51][level - 1] as number) && n <= ([10, 20, 50, 100][level - 1] as number),
          'number out of range',
        );
        const name = (k: number) => (medium === 'english' ? englishName(k) : KANNADA_WORDS[k]);
        fact(
          options.every((o) => Array.from({ length: 101 }, (_, k) => name(k)).includes(o)),
          'an option is no number name',
        );
        return { index: options.indexOf(name(n) as string) };
      }
      case 'compare': {
        const [a, b] = numbers(prompt) as [number, number];
        if (level === 1) {
          // Class 1: which of two different numbers is more, the two numbers to tap, no signs.
          fact(Math.max(a, b) <= 20 && Math.min(a, b) >= 1 && a !== b, 'number out of range');
          fact(options.join() === `${a},${b}`, 'the options are not the two numbers');
          return { index: a > b ? 0 : 1 };
        }
        // Level n > 1: numbers of n digits (the other one may be shorter), so class 4 meets 4 digits.
        else fact(Math.max(String(a).length, String(b).length) === level && Math.min(a, b) >= 1, 'digits');
        return { index: signIndex(a - b) };
      }
      case 'tensOnes': {
        const [n] = numbers(prompt) as [number];
        fact(n >= 11 && n <= 50 && numbers(prompt).length <= 2, 'number out of range');
        const [tens, ones] = [Math.trunc(n / 10), n % 10];
        // The tens and two of its slips: the ones, the tens' value, a ten more or fewer (session
        // 44 ends sweep: the ones and the tens' value alone keyed the smallest four times in five).
        const slips = [ones, tens * 10, tens + 1, tens - 1].filter((k) => k > 0 && k !== tens).map(String);
        fact(
          options.includes(String(tens)) &&
            new Set(options).size === options.length &&
            options.every((o) => o === String(tens) || slips.includes(o)),
          'options are not the tens and its slips (the ones, the tens value, a ten more or fewer)',
        );
        return { index: options.indexOf(String(tens)) };
      }
      case 'fractions.compare': {
        const [a, b, c, d] = numbers(prompt) as [number, number, number, number];
        fact(a < b && c < d, 'not a proper fraction');
        if (level === 1) fact(b === d && b >= 3 && b <= 6, 'denominators differ or beyond sixths');
        if (level === 2) fact(a === c, 'numerators differ');
        return { index: signIndex(a * d - c * b) };
      }
      case 'fractions.ofShape': {
        const [n, eaten] = numbers(prompt) as [number, number];
        fact(eaten >= 1 && eaten < n, 'bad parts');
        fact(
          (
            [
              [2, 4],
              [3, 5, 6],
              [7, 8, 9, 10, 12],
            ][level - 1] ?? []
          ).includes(n),
          'n',
        );
        // "What fraction is left?" asks for the rest.
        const k = /left\?|ಉಳಿದಿದೆ\?/.test(prompt) ? n - eaten : eaten;
        const right = options.filter((o) => {
          const [p, q] = o.split('/').map(Number) as [number, number];
          return p * n === k * q;
        });
        fact(right.length === 1, 'not exactly one option has the right value');
        return { index: options.indexOf(`${k}/${n}`) };
      }
      case 'division.remainder': {
        const [a, d] = numbers(prompt) as [number, number];
        const range = ([
          [2, 5, 3, 50],
          [2, 9, 11, 99],
          [2, 9, 100, 999],
          [11, 25, 100, 999],
        ][level - 1] ?? []) as number[];
        fact(d >= (range[0] as number) && d <= (range[1] as number), 'divisor range');
        fact(a >= (range[2] as number) && a <= (range[3] as number) && a % d !== 0, 'dividend');
        if (level === 2) fact(d > 5 || a > 50, "level 1's work");
        const valid = options.map((o) => {
          const [q, r] = numbers(o) as [number, number];
          return q * d + r === a && r < d;
        });
        fact(valid.filter(Boolean).length === 1, 'not exactly one right option');
        return { index: valid.indexOf(true) };
      }
    }
    throw new Error(`no check for ${skill}`);
  }
  const prompt = beforeBlank(item.question.prompt);
  switch (skill) {
    case 'placeValue': {
      const [n, digit] = numbers(prompt) as [number, number];
      const s = String(n);
      fact(s.length === level + 1 && s.split(String(digit)).length === 2, 'digit not once');
      return num(digit * 10 ** (s.length - 1 - s.indexOf(String(digit))));
    }
    case 'add.noCarry':
    case 'add.carry': {
      const [a, b] = numbers(prompt) as [number, number];
      fact(String(a).length === level && String(b).length === level, 'wrong length');
      const carries = digitsOf(a).some((d, i) => d + (digitsOf(b)[i] ?? 0) >= 10);
      fact(carries === (skill === 'add.carry'), 'carry');
      if (level === 1 && skill === 'add.noCarry') fact(a + b <= 9, 'sum above 9');
      // Within the class's numbers: a sum of as many digits as the level (level 1 crosses ten).
      if (level > 1) fact(String(a + b).length === level, 'sum beyond the level');
      return num(a + b);
    }
    case 'add.pastTen': {
      const [a, b] = numbers(prompt) as [number, number];
      fact(String(a).length === 2 && String(b).length === 1, 'wrong length');
      // The ones go past the next ten, not to it, and the sum keeps within 99.
      fact((a % 10) + b > 10 && a + b <= 99, 'not past a ten');
      fact(item.question.feedback.includes(String(Math.ceil(a / 10) * 10)), 'no next ten');
      return num(a + b);
    }
    case 'sub.noBorrow':
    case 'sub.borrow': {
      const [a, b] = numbers(prompt) as [number, number];
      fact(a >= b && b >= 1, 'order');
      const lengths = skill === 'sub.borrow' && level === 1 ? [2, 1] : [level, level];
      fact(String(a).length === lengths[0] && String(b).length <= (lengths[1] as number), 'length');
      const borrows = digitsOf(a).some((d, i) => d < (digitsOf(b)[i] ?? 0));
      fact(borrows === (skill === 'sub.borrow'), 'borrow');
      return num(a - b);
    }
    case 'sub.acrossZero': {
      const [a, b] = numbers(prompt) as [number, number];
      fact(String(a).length === 3 && String(b).length === 3 && a > b, 'length');
      // No tens on top, and the ones need one: the borrowing goes through the 0.
      fact(
        digitsOf(a)[1] === 0 && (digitsOf(a)[0] as number) < (digitsOf(b)[0] as number),
        'not across a zero',
      );
      fact(item.question.feedback.includes('9'), 'the 0 never becomes 9');
      return num(a - b);
    }
    case 'tables.missing': {
      // The number given and the product, wherever the blank is ("___ × 7 = 42", "6 × ___ = 42").
      const [known, product] = numbers(item.question.prompt) as [number, number];
      fact(known >= 2 && known <= 10 && product % known === 0, 'not a table');
      const missing = product / known;
      fact(missing >= 2 && missing <= 10, 'beyond the tables of 2 to 10');
      return num(missing);
    }
    case 'tables': {
      const [a, b] = numbers(prompt) as [number, number];
      fact((TABLE_SETS[level] ?? []).includes(a) && b >= 1 && b <= 10, 'table range');
      return num(a * b);
    }
    case 'division.facts': {
      const [p, d] = numbers(prompt) as [number, number];
      fact(p % d === 0 && p / d >= 1 && p / d <= (level === 4 ? 12 : 10), 'not a fact');
      const divisors = [
        [2, 5, 10],
        [3, 4],
        [6, 7, 8, 9],
      ][level - 1];
      if (divisors) fact(divisors.includes(d), 'divisor');
      else fact(d >= 11 || p / d >= 11, "level 3's work");
      return num(p / d);
    }
    case 'money.total': {
      const rupees = (prompt.match(/₹(\d+)/g) ?? []).map((r) => Number(r.slice(1)));
      if (level === 4) {
        const [cost, note] = rupees as [number, number];
        const notes = [10, 20, 50, 100, 200, 500].filter((n) => n > cost);
        // The smallest note above the price, or the next one when it is at most 5 times the price.
        fact(note === notes[0] || (note === notes[1] && note <= 5 * cost), 'not a note a buyer would give');
        return num(note - cost);
      }
      fact(rupees.length === (level === 3 ? 3 : 2), 'item count');
      const [lo, hi] = [
        [1, 10],
        [5, 50],
        [10, 100],
      ][level - 1] as [number, number];
      fact(
        rupees.every((r) => r >= lo && r <= hi),
        'price range',
      );
      const total = rupees.reduce((s, r) => s + r, 0);
      if (level === 2) fact(total >= 20 && total <= 50, 'total beyond ₹20–50');
      return num(total);
    }
    case 'time.readClock': {
      // The child reads the clock it shows: the prompt names no number (review of 3 Dec).
      fact(numbers(item.question.prompt).length === 0, 'a number in the prompt');
      const clock = 'clock' in item.question ? item.question.clock : undefined;
      fact(typeof clock === 'string', 'no clock');
      const [hour, minutes] = (clock ?? '0:00').split(':').map(Number) as [number, number];
      // The feedback says where the hands are.
      // Between the five-minute marks (level 5) it names the number the long hand has passed.
      const long = minutes === 0 ? 12 : minutes < 5 ? 12 : Math.floor(minutes / 5);
      fact(item.question.feedback.includes(`${long}`) && item.question.feedback.includes(`${hour}`), 'hands');
      fact(hour >= 1 && hour <= 12, 'hour');
      fact(
        (level === 1
          ? [0]
          : level === 2
            ? [0, 30]
            : level === 3
              ? [15, 45]
              : level === 4
                ? [5, 10, 20, 25, 35, 40, 50, 55]
                : Array.from({ length: 60 }, (_, m) => m).filter((m) => m % 5 !== 0)
        ).includes(minutes),
        'minutes',
      );
      const text = `${hour}:${String(minutes).padStart(2, '0')}`;
      return { text, wrong: `${(hour % 12) + 1}:${String(minutes).padStart(2, '0')}` };
    }
    case 'skipCount': {
      const terms = numbers(prompt);
      fact(terms.length === 3, 'three terms');
      const [x, y, z] = terms as [number, number, number];
      const step = y - x;
      fact(z - y === step, 'steps differ');
      const steps =
        [
          [2, 5, 10],
          [2, 3, 4, 5, 10],
          [5, 10, 25, 50, 100],
          [100, 250, 500, 1000],
        ][level - 1] ?? [];
      fact(steps.includes(Math.abs(step)) && (level > 1 || step > 0), 'step');
      const next = z + step;
      fact(
        Math.min(x, next) >= 0 && Math.max(x, next) <= ([50, 100, 1000, 10000][level - 1] as number),
        'range',
      );
      return num(next);
    }
    case 'multiply.multiDigit': {
      const [a, b] = numbers(prompt) as [number, number];
      const lengths = [
        [2, 1],
        [2, 1],
        [3, 1],
        [2, 2],
        [3, 2],
      ][level - 1] as [number, number];
      fact(String(a).length === lengths[0] && String(b).length === lengths[1] && b >= 2, 'lengths');
      const regroups = digitsOf(a).some((digit) => digit * b >= 10);
      if (level === 1) fact(!regroups, 'regrouping at level 1');
      if (level === 2) fact((a % 10) * b >= 10, 'no regrouping at level 2');
      return num(a * b);
    }
    case 'measure.convert': {
      const [left, target] = item.question.prompt.split(' = ___ ') as [string, string];
      const parts = left.split(' ');
      const [dimension, to] = size(target);
      let total = 0;
      for (let i = 0; i < parts.length; i += 2) {
        const [d, unitSize] = size(parts[i + 1] as string);
        fact(d === dimension, 'dimensions differ');
        total += Number(parts[i]) * unitSize;
      }
      if (parts.length === 4)
        fact(Number(parts[2]) * size(parts[3] as string)[1] < size(parts[1] as string)[1], 'part too big');
      fact(total % to === 0, 'not whole');
      // Class 4 works within 9999: no more than 9 km.
      if (level < 4 && dimension === 'length') fact(total <= 9_000_000, 'beyond 9 km');
      return num(total / to);
    }
  }
  throw new Error(`no check for ${skill}`);
}

function badText(text: unknown): boolean {
  return typeof text !== 'string' || text.trim() === '' || /undefined|NaN|null|\[object/.test(text);
}

describe.each(SKILL_IDS)('%s', (skill) => {
  const levels = Array.from({ length: levelCount(skill) }, (_, i) => i + 1);
  it.each(levels.flatMap((level) => MEDIUMS.map((medium) => [level, medium] as const)))(
    'level %i, %s: valid, right, repeatable and scored alike when re-created',
    (level, medium) => {
      const problems: string[] = [];
      const prompts = new Set<string>();
      for (let i = 0; i < SEEDS && problems.length < 5; i++) {
        const seed = seedOf(i);
        const item = generate(skill, level, seed, medium);
        const where = `seed ${seed}: ${item.question.prompt}`;
        try {
          prompts.add(itemOf(item.question));
          expect(generate(skill, level, seed, medium)).toEqual(item);
          const q = item.question;
          if (badText(q.prompt) || badText(q.feedback)) throw new Error('bad text');
          if (medium === 'kannada' && !/[\u0C80-\u0CFF]/.test(q.prompt + q.feedback) && item.kind === 'mcq')
            throw new Error('no Kannada in a Kannada item');
          const right = expected(skill, level, item, medium);
          if (item.kind === 'mcq') {
            const { options, answer } = item.question;
            if (options.length < 2 || new Set(options).size !== options.length || options.some(badText))
              throw new Error('bad options');
            if (!('index' in right) || right.index < 0 || answer !== right.index)
              throw new Error(`answer ${answer}, expected ${JSON.stringify(right)}`);
            for (let o = 0; o < options.length; o++) {
              const full = o === answer;
              if (score({ kind: 'mcq', questions: [q as typeof item.question] }, [o]) !== (full ? 1 : 0))
                throw new Error('scorer disagrees');
              if (checkPracticeAnswer(item, o, medium) !== full)
                throw new Error(`option ${o} scored wrongly`);
              if (scorePracticeAnswer(item.ref, o) !== full)
                throw new Error(`re-created option ${o} scored wrongly`);
            }
          } else {
            const { answers } = item.question;
            if (q.prompt.split('___').length !== 2) throw new Error('not one blank');
            if (answers.length === 0 || new Set(answers).size !== answers.length || answers.some(badText))
              throw new Error('bad answers');
            if (!('text' in right)) throw new Error('no expected text');
            const accepted = [right.text];
            if (medium === 'kannada') {
              accepted.push(toKannadaDigits(right.text), ` ${toKannadaDigits(right.text)} `);
              if (right.number !== undefined && right.number <= 100)
                accepted.push(KANNADA_WORDS[right.number] as string);
            }
            for (const given of accepted) {
              if (score({ kind: 'fill', questions: [item.question] }, [given]) !== 1)
                throw new Error(`the players would not accept ${given}`);
              if (!checkPracticeAnswer(item, given, medium)) throw new Error(`${given} not accepted`);
              if (!scorePracticeAnswer(item.ref, given)) throw new Error(`re-created: ${given} not accepted`);
            }
            for (const given of [right.wrong, toKannadaDigits(right.wrong), '', 'abc', 42, null]) {
              if (checkPracticeAnswer(item, given, medium) || scorePracticeAnswer(item.ref, given))
                throw new Error(`wrong answer ${String(given)} accepted`);
            }
          }
        } catch (error) {
          problems.push(`${where} → ${(error as Error).message}`);
        }
      }
      expect(problems).toEqual([]);
      // Seeds make different items, enough for the longest round to ask no item twice.
      expect(prompts.size).toBeGreaterThanOrEqual(PRACTICE_MAX_ITEMS);
    },
  );
});

describe('generate', () => {
  it('refuses a level the skill does not have', () => {
    expect(() => generate('tables', 0, 1, 'english')).toThrow(RangeError);
    expect(() => generate('tables', 5, 1, 'english')).toThrow(RangeError);
  });

  it('writes Kannada-medium items in Kannada', () => {
    const item = generate('placeValue', 2, 7, 'kannada');
    expect(item.question.prompt).toMatch(/ಸ್ಥಾನ ಬೆಲೆ/);
    const names = generate('count.numberNames', 1, 3, 'kannada');
    expect(
      item.kind === 'fill' &&
        names.kind === 'mcq' &&
        KANNADA_WORDS.includes(names.question.options[0] as string),
    ).toBe(true);
  });

  it('accepts Kannada numerals and words for a Kannada-medium answer', () => {
    for (let seed = 0; seed < 200; seed++) {
      const item = generate('tables', 1, seed, 'kannada');
      const [a, b] = numbers(item.question.prompt) as [number, number];
      if (a * b !== 12) continue;
      expect(scorePracticeAnswer(item.ref, '೧೨')).toBe(true);
      expect(scorePracticeAnswer(item.ref, 'ಹನ್ನೆರಡು')).toBe(true);
      expect(scorePracticeAnswer(item.ref, '೧೩')).toBe(false);
      return;
    }
    throw new Error('no item with the answer 12');
  });
});

const LEVELS = SKILL_IDS.flatMap((skill) =>
  Array.from({ length: levelCount(skill) }, (_, i) => [skill, i + 1] as const),
);

/** How many different items a level makes (over 1,500 seeds). */
const factsIn = (skill: SkillId, level: number, medium: Medium) =>
  new Set(
    Array.from({ length: 1500 }, (_, i) => factOf(skill, generate(skill, level, i + 1, medium).question)),
  ).size;

describe('a round', () => {
  it.each(LEVELS)(
    '%s level %i: never asks the same item twice, and each seed still makes its item',
    (skill, level) => {
      for (const medium of MEDIUMS) {
        // Counted once per level and medium (1,500 items), not once per round.
        const distinct = factsIn(skill, level, medium);
        for (let round = 0; round < 60; round++) {
          const base = Array.from({ length: PRACTICE_MAX_ITEMS }, (_, i) => seedOf(round * 100 + i));
          const seeds = roundSeeds(skill, level, base, medium);
          expect(seeds).toEqual(roundSeeds(skill, level, base, medium));
          const facts = seeds.map((seed) => factOf(skill, generate(skill, level, seed, medium).question));
          // A level with fewer different items than a round (halves and quarters: 8) repeats
          // only once it has asked each.
          expect(new Set(facts).size).toBe(Math.min(seeds.length, distinct));
          // The first seed is always kept; a seed is changed only where its fact came earlier.
          expect(seeds[0]).toBe(base[0]);
          seeds.forEach((seed, i) => {
            if (seed !== base[i])
              expect(facts.slice(0, i)).toContain(
                factOf(skill, generate(skill, level, base[i] as number, medium).question),
              );
            expect(seed).toBeGreaterThanOrEqual(0);
            expect(seed).toBeLessThanOrEqual(0xffffffff);
          });
        }
      }
    },
  );

  it('asks a turned-round table once: never 6 × 7 and 7 × 6 in one round (review of 2 Dec)', () => {
    for (let round = 0; round < 200; round++) {
      const base = Array.from({ length: PRACTICE_MAX_ITEMS }, (_, i) => seedOf(round * 100 + i));
      const prompts = roundSeeds('tables', 3, base, 'english').map(
        (seed) => generate('tables', 3, seed, 'english').question.prompt,
      );
      const facts = prompts.map((prompt) => {
        const [a, b] = prompt.split(' = ')[0]?.split(' × ').map(Number) ?? [];
        return `${Math.min(a ?? 0, b ?? 0)}×${Math.max(a ?? 0, b ?? 0)}`;
      });
      expect(new Set(facts).size).toBe(prompts.length);
    }
  });

  it('holds each fact once in a missing-number bank: never ___ × 6 = 42 and 7 × ___ = 42 (re-check s24a)', () => {
    for (const medium of MEDIUMS) {
      const facts = bankSeeds('tables.missing', 1, medium).map((seed) => {
        const [known, product] = (
          generate('tables.missing', 1, seed, medium).question.prompt.match(/\d+/g) ?? []
        ).map(Number);
        const other = (product ?? 0) / (known ?? 1);
        return `${product}=${Math.min(known ?? 0, other)}×${Math.max(known ?? 0, other)}`;
      });
      expect(facts).toHaveLength(32);
      expect(new Set(facts).size).toBe(facts.length);
    }
  });

  it('holds each sum once in a bank: never 4 + 7 and 7 + 4 (blind sample 6)', () => {
    for (const skill of ['add.noCarry', 'add.carry'] as const)
      for (const medium of MEDIUMS)
        for (let level = 1; level <= levelCount(skill); level++) {
          const facts = bankSeeds(skill, level, medium).map((seed) => {
            const [a, b] =
              generate(skill, level, seed, medium)
                .question.prompt.split(' = ')[0]
                ?.split(' + ')
                .map(Number) ?? [];
            return `${Math.min(a ?? 0, b ?? 0)}+${Math.max(a ?? 0, b ?? 0)}`;
          });
          expect(new Set(facts).size, `${skill}@${level} ${medium}`).toBe(facts.length);
        }
  });

  it('holds each price sum once in a bank, whatever is bought (blind sample 7: ₹500 − ₹213 twice)', () => {
    for (const medium of MEDIUMS)
      for (let level = 1; level <= levelCount('money.total'); level++) {
        const sums = bankSeeds('money.total', level, medium).map((seed) => {
          const { feedback } = generate('money.total', level, seed, medium).question;
          // The feedback is the sum itself: "₹8 + ₹5 = ₹13." or "₹500 − ₹213 = ₹287."
          const [left = ''] = feedback.split(' = ');
          return left.includes('−') ? left : left.split(' + ').sort().join(' + ');
        });
        expect(new Set(sums).size, `money.total@${level} ${medium}`).toBe(sums.length);
      }
  });

  it('keeps seeds whose items already differ', () => {
    const base = [11, 12, 13, 14];
    const prompts = base.map((seed) => generate('placeValue', 4, seed, 'english').question.prompt);
    expect(new Set(prompts).size).toBe(4);
    expect(roundSeeds('placeValue', 4, base, 'english')).toEqual(base);
  });
});

describe('levels', () => {
  it.each(LEVELS.filter(([, level]) => level > 1))(
    '%s level %i shares at most 20 %% of its items with the level below',
    (skill, level) => {
      const prompts = (l: number) =>
        Array.from({ length: 1500 }, (_, i) => itemOf(generate(skill, l, i + 1, 'english').question));
      const below = new Set(prompts(level - 1));
      const items = prompts(level);
      expect(items.filter((p) => below.has(p)).length / items.length).toBeLessThanOrEqual(0.2);
    },
  );
});

describe('feedback', () => {
  const feedbackOf = (skill: SkillId, level: number, seed: number, medium: Medium) =>
    generate(skill, level, seed, medium).question.feedback;

  it('goes column by column, ones first, for sums and differences without carrying', () => {
    for (let seed = 1; seed < 200; seed++) {
      const add = generate('add.noCarry', 3, seed, 'english');
      const [a, b] = numbers(add.question.prompt) as [number, number];
      const [da, db] = [digitsOf(a), digitsOf(b)];
      expect(add.question.feedback).toBe(
        `Add the ones first: ${da[0]} + ${db[0]} = ${(da[0] ?? 0) + (db[0] ?? 0)}. ` +
          `Then the tens: ${da[1]} + ${db[1]} = ${(da[1] ?? 0) + (db[1] ?? 0)}. ` +
          `Then the hundreds: ${da[2]} + ${db[2]} = ${(da[2] ?? 0) + (db[2] ?? 0)}. So ${a} + ${b} = ${a + b}.`,
      );
      expect(feedbackOf('add.noCarry', 2, seed, 'kannada')).toMatch(/^ಮೊದಲು ಬಿಡಿಗಳನ್ನು ಕೂಡಿಸು: .* ಆಮೇಲೆ ಹತ್ತುಗಳನ್ನು: /);
      expect(feedbackOf('sub.noBorrow', 4, seed, 'english')).toMatch(
        /^Take away the ones first: .* Then the tens: .* Then the hundreds: .* Then the thousands: .* So /,
      );
      expect(feedbackOf('sub.noBorrow', 2, seed, 'kannada')).toMatch(/^ಮೊದಲು ಬಿಡಿಗಳನ್ನು ಕಳೆ: /);
    }
  });

  it('carries column by column, naming each carry (review of 3 Dec: 494 + 496 carries twice)', () => {
    for (let seed = 1; seed < 300; seed++)
      for (const level of [2, 3, 4]) {
        const { question } = generate('add.carry', level, seed, 'english');
        const [a, b] = numbers(question.prompt) as [number, number];
        const [da, db] = [digitsOf(a), digitsOf(b)];
        let carries = 0;
        let carry = 0;
        da.forEach((digit, i) => {
          carry = digit + (db[i] ?? 0) + carry >= 10 && i < da.length - 1 ? 1 : 0;
          carries += carry;
        });
        expect(question.feedback.match(/carry 1 to the/g) ?? []).toHaveLength(carries);
        expect(question.feedback).toMatch(new RegExp(`So ${a} \\+ ${b} = ${a + b}\\.$`));
      }
    expect(generate('add.carry', 1, 1, 'english').question.feedback).toMatch(
      /^\d and \d make 10\. 10 and \d more make \d+\./,
    );
  });

  it('splits a 3-digit number into hundreds, tens and ones to multiply', () => {
    const item = generate('multiply.multiDigit', 3, 5, 'english');
    const [a, b] = numbers(item.question.prompt) as [number, number];
    const parts = digitsOf(a)
      .map((d, i) => d * 10 ** i)
      .filter(Boolean)
      .reverse();
    expect(item.question.feedback).toBe(
      `Split by place and add: ${parts.map((p) => `${p} × ${b} = ${p * b}`).join(', ')}; ${parts.map((p) => p * b).join(' + ')} = ${a * b}.`,
    );
    for (let seed = 1; seed < 300; seed++) {
      const { question } = generate('multiply.multiDigit', 3, seed, 'english');
      const [x] = numbers(question.prompt) as [number];
      if (x % 100 >= 10 && x % 10 > 0) expect(question.feedback.split(' × ').length - 1).toBe(3);
    }
  });

  it('says which place decides a comparison', () => {
    expect(generate('compare', 2, 1, 'english').question.feedback).toMatch(/[<>=]/);
    for (let seed = 1; seed < 300; seed++)
      for (const level of [2, 3, 4, 5]) {
        const { question } = generate('compare', level, seed, 'english');
        const [a, b] = numbers(question.prompt) as [number, number];
        const why =
          a === b
            ? 'Every place has the same digit.'
            : String(a).length !== String(b).length
              ? 'the number with more digits is bigger'
              : `the first place that differs is the ${['ones', 'tens', 'hundreds', 'thousands', 'ten thousands'][String(a).length - 1 - [...String(a)].findIndex((d, i) => d !== String(b)[i])]},`;
        expect(question.feedback).toContain(why);
        expect(generate('compare', level, seed, 'kannada').question.feedback).toMatch(
          a === b ? /ಎಲ್ಲ ಸ್ಥಾನಗಳಲ್ಲೂ/ : /ಸ್ಥಾನ;|ಹೆಚ್ಚು ಅಂಕಿಗಳಿರುವ/,
        );
      }
  });
});

describe('what the review of 3 Dec asked', () => {
  it('halves and quarters: mostly quarters, wrong options that are fractions a class 2 child meets, never two equal', () => {
    const keys = new Map<string, number>();
    for (let seed = 1; seed < 600; seed++) {
      const { question } = generate('fractions.ofShape', 1, seed, 'english');
      if (!('options' in question)) throw new Error('an mcq');
      expect(question.options.every((o) => ['1/2', '1/4', '2/4', '3/4'].includes(o))).toBe(true);
      // Three options, but a half's two (it sits between a quarter and three quarters).
      expect(question.options).toHaveLength(question.options[question.answer] === '1/2' ? 2 : 3);
      expect(question.options.includes('1/2') && question.options.includes('2/4')).toBe(false);
      const key = question.options[question.answer] as string;
      keys.set(key, (keys.get(key) ?? 0) + 1);
    }
    expect((keys.get('1/2') ?? 0) / 599).toBeLessThan(0.4);
  });

  it('compares two equal fractions in at most one item in six', () => {
    for (const level of [1, 2]) {
      const equal = Array.from({ length: 600 }, (_, i) =>
        generate('fractions.compare', level, i + 1, 'english'),
      ).filter(({ question }) => 'answer' in question && question.answer === 2).length;
      expect(equal / 600).toBeLessThan(1 / 6);
    }
  });

  it('multiplies no whole tens where it splits by place', () => {
    for (let seed = 1; seed < 400; seed++)
      for (const level of [3, 4, 5]) {
        const [a, b] = numbers(generate('multiply.multiDigit', level, seed, 'english').question.prompt) as [
          number,
          number,
        ];
        expect(a % 10 !== 0 && b % 10 !== 0).toBe(true);
      }
  });

  it('asks a fact and its turn-round once in a round: 42 ÷ 6 and 42 ÷ 7; 3 kg in g and 3000 g in kg', () => {
    expect(factOf('division.facts', generate('division.facts', 3, 1, 'english').question)).toMatch(
      /^\d+: \d+ × \d+$/,
    );
    const convert = (prompt: string) => factOf('measure.convert', { prompt, answers: ['0'], feedback: '' });
    expect(convert('3 kg = ___ g')).toBe(convert('3000 g = ___ kg'));
    expect(convert('3 ಮೀ = ___ ಸೆಂ.ಮೀ')).toBe(convert('300 ಸೆಂ.ಮೀ = ___ ಮೀ'));
    expect(convert('3 kg = ___ g')).not.toBe(convert('4 kg = ___ g'));
    const division = (prompt: string) => factOf('division.facts', { prompt, answers: ['0'], feedback: '' });
    expect(division('42 ÷ 6 = ___')).toBe(division('42 ÷ 7 = ___'));
  });

  it('shows the clock to read, and says where its hands are only in the feedback', () => {
    for (const medium of MEDIUMS)
      for (let seed = 1; seed < 100; seed++)
        for (const level of [1, 2, 3, 4, 5]) {
          const { question } = generate('time.readClock', level, seed, medium);
          if (!('clock' in question) || !question.clock) throw new Error('no clock');
          expect(question.prompt).not.toMatch(/\d/);
          const [hour] = question.clock.split(':');
          expect(question.answers).toContain(question.clock);
          expect(question.feedback).toContain(`${hour}`);
        }
    const halfPast = Array.from(
      { length: 50 },
      (_, i) => generate('time.readClock', 2, i + 1, 'english').question,
    ).find((q) => 'clock' in q && q.clock?.endsWith(':30'));
    expect(halfPast && 'answers' in halfPast && halfPast.answers.some((a) => a.startsWith('half past'))).toBe(
      true,
    );
  });
});

describe('what the blind sample and the re-checks of 4 Dec asked', () => {
  // Ways a child could pick a key by the options' form, without dividing (remainderForms.ts): the
  // same list bankSeeds holds each bank to.
  type Parts = RemainderParts;
  type Item = { parts: Parts; divisor: number; dividend: number; answer: number };
  const tells = REMAINDER_FORMS;
  const divisionOf = (level: number, seed: number, medium: Medium): Item => {
    const { question } = generate('division.remainder', level, seed, medium);
    if (!('options' in question)) throw new Error('division with a remainder is chosen from options');
    return { ...remainderItem(question), answer: question.answer as number };
  };
  // The options' shape, with the key's place in it unknown: each option's groups above the fewest,
  // its remainder's rank, whether that is too big, and how the remainders stand to each other.
  const shapeOf = ({ parts, divisor }: Item) => {
    const order = parts.map((p, j) => ({ p, j })).sort((a, b) => a.p[0] - b.p[0] || a.p[1] - b.p[1]);
    const fewest = Math.min(...parts.map(([q]) => q));
    const rs = [...new Set(parts.map(([, r]) => r))].sort((a, b) => a - b);
    const name = order.map(({ p: [q, r] }) => `${q - fewest}:${rs.indexOf(r)}:${r >= divisor}`).join(' ');
    const pair =
      rs.length === 2
        ? `${rs[0] as number} + ${rs[1] as number} = ${divisor}: ${(rs[0] as number) + (rs[1] as number) === divisor}; one apart: ${(rs[1] as number) - (rs[0] as number) === 1}`
        : '';
    return { name: `${name} ${pair} by 2: ${divisor === 2}`, order: order.map(({ j }) => j) };
  };
  const levels = Array.from({ length: levelCount('division.remainder') }, (_, i) => i + 1);

  it('division with a remainder: one right option, and the one-group-short slip of one of the others', () => {
    for (const medium of MEDIUMS)
      for (const level of levels)
        for (let i = 0; i < 400; i++) {
          const { parts, divisor, dividend, answer } = divisionOf(level, seedOf(i), medium);
          const right = parts.map(([q, r]) => q * divisor + r === dividend && r < divisor);
          expect(right.filter(Boolean).length).toBe(1);
          expect(right.indexOf(true)).toBe(answer);
          expect(new Set(parts.map(String)).size).toBe(4);
          expect(parts.every(([q, r]) => q >= 1 && r >= 1)).toBe(true);
          // No option leaves as much as was divided, or more ("1 remainder 8" for 7 ÷ 5, sweep of
          // 4 Dec): a child would strike it out without dividing.
          expect(
            parts.filter(([, r]) => r >= dividend),
            `${dividend} ÷ ${divisor}`,
          ).toEqual([]);
          // Stopping one group short (re-check s18a): one option's remainder is too big, and it is
          // another option with a group fewer.
          const big = parts.filter(([, r]) => r >= divisor);
          expect(big).toHaveLength(1);
          const [[q, r]] = big as [[number, number]];
          expect(parts.some(([p, s]) => p === q + 1 && s === r - divisor)).toBe(true);
        }
  });

  // Chance is 1 in 3 once the too-big remainder is set aside: over 4,000 seeds a form may find
  // at most 2 in 5. A bank of 32 reaches more by chance alone (re-check s18a: 0.41–0.50; s19m:
  // 17 of 32), so bankSeeds skips the items that would take a form above 2 in 5 of the bank, and
  // the bank is held to 2 in 5 too. The place learnt for each shape is no form bankSeeds knows
  // (it is learnt from thousands of items): on a bank it keeps the bar of chance, 1 in 2.
  it('division with a remainder: no form of the options finds the key in more than 2 items in 5 over many seeds or in a bank', () => {
    for (const medium of MEDIUMS)
      for (const level of levels) {
        const many = Array.from({ length: 4000 }, (_, i) => divisionOf(level, seedOf(i), medium));
        const bank = bankSeeds('division.remainder', level, medium).map((seed) =>
          divisionOf(level, seed, medium),
        );
        // A child who had met thousands of items and learnt, for each shape, the place the key
        // most often held, then met the bank: what that learning finds.
        const learnt = new Map<string, number[]>();
        for (const item of many) {
          const { name, order } = shapeOf(item);
          const counts = learnt.get(name) ?? [0, 0, 0, 0];
          counts[order.indexOf(item.answer)] = (counts[order.indexOf(item.answer)] ?? 0) + 1;
          learnt.set(name, counts);
        }
        const byShape = (items: Item[]) =>
          items.filter((item) => {
            const { name, order } = shapeOf(item);
            const counts = learnt.get(name) ?? [0, 0, 0, 0];
            return order[counts.indexOf(Math.max(...counts))] === item.answer;
          }).length / items.length;
        for (const [items, where, shapeBar] of [
          [many, '4,000 seeds', 0.4],
          [bank, 'the bank', 0.5],
        ] as const) {
          for (const [name, tell] of Object.entries(tells)) {
            const found = items.filter((item) => tell(item.parts, item.divisor) === item.answer).length;
            expect(found / items.length, `level ${level} ${medium}, ${where}: ${name}`).toBeLessThanOrEqual(
              0.4,
            );
          }
          expect(
            byShape(items),
            `level ${level} ${medium}, ${where}: the place learnt for each shape`,
          ).toBeLessThanOrEqual(shapeBar);
        }
      }
  });
});

describe('Kannada', () => {
  it.each(LEVELS)('%s level %i writes a case ending on its numeral (78ರಲ್ಲಿ, not 78 ರಲ್ಲಿ)', (skill, level) => {
    for (let seed = 1; seed < 300; seed++) {
      const { question } = generate(skill, level, seed, 'kannada');
      const texts = [question.prompt, question.feedback, ...('options' in question ? question.options : [])];
      for (const text of texts)
        expect(text).not.toMatch(/[0-9೦-೯] +(ರ|ಕ್ಕೆ|ಕ್ಕಿಂತ|ರಲ್ಲಿ|ರಿಂದ|ರಷ್ಟು|ರಿಗೆ|ನ್ನು|ಅನ್ನು)(?![ಀ-೿])/);
    }
  });
});

describe('what the returned practice of 3 Dec asked (generators)', () => {
  const sample = (skill: SkillId, level: number, medium: Medium, count = 400) =>
    Array.from({ length: count }, (_, i) => generate(skill, level, seedOf(i), medium));

  it('class 1 compares in words, which is more, by counting: no signs, no digits', () => {
    for (const medium of MEDIUMS)
      for (const { question } of sample('compare', 1, medium)) {
        if (!('options' in question)) throw new Error('an mcq');
        const [a, b] = numbers(question.prompt) as [number, number];
        const [more, less] = [Math.max(a, b), Math.min(a, b)];
        expect(question.options).toEqual([String(a), String(b)]);
        expect(question.options[question.answer]).toBe(String(more));
        expect(question.prompt + question.options.join()).not.toMatch(/[<>=]|sign|ಚಿಹ್ನೆ|___/);
        expect(question.feedback).not.toMatch(/digit|place|ಅಂಕಿ|ಸ್ಥಾನ/);
        expect(question.feedback).toBe(
          medium === 'english'
            ? `${more} comes after ${less} when we count, so ${more} is more.`
            : `ಎಣಿಸುವಾಗ ${more}, ${less}ರ ನಂತರ ಬರುತ್ತದೆ. ಅದಕ್ಕೇ ${more} ಹೆಚ್ಚು.`,
        );
        expect(question.prompt).toBe(
          medium === 'english' ? `Which number is more: ${a} or ${b}?` : `ಯಾವುದು ಹೆಚ್ಚು: ${a} ಅಥವಾ ${b}?`,
        );
      }
    // "9 or 8" and "8 or 9" are one item of a round.
    const fact = (prompt: string) =>
      factOf('compare', { prompt, options: ['8', '9'], answer: 0, feedback: '' });
    expect(fact('Which number is more: 9 or 8?')).toBe(fact('Which number is more: 8 or 9?'));
    expect(fact('ಯಾವುದು ಹೆಚ್ಚು: 9 ಅಥವಾ 8?')).toBe(fact('ಯಾವುದು ಹೆಚ್ಚು: 8 ಅಥವಾ 9?'));
  });

  it('class 1 taps how many tens a number up to 50 has; the ones, a copy of the digit, are never asked', () => {
    for (const medium of MEDIUMS)
      for (const item of sample('tensOnes', 1, medium)) {
        if (item.kind !== 'mcq') throw new Error('a tap item');
        const { prompt, options, answer, feedback } = item.question;
        const [n] = numbers(prompt) as [number];
        expect(n).toBeGreaterThanOrEqual(11);
        expect(n).toBeLessThanOrEqual(50);
        expect(options[answer]).toBe(String(Math.trunc(n / 10)));
        expect(options).toHaveLength(3);
        expect(prompt).not.toMatch(/how many ones|ಎಷ್ಟು ಬಿಡಿ|digit|stands for|ಅಂಕಿ|ಸ್ಥಾನ/i);
        expect(prompt).toMatch(/tens|ಹತ್ತುಗಳ/);
        expect(feedback).toMatch(/tens? and \d+ ones?\.$|ಹತ್ತು(ಗಳು)? ಮತ್ತು \d+ ಬಿಡಿ(ಗಳು)?\.$/);
      }
  });

  it('never converts 1 of the bigger unit, the fact the instruction gives, nor says one fact twice', () => {
    for (const medium of MEDIUMS)
      for (const level of [1, 2, 3])
        for (const { question } of sample('measure.convert', level, medium)) {
          const [left, right] = question.prompt.split(' = ___ ') as [string, string];
          const [amount] = numbers(left) as [number];
          const bigger = size(left.split(' ')[1] as string)[1] > size(right)[1];
          expect(bigger ? amount : Number((question as { answers: string[] }).answers[0])).toBeGreaterThan(1);
          const facts = question.feedback.replace(/\.$/, '').split(/, so |, ಆದ್ದರಿಂದ /);
          expect(new Set(facts).size).toBe(facts.length);
        }
  });

  const accepts = (skill: SkillId, level: number, clock: string, medium: Medium) => {
    for (let i = 0; i < 3000; i++) {
      const item = generate(skill, level, seedOf(i), medium);
      if ('clock' in item.question && item.question.clock === clock)
        return (given: string) =>
          checkPracticeAnswer(item, given, medium) &&
          scorePracticeAnswer(item.ref, given) &&
          // The player marks it right on the phone too, from the answers alone.
          score({ kind: 'fill', questions: [item.question] } as never, [given]) === 1;
    }
    throw new Error(`no ${clock} at level ${level}`);
  };

  it('takes the times a Kannada-medium child writes: ಗಂಟೆ … ನಿಮಿಷ, number words, ಊವರೆ, ಕಾಲು, ಮುಕ್ಕಾಲು, ಪೌನೆ', () => {
    const fiveMinutes = accepts('time.readClock', 4, '8:10', 'kannada');
    for (const given of ['8 ಗಂಟೆ 10 ನಿಮಿಷ', 'ಎಂಟು ಗಂಟೆ ಹತ್ತು ನಿಮಿಷ', '೮ ಗಂಟೆ ೧೦ ನಿಮಿಷ', '8:10'])
      expect(fiveMinutes(given)).toBe(true);
    expect(fiveMinutes('9 ಗಂಟೆ 10 ನಿಮಿಷ')).toBe(false);
    // O'clock is level 1's alone since blind sample 9 (item 85): "ಈಗ ___ ಗಂಟೆ" takes the hour.
    const oClock = accepts('time.readClock', 1, '5:00', 'kannada');
    for (const given of ['ಐದು', '5', '೫', '5:00']) expect(oClock(given)).toBe(true);
    const halfPast = accepts('time.readClock', 2, '9:30', 'kannada');
    for (const given of ['ಒಂಬತ್ತೂವರೆ', 'ಒಂಬತ್ತೂವರೆ ಗಂಟೆ', 'ಒಂಬತ್ತು ಗಂಟೆ ಮೂವತ್ತು ನಿಮಿಷ', '9 ಗಂಟೆ 30 ನಿಮಿಷ'])
      expect(halfPast(given)).toBe(true);
    const quarterPast = accepts('time.readClock', 3, '4:15', 'kannada');
    for (const given of ['ನಾಲ್ಕೂಕಾಲು', 'ನಾಲ್ಕೂ ಕಾಲು ಗಂಟೆ', '4 ಗಂಟೆ 15 ನಿಮಿಷ', 'ನಾಲ್ಕು ಗಂಟೆ ಹದಿನೈದು ನಿಮಿಷ'])
      expect(quarterPast(given)).toBe(true);
    expect(quarterPast('ಐದೂಕಾಲು')).toBe(false);
    const quarterTo = accepts('time.readClock', 3, '1:45', 'kannada');
    for (const given of ['ಪೌನೆ ಎರಡು', 'ಪೌನೆ ಎರಡು ಗಂಟೆ', 'ಒಂದೂಮುಕ್ಕಾಲು', '1 ಗಂಟೆ 45 ನಿಮಿಷ', 'ಒಂದು ಗಂಟೆ ನಲವತ್ತೈದು ನಿಮಿಷ'])
      expect(quarterTo(given)).toBe(true);
    expect(quarterTo('ಪೌನೆ ಒಂದು')).toBe(false);
    // As a digital clock is read (re-checks of 5 Dec: "ಏಳು ಮೂವತ್ತು" was marked wrong).
    const sevenThirty = accepts('time.readClock', 2, '7:30', 'kannada');
    for (const given of ['ಏಳು ಮೂವತ್ತು', '7 30', '7 ಗಂಟೆ 30', 'ಏಳು ಗಂಟೆ ಮೂವತ್ತು'])
      expect(sevenThirty(given)).toBe(true);
    expect(sevenThirty('ಎಂಟು ಮೂವತ್ತು')).toBe(false);
    expect(accepts('time.readClock', 4, '6:05', 'kannada')('6 05')).toBe(true);
    // As children also write them (re-read s27o): the hour's last ು short, apart, or in digits;
    // quarter to as "ಕಾಲು ಕಡಿಮೆ ಹನ್ನೊಂದು"; a zero said as ಸೊನ್ನೆ.
    const tenFortyFive = accepts('time.readClock', 3, '10:45', 'kannada');
    for (const given of [
      'ಹತ್ತು ಮುಕ್ಕಾಲು',
      'ಹತ್ತೂ ಮುಕ್ಕಾಲು',
      '10 ಮುಕ್ಕಾಲು',
      'ಕಾಲು ಕಡಿಮೆ ಹನ್ನೊಂದು',
      'ಹನ್ನೊಂದಕ್ಕೆ ಕಾಲು ಕಡಿಮೆ',
      '11ಕ್ಕೆ ಕಾಲು ಕಡಿಮೆ',
    ])
      expect(tenFortyFive(given)).toBe(true);
    for (const given of ['ಹನ್ನೊಂದು ಮುಕ್ಕಾಲು', 'ಕಾಲು ಕಡಿಮೆ ಹತ್ತು', 'ಹತ್ತಕ್ಕೆ ಕಾಲು ಕಡಿಮೆ'])
      expect(tenFortyFive(given)).toBe(false);
    expect(accepts('time.readClock', 2, '6:30', 'kannada')('ಆರು ವರೆ')).toBe(true);
    const oneOhFive = accepts('time.readClock', 4, '1:05', 'kannada');
    for (const given of ['ಒಂದು ಸೊನ್ನೆ ಐದು', '1 ಸೊನ್ನೆ 5']) expect(oneOhFive(given)).toBe(true);
    expect(oneOhFive('ಒಂದು ಸೊನ್ನೆ ಆರು')).toBe(false);
  });

  it('takes a time as a digital clock is read in English: "seven thirty", "7 45", "six oh five"', () => {
    const sevenThirty = accepts('time.readClock', 2, '7:30', 'english');
    for (const given of ['seven thirty', 'Seven Thirty', '7 30', '7 thirty'])
      expect(sevenThirty(given)).toBe(true);
    expect(sevenThirty('eight thirty')).toBe(false);
    const quarterTo = accepts('time.readClock', 3, '1:45', 'english');
    for (const given of ['one forty-five', 'one forty five', '1 45', 'fifteen to two'])
      expect(quarterTo(given)).toBe(true);
    expect(quarterTo('two forty-five')).toBe(false);
    const sixOhFive = accepts('time.readClock', 4, '6:05', 'english');
    for (const given of ['six oh five', '6 oh 5', 'six o five', '6 05', 'six zero five', 'six 05'])
      expect(sixOhFive(given)).toBe(true);
    expect(sixOhFive('six fifty')).toBe(false);
  });

  it("takes the feedback's own words as an answer, at every level past o'clock, in both mediums", () => {
    for (const level of [2, 3, 4]) {
      for (const item of sample('time.readClock', level, 'kannada', 200)) {
        const said = /ಆದ್ದರಿಂದ (\d+ ಗಂಟೆ \d+ ನಿಮಿಷ)/.exec(item.question.feedback)?.[1];
        if (said) expect(checkPracticeAnswer(item, said, 'kannada')).toBe(true);
      }
    }
    const quarterPast = accepts('time.readClock', 3, '4:15', 'english');
    for (const given of ['quarter past 4', 'a quarter past four', '4:15'])
      expect(quarterPast(given)).toBe(true);
    const quarterTo = accepts('time.readClock', 3, '1:45', 'english');
    for (const given of ['quarter to 2', 'Quarter to two', '1:45']) expect(quarterTo(given)).toBe(true);
    expect(quarterTo('quarter past 1')).toBe(false);
    // The quarters in minutes, as their feedback says them (re-check of 3 Dec: "45 minutes past 8").
    for (const given of ['45 minutes past 1', '45 past 1', '15 to 2', '15 minutes to 2'])
      expect(quarterTo(given)).toBe(true);
    for (const given of ['15 minutes past 4', 'fifteen past four']) expect(quarterPast(given)).toBe(true);
    expect(accepts('time.readClock', 2, '3:30', 'english')('30 minutes past 3')).toBe(true);
    for (const item of sample('time.readClock', 3, 'english', 200)) {
      const said = /(\d+ minutes past \d+)/.exec(item.question.feedback)?.[1];
      if (said) expect(checkPracticeAnswer(item, said, 'english')).toBe(true);
    }
    // Five-minute times (review of 3 Dec: only "10:20" was taken at level 4).
    const twentyPast = accepts('time.readClock', 4, '10:20', 'english');
    for (const given of ['20 past 10', 'twenty past ten', '20 minutes past 10', '10:20'])
      expect(twentyPast(given)).toBe(true);
    expect(twentyPast('20 to 10')).toBe(false);
    const tenTo = accepts('time.readClock', 4, '3:50', 'english');
    for (const given of ['10 to 4', 'ten to four', '10 minutes to 4', '50 minutes past 3'])
      expect(tenTo(given)).toBe(true);
    expect(tenTo('10 to 3')).toBe(false);
    // To the minute (class 4, level 5): the clock's forms, the minutes past and to, and the
    // feedback's own words, in both mediums.
    const sevenTwentyThree = accepts('time.readClock', 5, '7:23', 'english');
    for (const given of ['7:23', '23 minutes past 7', 'twenty-three past seven', '07:23'])
      expect(sevenTwentyThree(given)).toBe(true);
    expect(sevenTwentyThree('7:25')).toBe(false);
    // One minute is "minute" (re-check s22o: 8:59 took "1 minutes to 9" and refused "1 minute to 9").
    const oneTo = accepts('time.readClock', 5, '8:59', 'english');
    for (const given of ['1 minute to 9', 'one minute to nine', '59 minutes past 8'])
      expect(oneTo(given)).toBe(true);
    expect(oneTo('1 minutes to 9')).toBe(false);
    const inKannada = accepts('time.readClock', 5, '7:23', 'kannada');
    for (const given of ['7 ಗಂಟೆ 23 ನಿಮಿಷ', '೭:೨೩', '7:23']) expect(inKannada(given)).toBe(true);
    for (const item of sample('time.readClock', 5, 'kannada', 200)) {
      const said = /ಆದ್ದರಿಂದ (\d+ ಗಂಟೆ \d+ ನಿಮಿಷ)/.exec(item.question.feedback)?.[1];
      expect(said && checkPracticeAnswer(item, said, 'kannada')).toBe(true);
    }
    for (const item of sample('time.readClock', 5, 'english', 200)) {
      const said = /(\d+) minutes? past (\d+)/.exec(item.question.feedback);
      expect(said && checkPracticeAnswer(item, said[0], 'english')).toBe(true);
    }
  });

  it('compares fractions over their smallest common denominator, not the product (re-read of 3 Dec)', () => {
    for (const medium of MEDIUMS)
      for (const { question } of sample('fractions.compare', 3, medium, 200)) {
        const [, , b, , d] = (/(\d+)\/(\d+) ___ (\d+)\/(\d+)/.exec(question.prompt) ?? []).map(Number);
        const common = Number(/(?:denominator |ಎರಡನ್ನೂ )(\d+)/.exec(question.feedback)?.[1]);
        const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
        expect(common).toBe(((b as number) * (d as number)) / gcd(b as number, d as number));
      }
  });

  it('compares only unlike fractions at level 3, never level 1 or 2 questions (blind sample 22, item 45)', () => {
    for (const medium of MEDIUMS)
      for (const { question } of sample('fractions.compare', 3, medium, 300)) {
        const [, a, b, c, d] = (/(\d+)\/(\d+) ___ (\d+)\/(\d+)/.exec(question.prompt) ?? []).map(Number);
        expect(a === c || b === d, question.prompt).toBe(false);
      }
  });

  it('takes away something within 9: never the same number from itself at level 1', () => {
    for (const medium of ['english', 'kannada'] as const)
      for (const item of sample('sub.noBorrow', 1, medium, 300)) {
        const [a, b] = (item.question.prompt.match(/\d+/g) ?? []).map(Number);
        expect(a).toBeGreaterThan(b ?? Number.POSITIVE_INFINITY);
      }
  });

  it('says quarter past and quarter to (ಕಾಲು, ಮುಕ್ಕಾಲು) in the quarter-hours feedback', () => {
    for (const medium of MEDIUMS)
      for (const { question } of sample('time.readClock', 3, medium, 200)) {
        const clock = (question as { clock: string }).clock;
        const [hour, minutes] = clock.split(':').map(Number) as [number, number];
        const next = (hour % 12) + 1;
        if (medium === 'english')
          expect(question.feedback).toMatch(
            minutes === 15
              ? new RegExp(`quarter past ${hour}, ${clock}\\.$`)
              : new RegExp(`quarter to ${next}: ${clock}\\.$`),
          );
        else
          expect(question.feedback).toMatch(
            minutes === 15 ? /ಕಾಲು \(\d+ ಗಂಟೆಯಾಗಿ ಕಾಲು ಗಂಟೆ\)\.$/ : /ಮುಕ್ಕಾಲು, ಅಂದರೆ ಪೌನೆ /,
          );
      }
  });

  it('offers fractions of a shape a child could pick: no piece more than were cut, no n/1, no whole', () => {
    for (const level of [2, 3])
      for (const { question } of sample('fractions.ofShape', level, 'english', 1000)) {
        if (!('options' in question)) throw new Error('an mcq');
        const [n] = numbers(question.prompt) as [number];
        for (const option of question.options) {
          const [p, q] = option.split('/').map(Number) as [number, number];
          expect(q).toBeGreaterThanOrEqual(2);
          expect(q).toBeLessThanOrEqual(n);
          expect(p).not.toBe(q);
        }
        expect(question.options.length).toBeGreaterThanOrEqual(3);
      }
  });

  it('never keys the middle of 1/4, 1/2 (2/4), 3/4 in class 2: no 2 of 4 pieces, a half with one wrong option (blind sample 25)', () => {
    for (const medium of MEDIUMS)
      for (const { question } of sample('fractions.ofShape', 1, medium, 500)) {
        if (!('options' in question)) throw new Error('an mcq');
        const [n, k] = numbers(question.prompt) as [number, number];
        expect([n, k]).not.toEqual([4, 2]);
        expect(question.options[question.answer as number]).not.toBe('2/4');
        // Nor a half between a quarter and three quarters: a half item has one wrong option.
        if (n === 2) expect(question.options).toHaveLength(2);
      }
  });

  it('asks class 2 "how much of" the food, not "what fraction"; Kannada says the food "has been cut" (ಮಾಡಲಾಗಿದೆ)', () => {
    for (const { question } of sample('fractions.ofShape', 1, 'english', 100)) {
      expect(question.prompt).toMatch(/ How much of the [a-z]+ is (left|eaten)\?$/);
      expect(question.prompt).not.toMatch(/fraction/);
    }
    for (const level of [1, 2, 3])
      for (const { question } of sample('fractions.ofShape', level, 'kannada', 50)) {
        expect(question.prompt).toMatch(/ಸಮ ಭಾಗ ಮಾಡಲಾಗಿದೆ\./);
      }
  });

  it('compares a fraction with itself at most once in a round', () => {
    for (const level of [1, 2])
      for (const medium of MEDIUMS)
        for (let round = 0; round < 300; round++) {
          const base = Array.from({ length: 6 }, (_, i) => seedOf(round * 10 + i));
          const equal = roundSeeds('fractions.compare', level, base, medium).filter((seed) => {
            const { question } = generate('fractions.compare', level, seed, medium);
            return 'answer' in question && question.answer === 2;
          });
          expect(equal.length).toBeLessThanOrEqual(1);
        }
  });

  it('adds and takes away 5-digit numbers for class 5 (lakhs chapter), column by column', () => {
    for (const medium of MEDIUMS) {
      for (const { question } of sample('add.carry', 5, medium, 100)) {
        const [a, b] = numbers(question.prompt) as [number, number];
        expect([String(a).length, String(b).length, String(a + b).length]).toEqual([5, 5, 5]);
        if (medium === 'english') expect(question.feedback).toMatch(/Then the ten thousands: /);
      }
      for (const { question } of sample('sub.borrow', 5, medium, 100)) {
        const [a] = numbers(question.prompt) as [number];
        expect(String(a).length).toBe(5);
        if (medium === 'english') expect(question.feedback).toMatch(/Ten thousands: /);
      }
    }
  });
});

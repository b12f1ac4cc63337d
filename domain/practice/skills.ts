import type { ActivityBody } from '../contract/activity.ts';
import type { Medium } from './numerals.ts';
import { englishNumberName, kannadaDigits, kannadaNumberName } from './numerals.ts';
import type { Random } from './random.ts';

/**
 * The maths skills children practise with generated items (issue 19), each with levels whose
 * ranges grow with the class. An item is an existing activity question (`mcq` or `fill`, as
 * domain/rules/scoring.ts defines them), so the players show it unchanged; each skill always gives
 * the same kind, so one practice round is one activity body. Numbers in prompts are written with
 * Western digits in both mediums, as the state textbooks do; fill answers in Kannada medium also
 * accept Kannada digits and (up to 100) Kannada number words.
 */
export type McqQuestion = Extract<ActivityBody, { kind: 'mcq' }>['questions'][number];
export type FillQuestion = Extract<ActivityBody, { kind: 'fill' }>['questions'][number];
export type PracticeQuestion =
  | { kind: 'mcq'; question: McqQuestion }
  | { kind: 'fill'; question: FillQuestion };

interface Level {
  /** The class (standard) whose number work this level suits. */
  classes: string;
  note: string;
}
interface Skill {
  kind: 'mcq' | 'fill';
  levels: Level[];
  make(rng: Random, level: number, medium: Medium): Made;
}
type Made = McqQuestion | FillQuestion;

const say = (medium: Medium, en: string, kn: string) => (medium === 'english' ? en : kn);

/** The accepted answers to a number question: digits, and in Kannada medium its Kannada forms. */
export function numberAnswers(n: number, medium: Medium): string[] {
  if (medium === 'english') return [String(n)];
  return [String(n), kannadaDigits(String(n)), ...(n >= 0 && n <= 100 ? [kannadaNumberName(n)] : [])];
}

const fill = (prompt: string, answers: string[], feedback: string): FillQuestion => ({
  prompt,
  answers,
  feedback,
});

/** Four different numbers near n in [lo, hi] (at least 7 values wide), shuffled. */
function nearNumbers(rng: Random, n: number, lo: number, hi: number): number[] {
  const chosen = new Set([n]);
  while (chosen.size < 4) chosen.add(rng.int(Math.max(lo, n - 6), Math.min(hi, n + 6)));
  return rng.shuffle([...chosen]);
}

/** Digits of a number, most significant first, built column by column from the ones. */
const fromColumns = (columns: number[]) => columns.reduce((sum, digit, i) => sum + digit * 10 ** i, 0);

/** Two numbers of `columns` digits, `pair(leading, ones)` picking each column's two digits. */
function columnPairs(columns: number, pair: (leading: boolean, ones: boolean) => [number, number]) {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < columns; i++) {
    const [x, y] = pair(i === columns - 1, i === 0);
    a.push(x);
    b.push(y);
  }
  return { a: fromColumns(a), b: fromColumns(b) };
}

const SIGNS = ['<', '>', '='];
const signOf = (difference: number) => (difference < 0 ? 0 : difference > 0 ? 1 : 2);

function compareQuestion(medium: Medium, left: string, right: string, difference: number, reason: string) {
  const answer = signOf(difference);
  const sign = SIGNS[answer] as string;
  const relation =
    answer === 2
      ? say(medium, `${left} and ${right} are equal`, `${left} ಮತ್ತು ${right} ಸಮ`)
      : answer === 0
        ? say(medium, `${left} is less than ${right}`, `${left}, ${right} ಕ್ಕಿಂತ ಚಿಕ್ಕದು`)
        : say(medium, `${left} is more than ${right}`, `${left}, ${right} ಕ್ಕಿಂತ ದೊಡ್ಡದು`);
  return {
    prompt: say(
      medium,
      `Which sign goes in the blank? ${left} ___ ${right}`,
      `ಖಾಲಿ ಜಾಗಕ್ಕೆ ಯಾವ ಚಿಹ್ನೆ ಸರಿ? ${left} ___ ${right}`,
    ),
    options: [...SIGNS],
    answer,
    feedback: `${reason}${relation}: ${left} ${sign} ${right}.`,
  };
}

const TABLES = [
  [2, 5, 10],
  [2, 3, 4, 5],
  [2, 3, 4, 5, 6, 7, 8, 9, 10],
  Array.from({ length: 19 }, (_, i) => i + 2),
];
const DIVISORS = [
  [2, 5, 10],
  [2, 3, 4, 5],
  [2, 3, 4, 5, 6, 7, 8, 9, 10],
  Array.from({ length: 11 }, (_, i) => i + 2),
];

/** The steps each skip-counting level counts in. */
const SKIP_STEPS = [
  [2, 5, 10],
  [2, 3, 4, 5, 10],
  [5, 10, 25, 50, 100],
  [100, 250, 500, 1000],
];

/**
 * Things a child buys, with what one costs in a Karnataka shop (rupees, lowest and highest): a
 * price is drawn inside its thing's range, so no banana costs ₹412 (issue 28).
 */
export const ITEMS: { name: [string, string]; price: [number, number] }[] = [
  { name: ['pencil', 'ಪೆನ್ಸಿಲ್'], price: [5, 10] },
  { name: ['eraser', 'ರಬ್ಬರ್'], price: [3, 10] },
  { name: ['banana', 'ಬಾಳೆಹಣ್ಣು'], price: [5, 10] },
  { name: ['chocolate', 'ಚಾಕಲೇಟ್'], price: [5, 20] },
  { name: ['pen', 'ಪೆನ್ನು'], price: [10, 30] },
  { name: ['mango', 'ಮಾವಿನಹಣ್ಣು'], price: [20, 60] },
  { name: ['ball', 'ಚೆಂಡು'], price: [20, 100] },
  { name: ['notebook', 'ನೋಟ್ ಪುಸ್ತಕ'], price: [30, 80] },
  { name: ['box of crayons', 'ಬಣ್ಣದ ಕಡ್ಡಿಗಳ ಡಬ್ಬಿ'], price: [40, 100] },
  { name: ['storybook', 'ಕಥೆ ಪುಸ್ತಕ'], price: [60, 200] },
  { name: ['water bottle', 'ನೀರಿನ ಬಾಟಲಿ'], price: [80, 250] },
  { name: ['lunch box', 'ಊಟದ ಡಬ್ಬಿ'], price: [100, 300] },
  { name: ['umbrella', 'ಕೊಡೆ'], price: [150, 400] },
  { name: ['school bag', 'ಶಾಲೆಯ ಚೀಲ'], price: [300, 490] },
];

/** The things whose price can fall in [lo, hi], each with a price drawn where both ranges meet. */
function pricedItems(rng: Random, lo: number, hi: number, count: number) {
  const fits = ITEMS.filter(({ price: [from, to] }) => from <= hi && to >= lo);
  return rng
    .shuffle(fits)
    .slice(0, count)
    .map(({ name, price: [from, to] }) => ({ name, cost: rng.int(Math.max(from, lo), Math.min(to, hi)) }));
}

/** Units by id: English and Kannada abbreviations. */
export const UNITS: Record<string, [string, string]> = {
  m: ['m', 'ಮೀ'],
  cm: ['cm', 'ಸೆಂ.ಮೀ'],
  mm: ['mm', 'ಮಿ.ಮೀ'],
  km: ['km', 'ಕಿ.ಮೀ'],
  kg: ['kg', 'ಕಿ.ಗ್ರಾಂ'],
  g: ['g', 'ಗ್ರಾಂ'],
  l: ['l', 'ಲೀ'],
  ml: ['ml', 'ಮಿ.ಲೀ'],
};
const CONVERSIONS: Record<number, [string, string, number][]> = {
  1: [['m', 'cm', 100]],
  2: [
    ['kg', 'g', 1000],
    ['l', 'ml', 1000],
  ],
  3: [
    ['km', 'm', 1000],
    ['cm', 'mm', 10],
    ['m', 'cm', 100],
  ],
  4: [
    ['m', 'cm', 100],
    ['kg', 'g', 1000],
    ['l', 'ml', 1000],
    ['km', 'm', 1000],
  ],
};

export const SKILLS = {
  /** Read a number and choose its name. */
  'count.numberNames': {
    kind: 'mcq',
    levels: [
      { classes: '1', note: '0–10' },
      { classes: '1', note: '0–20' },
      { classes: '2', note: '0–50' },
      { classes: '2', note: '0–100' },
    ],
    make(rng, level, medium) {
      const max = [10, 20, 50, 100][level - 1] as number;
      const n = rng.int(0, max);
      const options = nearNumbers(rng, n, 0, max);
      const name = medium === 'english' ? englishNumberName : kannadaNumberName;
      return {
        prompt: say(medium, `Which is the number name for ${n}?`, `${n} ಸಂಖ್ಯೆಯ ಹೆಸರು ಯಾವುದು?`),
        options: options.map(name),
        answer: options.indexOf(n),
        feedback: say(medium, `${n} is written “${name(n)}”.`, `${n} ಅನ್ನು ‘${name(n)}’ ಎಂದು ಬರೆಯುತ್ತೇವೆ.`),
      };
    },
  },
  /** The value of one digit in a number (all digits different, none zero). */
  placeValue: {
    kind: 'fill',
    levels: [
      { classes: '1–2', note: '2 digits' },
      { classes: '3', note: '3 digits' },
      { classes: '4', note: '4 digits' },
      { classes: '5', note: '5 digits' },
    ],
    make(rng, level, medium) {
      const length = level + 1;
      const digits = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, length);
      const n = Number(digits.join(''));
      const position = rng.int(0, length - 1);
      const digit = digits[length - 1 - position] as number;
      const value = digit * 10 ** position;
      const place = say(
        medium,
        ['ones', 'tens', 'hundreds', 'thousands', 'ten thousands'][position] as string,
        ['ಬಿಡಿ', 'ಹತ್ತರ', 'ನೂರರ', 'ಸಾವಿರದ', 'ಹತ್ತು ಸಾವಿರದ'][position] as string,
      );
      return fill(
        say(medium, `In ${n}, the digit ${digit} stands for ___.`, `${n} ರಲ್ಲಿ ${digit} ಅಂಕಿಯ ಸ್ಥಾನ ಬೆಲೆ ___.`),
        numberAnswers(value, medium),
        say(
          medium,
          `${digit} is in the ${place} place, so it stands for ${value}.`,
          `${digit} ${place} ಸ್ಥಾನದಲ್ಲಿದೆ, ಆದ್ದರಿಂದ ಅದರ ಬೆಲೆ ${value}.`,
        ),
      );
    },
  },
  /** <, > or = between two numbers. */
  compare: {
    kind: 'mcq',
    levels: [
      { classes: '1', note: 'up to 20' },
      { classes: '2', note: 'up to 100' },
      { classes: '3', note: 'up to 1000' },
      { classes: '4–5', note: 'up to 99999' },
    ],
    make(rng, level, medium) {
      const max = [20, 100, 1000, 99999][level - 1] as number;
      const a = rng.int(0, max);
      const b = rng.next() < 1 / 6 ? a : rng.int(0, max);
      return compareQuestion(medium, String(a), String(b), a - b, '');
    },
  },
  /** Addition where no column reaches ten. */
  'add.noCarry': {
    kind: 'fill',
    levels: [
      { classes: '1', note: '1 digit, sum up to 9' },
      { classes: '2', note: '2 digits' },
      { classes: '3', note: '3 digits' },
      { classes: '4', note: '4 digits' },
    ],
    make(rng, level, medium) {
      const { a, b } = columnPairs(level, (leading) => {
        const x = leading ? rng.int(1, 8) : rng.int(0, 9);
        return [x, leading ? rng.int(1, 9 - x) : rng.int(0, 9 - x)];
      });
      return sum(medium, a, b, false);
    },
  },
  /** Addition with at least one carry (always from the ones). */
  'add.carry': {
    kind: 'fill',
    levels: [
      { classes: '1–2', note: '1 digit, sum 11–18 (crossing ten, made ten first)' },
      { classes: '2', note: '2 digits' },
      { classes: '3', note: '3 digits' },
      { classes: '4', note: '4 digits' },
    ],
    make(rng, level, medium) {
      const { a, b } = columnPairs(level, (leading, ones) => {
        // Level 1 crosses ten (11–18): a sum of exactly 10 carries nothing a child can see.
        if (ones && level === 1) {
          const x = rng.int(2, 9);
          return [x, rng.int(11 - x, 9)];
        }
        if (ones) {
          const x = rng.int(1, 9);
          return [x, rng.int(10 - x, 9)];
        }
        return leading ? [rng.int(1, 9), rng.int(1, 9)] : [rng.int(0, 9), rng.int(0, 9)];
      });
      return sum(medium, a, b, true);
    },
  },
  /** Subtraction where no column needs to borrow. */
  'sub.noBorrow': {
    kind: 'fill',
    levels: [
      { classes: '1', note: 'within 9' },
      { classes: '2', note: '2 digits' },
      { classes: '3', note: '3 digits' },
      { classes: '4', note: '4 digits' },
    ],
    make(rng, level, medium) {
      const { a, b } = columnPairs(level, (leading) => {
        const x = leading ? rng.int(1, 9) : rng.int(0, 9);
        return [x, leading ? rng.int(1, x) : rng.int(0, x)];
      });
      return difference(medium, a, b, false);
    },
  },
  /** Subtraction that borrows from the tens. */
  'sub.borrow': {
    kind: 'fill',
    levels: [
      { classes: '2', note: '2 digits minus 1 digit' },
      { classes: '2–3', note: '2 digits' },
      { classes: '3', note: '3 digits' },
      { classes: '4', note: '4 digits' },
    ],
    make(rng, level, medium) {
      const onesB = rng.int(1, 9);
      const onesA = rng.int(0, onesB - 1);
      let highA: number;
      let highB: number;
      if (level === 1) {
        highA = rng.int(1, 9);
        highB = 0;
      } else {
        const lo = 10 ** (level - 2);
        highA = rng.int(lo + 1, 10 ** (level - 1) - 1);
        highB = rng.int(lo, highA - 1);
      }
      return difference(medium, highA * 10 + onesA, highB * 10 + onesB, true);
    },
  },
  /** Multiplication tables. */
  tables: {
    kind: 'fill',
    levels: [
      { classes: '2', note: 'tables of 2, 5, 10' },
      { classes: '2–3', note: 'tables of 2–5' },
      { classes: '3', note: 'tables of 2–10' },
      { classes: '4', note: 'tables of 2–20' },
    ],
    make(rng, level, medium) {
      const a = rng.pick(TABLES[level - 1] as number[]);
      const b = rng.int(1, 10);
      return fill(
        `${a} × ${b} = ___`,
        numberAnswers(a * b, medium),
        say(medium, `${b} times ${a} is ${a * b}.`, `${a}ರ ಮಗ್ಗಿ: ${a} × ${b} = ${a * b}.`),
      );
    },
  },
  /** Division facts: the tables backwards, no remainder. */
  'division.facts': {
    kind: 'fill',
    levels: [
      { classes: '3', note: 'by 2, 5, 10' },
      { classes: '3', note: 'by 2–5' },
      { classes: '4', note: 'by 2–10' },
      { classes: '5', note: 'by 2–12, quotients to 12' },
    ],
    make(rng, level, medium) {
      const divisor = rng.pick(DIVISORS[level - 1] as number[]);
      const quotient = rng.int(1, level === 4 ? 12 : 10);
      const dividend = divisor * quotient;
      return fill(
        `${dividend} ÷ ${divisor} = ___`,
        numberAnswers(quotient, medium),
        say(
          medium,
          `${divisor} × ${quotient} = ${dividend}, so ${dividend} ÷ ${divisor} = ${quotient}.`,
          `${divisor} × ${quotient} = ${dividend}, ಆದ್ದರಿಂದ ${dividend} ÷ ${divisor} = ${quotient}.`,
        ),
      );
    },
  },
  /** The fraction of a shape that is taken. */
  'fractions.ofShape': {
    kind: 'mcq',
    levels: [
      { classes: '2', note: 'halves and quarters' },
      { classes: '3', note: 'up to sixths' },
      { classes: '4', note: 'up to twelfths' },
    ],
    make(rng, level, medium) {
      const n = rng.pick(level === 1 ? [2, 4] : level === 2 ? [2, 3, 4, 5, 6] : [2, 3, 4, 5, 6, 8, 10, 12]);
      const k = rng.int(1, n - 1);
      const right = `${k}/${n}`;
      const others = [
        `${n - k}/${n}`,
        `${n}/${k}`,
        `${k}/${n + 1}`,
        `${k + 1}/${n}`,
        `${k}/${n - 1}`,
        `${n - k}/${k}`,
      ];
      const wrong = rng.shuffle([...new Set(others)].filter((o) => o !== right)).slice(0, 3);
      const options = rng.shuffle([right, ...wrong]);
      return {
        prompt: say(
          medium,
          `A roti is cut into ${n} equal pieces and ${k} of them ${k === 1 ? 'is' : 'are'} eaten. What fraction of the roti is eaten?`,
          `ಒಂದು ರೊಟ್ಟಿಯನ್ನು ${n} ಸಮ ಭಾಗ ಮಾಡಿ, ಅದರಲ್ಲಿ ${k} ಭಾಗ ತಿನ್ನಲಾಗಿದೆ. ರೊಟ್ಟಿಯ ಎಷ್ಟು ಭಾಗ ತಿಂದಾಯಿತು?`,
        ),
        options,
        answer: options.indexOf(right),
        feedback: say(
          medium,
          `${k} of ${n} equal pieces is ${right}.`,
          `${n} ಸಮ ಭಾಗಗಳಲ್ಲಿ ${k} ಭಾಗ ಎಂದರೆ ${right}.`,
        ),
      };
    },
  },
  /** <, > or = between two fractions. */
  'fractions.compare': {
    kind: 'mcq',
    levels: [
      { classes: '3', note: 'same denominator' },
      { classes: '4', note: 'same numerator' },
      { classes: '5', note: 'any denominators up to 12' },
    ],
    make(rng, level, medium) {
      let a: number;
      let b: number;
      let c: number;
      let d: number;
      let reason: string;
      if (level === 1) {
        b = d = rng.int(3, 12);
        a = rng.int(1, b - 1);
        c = rng.int(1, d - 1);
        reason = say(
          medium,
          'The pieces are the same size, so more pieces is more. ',
          'ಭಾಗಗಳು ಒಂದೇ ಗಾತ್ರದವು; ಹೆಚ್ಚು ಭಾಗಗಳಿದ್ದರೆ ಹೆಚ್ಚು. ',
        );
      } else if (level === 2) {
        a = c = rng.int(1, 5);
        b = rng.int(a + 1, 12);
        d = rng.int(a + 1, 12);
        reason = say(
          medium,
          'The same number of pieces; the more parts a whole is cut into, the smaller each piece. ',
          'ಭಾಗಗಳ ಸಂಖ್ಯೆ ಒಂದೇ; ಹೆಚ್ಚು ತುಂಡು ಮಾಡಿದಷ್ಟೂ ಪ್ರತಿ ತುಂಡು ಚಿಕ್ಕದು. ',
        );
      } else {
        b = rng.int(2, 12);
        d = rng.int(2, 12);
        a = rng.int(1, b - 1);
        c = rng.int(1, d - 1);
        reason = say(
          medium,
          `Write both with the denominator ${b * d}: ${a * d}/${b * d} and ${c * b}/${b * d}. `,
          `ಎರಡನ್ನೂ ${b * d} ಛೇದದಲ್ಲಿ ಬರೆ: ${a * d}/${b * d} ಮತ್ತು ${c * b}/${b * d}. `,
        );
      }
      return compareQuestion(medium, `${a}/${b}`, `${c}/${d}`, a * d - c * b, reason);
    },
  },
  /** Adding prices, then giving change. */
  'money.total': {
    kind: 'fill',
    levels: [
      { classes: '1', note: 'two prices up to ₹10' },
      { classes: '2', note: 'two prices up to ₹50' },
      { classes: '3', note: 'three prices up to ₹100' },
      { classes: '4', note: 'change from a note up to ₹500' },
    ],
    make(rng, level, medium): Made {
      const name = ([en, kn]: [string, string], first: boolean) =>
        medium === 'english' ? (first ? en[0]?.toUpperCase() + en.slice(1) : en) : kn;
      if (level === 4) {
        const [{ name: thing, cost }] = pricedItems(rng, 1, 499, 1) as [
          { name: [string, string]; cost: number },
        ];
        // The note a child would hand over: one of the notes larger than the price.
        const note = rng.pick([10, 20, 50, 100, 200, 500].filter((n) => n > cost));
        return fill(
          say(
            medium,
            `${/^[aeiou]/.test(thing[0]) ? 'An' : 'A'} ${thing[0]} costs ₹${cost}. You pay with a ₹${note} note and get ₹___ back.`,
            `${thing[1]}: ₹${cost}. ₹${note}ರ ನೋಟು ಕೊಟ್ಟರೆ ₹___ ಚಿಲ್ಲರೆ ವಾಪಸ್ ಬರುತ್ತದೆ.`,
          ),
          numberAnswers(note - cost, medium),
          `₹${note} − ₹${cost} = ₹${note - cost}.`,
        );
      }
      const count = level === 3 ? 3 : 2;
      const [lo, hi] = [
        [1, 10],
        [5, 50],
        [10, 100],
      ][level - 1] as [number, number];
      const things = pricedItems(rng, lo, hi, count);
      const prices = things.map((thing) => thing.cost);
      const list = things.map((thing, i) => `${name(thing.name, i === 0)} ₹${prices[i]}`).join(', ');
      const total = prices.reduce((s, p) => s + p, 0);
      const together =
        count === 2
          ? say(medium, 'Both together cost ₹___.', 'ಎರಡಕ್ಕೂ ಸೇರಿ ಒಟ್ಟು ₹___.')
          : say(medium, 'All three together cost ₹___.', 'ಮೂರಕ್ಕೂ ಸೇರಿ ಒಟ್ಟು ₹___.');
      return fill(
        `${list}. ${together}`,
        numberAnswers(total, medium),
        `${prices.map((p) => `₹${p}`).join(' + ')} = ₹${total}.`,
      );
    },
  },
  /** Reading a clock from where its hands point. */
  'time.readClock': {
    kind: 'fill',
    levels: [
      { classes: '1–2', note: "o'clock" },
      { classes: '2', note: 'half past' },
      { classes: '3', note: 'quarter hours' },
      { classes: '3–4', note: 'five minutes' },
    ],
    make(rng, level, medium) {
      const hour = rng.int(1, 12);
      const minutes =
        level === 1
          ? 0
          : level === 2
            ? rng.pick([0, 30])
            : level === 3
              ? rng.pick([0, 15, 30, 45])
              : 5 * rng.int(0, 11);
      const mm = String(minutes).padStart(2, '0');
      const long = minutes === 0 ? 12 : minutes / 5;
      const next = (hour % 12) + 1;
      const hands =
        minutes === 0
          ? say(
              medium,
              `The short hand is at ${hour} and the long hand is at 12.`,
              `ಚಿಕ್ಕ ಮುಳ್ಳು ${hour}ರ ಮೇಲೆ, ದೊಡ್ಡ ಮುಳ್ಳು 12ರ ಮೇಲೆ ಇದೆ.`,
            )
          : say(
              medium,
              `The short hand is between ${hour} and ${next}, and the long hand is at ${long}.`,
              `ಚಿಕ್ಕ ಮುಳ್ಳು ${hour} ಮತ್ತು ${next}ರ ನಡುವೆ, ದೊಡ್ಡ ಮುಳ್ಳು ${long}ರ ಮೇಲೆ ಇದೆ.`,
            );
      const forms = [`${hour}:${mm}`, `${hour}.${mm}`, ...(hour < 10 ? [`0${hour}:${mm}`] : [])];
      const clockForms = medium === 'english' ? forms : [...forms, ...forms.map(kannadaDigits)];
      // O'clock (classes 1–2): the hour alone is the answer, as a child says it ("2", ೨, ಎರಡು),
      // and the clock's own form is right too; no "(hours:minutes)" to be read aloud.
      if (level === 1)
        return fill(
          `${hands} ${say(medium, "It is ___ o'clock.", 'ಈಗ ___ ಗಂಟೆ.')}`,
          [...numberAnswers(hour, medium), ...clockForms],
          say(
            medium,
            `The long hand at 12 means o'clock: ${hour} o'clock.`,
            `ದೊಡ್ಡ ಮುಳ್ಳು 12ರ ಮೇಲಿದ್ದರೆ ಸರಿಯಾಗಿ ${hour} ಗಂಟೆ.`,
          ),
        );
      return fill(
        `${hands} ${say(medium, 'The time is ___ (hours:minutes).', 'ಸಮಯ ___ (ಗಂಟೆ:ನಿಮಿಷ).')}`,
        clockForms,
        minutes === 0
          ? say(
              medium,
              `The long hand at 12 means o'clock: ${hour}:00.`,
              `ದೊಡ್ಡ ಮುಳ್ಳು 12ರ ಮೇಲಿದ್ದರೆ ಸರಿಯಾಗಿ ${hour} ಗಂಟೆ: ${hour}:00.`,
            )
          : say(
              medium,
              `Each number is 5 minutes for the long hand: ${long} × 5 = ${minutes} minutes past ${hour}, so ${hour}:${mm}.`,
              `ದೊಡ್ಡ ಮುಳ್ಳಿಗೆ ಪ್ರತಿ ಅಂಕಿ 5 ನಿಮಿಷ: ${long} × 5 = ${minutes}. ಆದ್ದರಿಂದ ${hour} ಗಂಟೆ ${minutes} ನಿಮಿಷ, ${hour}:${mm}.`,
            ),
      );
    },
  },
  /** Converting between units of length, weight and volume. */
  'measure.convert': {
    kind: 'fill',
    levels: [
      { classes: '3', note: 'metres to centimetres' },
      { classes: '4', note: 'kg and g, l and ml, both ways' },
      { classes: '4', note: 'km and m, cm and mm, m and cm, both ways' },
      { classes: '5', note: 'mixed units (3 m 45 cm) to the smaller unit' },
    ],
    make(rng, level, medium): Made {
      const [big, small, factor] = rng.pick(CONVERSIONS[level] as [string, string, number][]);
      const unit = (id: string) => (UNITS[id] as [string, string])[medium === 'english' ? 0 : 1];
      const rule = `1 ${unit(big)} = ${factor} ${unit(small)}`;
      const so = say(medium, ', so ', ', ಆದ್ದರಿಂದ ');
      if (level === 4) {
        const whole = rng.int(1, 9);
        const part = rng.int(1, factor - 1);
        const answer = whole * factor + part;
        return fill(
          `${whole} ${unit(big)} ${part} ${unit(small)} = ___ ${unit(small)}`,
          numberAnswers(answer, medium),
          `${rule}${so}${whole} × ${factor} + ${part} = ${answer}.`,
        );
      }
      const amount = rng.int(1, level === 3 ? 20 : 10);
      const down = level === 1 || rng.next() < 0.5;
      const [given, wanted, answer] = down
        ? [`${amount} ${unit(big)}`, unit(small), amount * factor]
        : [`${amount * factor} ${unit(small)}`, unit(big), amount];
      return fill(
        `${given} = ___ ${wanted}`,
        numberAnswers(answer, medium),
        `${rule}${so}${given} = ${answer} ${wanted}.`,
      );
    },
  },
  /** The next number of a sequence that counts on (or back) in equal steps. */
  skipCount: {
    kind: 'fill',
    levels: [
      { classes: '1', note: 'on in 2s, 5s, 10s up to 50' },
      { classes: '2', note: 'on or back in 2s, 3s, 4s, 5s, 10s up to 100' },
      { classes: '3', note: 'on or back in 5s, 10s, 25s, 50s, 100s up to 1000' },
      { classes: '4', note: 'on or back in 100s, 250s, 500s, 1000s up to 10000' },
    ],
    make(rng, level, medium) {
      const step = rng.pick(SKIP_STEPS[level - 1] as number[]);
      const max = [50, 100, 1000, 10000][level - 1] as number;
      const back = level > 1 && rng.next() < 0.4;
      // Four terms in [0, max]: three shown, the fourth asked for.
      const steps = Math.floor(max / step);
      const start = (back ? rng.int(3, steps) : rng.int(0, steps - 3)) * step;
      const terms = [0, 1, 2, 3].map((i) => start + (back ? -i : i) * step);
      const answer = terms[3] as number;
      return fill(
        `${say(medium, 'What comes next?', 'ಮುಂದಿನ ಸಂಖ್ಯೆ ಯಾವುದು?')} ${terms.slice(0, 3).join(', ')}, ___`,
        numberAnswers(answer, medium),
        back
          ? say(medium, `Each number is ${step} less: ${answer}.`, `ಪ್ರತಿ ಸಂಖ್ಯೆ ${step} ಕಡಿಮೆ: ${answer}.`)
          : say(medium, `Each number is ${step} more: ${answer}.`, `ಪ್ರತಿ ಸಂಖ್ಯೆ ${step} ಹೆಚ್ಚು: ${answer}.`),
      );
    },
  },
  /** Multiplying a 2- or 3-digit number by a 1- or 2-digit number, split by place. */
  'multiply.multiDigit': {
    kind: 'fill',
    levels: [
      { classes: '3', note: '2 digits × 1 digit, no regrouping' },
      { classes: '4', note: '2 digits × 1 digit, with regrouping' },
      { classes: '4', note: '3 digits × 1 digit' },
      { classes: '5', note: '2 digits × 2 digits' },
      { classes: '5', note: '3 digits × 2 digits' },
    ],
    make(rng, level, medium) {
      let a: number;
      let b: number;
      if (level === 1) {
        b = rng.int(2, 4);
        a = rng.int(1, Math.floor(9 / b)) * 10 + rng.int(1, Math.floor(9 / b));
      } else if (level === 2) {
        do {
          b = rng.int(2, 9);
          a = rng.int(11, 99);
        } while ((a % 10) * b < 10);
      } else {
        a = level === 4 ? rng.int(11, 99) : rng.int(101, 999);
        b = level === 3 ? rng.int(2, 9) : rng.int(11, 99);
      }
      const product = a * b;
      // Split the bigger-place number (the second when it has two digits) into tens and ones.
      const split = b >= 10 ? b : a;
      const low = split % 10;
      const high = split - low;
      const part = (n: number) => (b >= 10 ? `${a} × ${n}` : `${n} × ${b}`);
      const steps =
        low > 0
          ? `${part(high)} = ${(product / split) * high}, ${part(low)} = ${(product / split) * low}; ${(product / split) * high} + ${(product / split) * low} = ${product}`
          : `${a} × ${b} = ${product}`;
      return fill(
        `${a} × ${b} = ___`,
        numberAnswers(product, medium),
        say(medium, `Split by place and add: ${steps}.`, `ಸ್ಥಾನವಾರು ಬಿಡಿಸಿ ಕೂಡಿಸು: ${steps}.`),
      );
    },
  },
  /** Division that leaves a remainder: choose the quotient and remainder. */
  'division.remainder': {
    kind: 'mcq',
    levels: [
      { classes: '3', note: 'up to 50, by 2–5' },
      { classes: '4', note: '2 digits by 2–9' },
      { classes: '5', note: '3 digits by 2–9' },
      { classes: '5', note: '3 digits by 11–25' },
    ],
    make(rng, level, medium) {
      const divisor = level === 1 ? rng.int(2, 5) : level === 4 ? rng.int(11, 25) : rng.int(2, 9);
      const [lo, hi] = [
        [divisor + 1, 50],
        [11, 99],
        [100, 999],
        [100, 999],
      ][level - 1] as [number, number];
      let dividend: number;
      do dividend = rng.int(lo, hi);
      while (dividend % divisor === 0);
      const quotient = Math.floor(dividend / divisor);
      const remainder = dividend % divisor;
      const show = ([q, r]: [number, number]) => say(medium, `${q} remainder ${r}`, `${q}, ಶೇಷ ${r}`);
      // Common slips: one group too few (remainder too big), one too many, a wrong remainder.
      const slips: [number, number][] = [
        [quotient - 1, remainder + divisor],
        [quotient + 1, remainder],
        [quotient, remainder === divisor - 1 ? remainder - 1 : remainder + 1],
      ];
      const options = rng.shuffle([show([quotient, remainder]), ...slips.filter(([q]) => q >= 0).map(show)]);
      return {
        prompt: say(
          medium,
          `${dividend} ÷ ${divisor}: what are the quotient and the remainder?`,
          `${dividend} ÷ ${divisor}: ಭಾಗಲಬ್ಧ ಮತ್ತು ಶೇಷ ಎಷ್ಟು?`,
        ),
        options,
        answer: options.indexOf(show([quotient, remainder])),
        feedback: say(
          medium,
          `${divisor} × ${quotient} = ${divisor * quotient} and ${remainder} is left, less than ${divisor}.`,
          `${divisor} × ${quotient} = ${divisor * quotient}; ಉಳಿದದ್ದು ${remainder}, ಇದು ${divisor}ಕ್ಕಿಂತ ಕಡಿಮೆ.`,
        ),
      };
    },
  },
} satisfies Record<string, Skill>;

function sum(medium: Medium, a: number, b: number, carry: boolean) {
  const total = a + b;
  return fill(
    `${a} + ${b} = ___`,
    numberAnswers(total, medium),
    carry && total < 20 && a < 10 && b < 10
      ? makeTen(medium, a, b)
      : carry
        ? say(
            medium,
            `Add the ones first and carry the ten: ${a} + ${b} = ${total}.`,
            `ಮೊದಲು ಬಿಡಿಗಳನ್ನು ಕೂಡಿಸು, ಹತ್ತನ್ನು ಹತ್ತರ ಸ್ಥಾನಕ್ಕೆ ಒಯ್ಯು: ${a} + ${b} = ${total}.`,
          )
        : `${a} + ${b} = ${total}.`,
  );
}

/**
 * Two one-digit numbers crossing ten, as class 1 is taught (no columns yet): fill the bigger one
 * up to ten, then add what is left (8 + 5: 8 and 2 make 10, 3 more make 13).
 */
function makeTen(medium: Medium, a: number, b: number) {
  const [big, small] = a >= b ? [a, b] : [b, a];
  const need = 10 - big;
  const rest = small - need;
  const total = a + b;
  return say(
    medium,
    `${big} and ${need} make 10, and ${rest} more make ${total}: ${a} + ${b} = ${total}.`,
    `${big}ಕ್ಕೆ ${need} ಸೇರಿಸಿದರೆ 10; ಇನ್ನೂ ${rest} ಸೇರಿಸಿದರೆ ${total}: ${a} + ${b} = ${total}.`,
  );
}

function difference(medium: Medium, a: number, b: number, borrow: boolean) {
  const result = a - b;
  return fill(
    `${a} − ${b} = ___`,
    numberAnswers(result, medium),
    borrow ? `${borrowing(medium, a, b)} ${a} − ${b} = ${result}.` : `${a} − ${b} = ${result}.`,
  );
}

/** The places above the tens that can lend, in English and in Kannada's object case. */
const LENDERS: [string, string][] = [
  ['hundred', 'ನೂರನ್ನು'],
  ['thousand', 'ಸಾವಿರವನ್ನು'],
];

/**
 * How the borrowing goes in a − b, in the words of the digits it has (issue 28: "take one ten
 * from the tens" when the tens digit is 0 was wrong): from the tens when there are some, else
 * from the nearest place that has one, changed down to tens first; and a word for the later
 * columns that borrow again.
 */
export function borrowing(medium: Medium, a: number, b: number): string {
  const da = [...String(a)].reverse().map(Number);
  const db = [...String(b)].reverse().map(Number);
  // The column subtraction as a child does it, ones first: which columns borrow.
  const borrows: boolean[] = [];
  let owed = 0;
  for (let i = 0; i < da.length; i += 1) {
    const top = (da[i] ?? 0) - owed;
    borrows.push(top < (db[i] ?? 0));
    owed = top < (db[i] ?? 0) ? 1 : 0;
  }
  const later = borrows.slice(1).some(Boolean)
    ? say(medium, ' Where another column has too few, do the same.', ' ಬೇರೆ ಸ್ಥಾನದಲ್ಲೂ ಸಾಲದಿದ್ದರೆ ಹಾಗೆಯೇ ಮಾಡು.')
    : '';
  if (!borrows[0])
    return say(
      medium,
      'Where a column has too few, take one from the next place.',
      'ಒಂದು ಸ್ಥಾನದಲ್ಲಿ ಸಾಲದಿದ್ದರೆ ಮುಂದಿನ ಸ್ಥಾನದಿಂದ ಒಂದನ್ನು ಎರವಲು ಪಡೆ.',
    );
  if ((da[1] ?? 0) > 0)
    return (
      say(
        medium,
        'There are too few ones, so take one ten from the tens.',
        'ಬಿಡಿಗಳು ಸಾಲದು, ಹತ್ತರ ಸ್ಥಾನದಿಂದ ಒಂದು ಹತ್ತನ್ನು ಎರವಲು ಪಡೆ.',
      ) + later
    );
  // No tens: the nearest place with a digit gives one, changed down to tens.
  const from = da.findIndex((digit, i) => i > 1 && digit > 0);
  const [en, kn] = LENDERS[from - 2] ?? (LENDERS[0] as [string, string]);
  return (
    say(
      medium,
      `There are too few ones and no tens, so take one ${en} and change it into tens; then take one ten to the ones.`,
      `ಬಿಡಿಗಳು ಸಾಲದು, ಹತ್ತರ ಸ್ಥಾನದಲ್ಲಿ ಸೊನ್ನೆ ಇದೆ. ಆದ್ದರಿಂದ ಒಂದು ${kn} ತೆಗೆದುಕೊಂಡು ಹತ್ತುಗಳಾಗಿ ಬದಲಿಸು; ಆಮೇಲೆ ಒಂದು ಹತ್ತನ್ನು ಬಿಡಿಗಳಿಗೆ ತೆಗೆದುಕೋ.`,
    ) + later
  );
}

export type SkillId = keyof typeof SKILLS;
export const SKILL_IDS = Object.keys(SKILLS) as SkillId[];

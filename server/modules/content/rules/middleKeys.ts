import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { activitiesOf } from '../walk.ts';
import { digitsIn, type OrderedValue, orderedOptions } from './orderedValues.ts';

type Question = { options: string[]; answer: number };

/**
 * Two steps the same, up to the rounding of a fraction or a decimal as a float (1/3, 1/2, 2/3:
 * 0.5 − 0.333… and 0.666… − 0.5 differ in the last bit; session 44 middle-key sweep).
 */
const sameStep = (a: number, b: number, high: number) =>
  Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(high));

/** The three values sorted, when the key is the middle one and the three are evenly spaced. */
function middleOfEven(values: number[], key: number): [number, number, number] | null {
  const [low, middle, high] = [...values].sort((a, b) => a - b) as [number, number, number];
  return key === middle && low !== middle && sameStep(middle - low, high - middle, high)
    ? [low, middle, high]
    : null;
}

/** Each three-option question of the files' mcqs that `read` gives values, with its place. */
function middleKeysBy(
  files: CurriculumFile[],
  read: (question: Question) => number[] | null,
  what: string,
  allowed = new Set<string>(),
): CurriculumProblem[] {
  return activitiesOf(files).flatMap(({ file, path, topic, activity }) =>
    activity.kind !== 'mcq'
      ? []
      : activity.questions.flatMap((question, i) => {
          if (allowed.has(`${file.file}|${topic.key}/${activity.key}|questions.${i}`)) return [];
          const values = question.options.length === 3 ? read(question) : null;
          const even = values && middleOfEven(values, values[question.answer] as number);
          if (!even) return [];
          const [low, , high] = even;
          const name = (value: number) => question.options[values.indexOf(value)];
          return [
            {
              file: file.file,
              path: `${path}.questions.${i} (${topic.key}/${activity.key} questions.${i})`,
              message: `the key ${question.options[question.answer]} is the middle of three evenly spaced ${what} (${name(low)}, ${question.options[question.answer]}, ${name(high)})`,
            },
          ];
        }),
  );
}

/** Days of the week and months go round: Saturday, Sunday, Monday are in a row (re-read s28d). */
const CYCLE: Partial<Record<OrderedValue['kind'], number>> = { weekday: 7, month: 12 };
function aroundTheCycle(ordered: OrderedValue[]): number[] {
  const values = ordered.map((v) => v.value);
  const cycle = CYCLE[ordered[0]?.kind ?? 'number'];
  if (!cycle) return values;
  // The turn of the cycle that keeps the three closest together is the row a child counts.
  const turns = values.map((pivot) => values.map((v) => (v < pivot ? v + cycle : v)));
  const span = (vs: number[]) => Math.max(...vs) - Math.min(...vs);
  return turns.reduce((best, turn) => (span(turn) < span(best) ? turn : best), values);
}

/**
 * Three numeric options evenly spaced with the key in the middle (13, 14, 15 → 14): a child who
 * learns to tap the middle number scores without working (re-checks s26c, s26g, s26m: 482 of the
 * 860 three-option numeric questions of 5 December kept their key in the middle, 216 of them
 * evenly spaced, where chance is one in three). Swept in session 27; a failure since.
 */
export function middleKeys(files: CurriculumFile[]): CurriculumProblem[] {
  return middleKeysBy(
    files,
    (question) => {
      const values = question.options.map(digitsIn);
      return values.some((v) => v === null) ? null : (values as number[]);
    },
    'numbers',
  );
}

/**
 * The same pattern where the digits rule cannot see it (re-checks of session 27, blind sample 11):
 * number words and ordinals (ಎರಡನೆಯ, ಮೂರನೆಯ, ನಾಲ್ಕನೆಯ keyed ಮೂರನೆಯ), clock times (8:00, 8:30, 9:00),
 * durations (1 hour 15 minutes, 1 hour 45 minutes, 2 hours 15 minutes), weekdays and months in a
 * row, and letters in alphabet order ("I K M" keyed K); fractions since session 44 (1/4, 2/4, 3/4
 * keyed 2/4, blind sample 25, which the generated practice items are held to as well:
 * practiceMiddleKeys.test.ts). Swept in session 28, a failure since; a
 * place a reviewer read and kept (a date whose month only happens to fall between) is listed in
 * giveaway-allow.yaml with `rule: middle-keys` and why.
 */
export function middleKeysInOrder(allowed: Set<string>) {
  return (files: CurriculumFile[]): CurriculumProblem[] =>
    middleKeysBy(
      files,
      (question) => {
        if (question.options.every((option) => digitsIn(option) !== null)) return null;
        const ordered = orderedOptions(question.options);
        return ordered ? aroundTheCycle(ordered) : null;
      },
      'values in order',
      allowed,
    );
}

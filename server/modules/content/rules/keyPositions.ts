import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { activitiesOf } from '../walk.ts';

/** How the right options of a file's multiple-choice questions are spread over the places 1 to 4. */
export interface KeySpread {
  file: string;
  questions: number;
  /** Keys written at each place (index 0: the first option). */
  counts: number[];
  /** What a random placement would give at each place, and its standard deviation. */
  expected: number[];
  sd: number[];
}

const PLACES = 4;

/**
 * Each file's spread. A question of k options puts its key at each of its places with chance
 * 1/k under a random placement, so the count at place j is a sum of independent coin flips:
 * mean Σ 1/k, variance Σ (1/k)(1 − 1/k) over the questions with a place j. Generated practice
 * is left out: its options are shuffled when they are made.
 */
export function keySpreads(files: CurriculumFile[]): KeySpread[] {
  const spreads = new Map<string, KeySpread>();
  for (const { file, activity } of activitiesOf(files)) {
    if (activity.kind !== 'mcq') continue;
    const spread = spreads.get(file.file) ?? {
      file: file.file,
      questions: 0,
      counts: Array(PLACES).fill(0),
      expected: Array(PLACES).fill(0),
      sd: Array(PLACES).fill(0),
    };
    spreads.set(file.file, spread);
    for (const question of activity.questions) {
      const k = question.options.length;
      spread.questions++;
      spread.counts[question.answer] += 1;
      for (let j = 0; j < k; j++) {
        spread.expected[j] += 1 / k;
        spread.sd[j] += (1 / k) * (1 - 1 / k);
      }
    }
  }
  return [...spreads.values()].map((s) => ({ ...s, sd: s.sd.map(Math.sqrt) }));
}

/** Too few questions for the spread to say anything (the normal approximation below needs some). */
export const FEWEST_QUESTIONS = 10;
/** Standard deviations above a random placement: one false alarm in ~700 places of random files. */
export const SIGNIFICANT = 3;
/** …and at least this share of the keys above it (10 points), so a big file's slight lean passes. */
export const LEAN = 0.1;

/** The place where a file's keys cluster, if one does. */
export function clusteredPlace(spread: KeySpread): number | null {
  if (spread.questions < FEWEST_QUESTIONS) return null;
  for (let j = 0; j < PLACES; j++) {
    const excess = (spread.counts[j] ?? 0) - (spread.expected[j] ?? 0);
    if (excess > SIGNIFICANT * (spread.sd[j] ?? 0) && excess >= LEAN * spread.questions) return j;
  }
  return null;
}

const share = (n: number, of: number) => `${Math.round((100 * n) / of)}%`;

/**
 * A file whose keys cluster on one place (issue 27): a child who always taps that place scores
 * well without reading. The player shuffles options for each attempt (ADR 020), so children no
 * longer see it: this is a warning for the content team, for the preview, a printed sheet and
 * the next writer, not a failure.
 */
export function clusteredKeys(files: CurriculumFile[]): CurriculumProblem[] {
  return keySpreads(files).flatMap((spread) => {
    const place = clusteredPlace(spread);
    if (place === null) return [];
    const { counts, expected, questions } = spread;
    return [
      {
        file: spread.file,
        path: 'mcq answers',
        message:
          `${share(counts[place] ?? 0, questions)} of ${questions} keys are option ${place + 1} ` +
          `(a random placement gives ${share(expected[place] ?? 0, questions)}): vary where the right option is written`,
      },
    ];
  });
}

/** `content:check`'s table: per file with multiple choice, the share of keys at each place. */
export function keySpreadTable(spreads: KeySpread[]): string {
  const rows = spreads
    .filter((s) => s.questions > 0)
    .map((s) => {
      const places = s.counts.map((c) => share(c, s.questions).padStart(5)).join('');
      const flag = clusteredPlace(s) === null ? '' : `  ← clustered on ${(clusteredPlace(s) ?? 0) + 1}`;
      return `${s.file.padEnd(52)}${String(s.questions).padStart(10)}${places}${flag}`;
    });
  const head = `${'Keys of multiple choice by option place'.padEnd(52)}${'questions'.padStart(10)}${[
    1, 2, 3, 4,
  ]
    .map((p) => String(p).padStart(5))
    .join('')}`;
  return [head, ...rows].join('\n');
}

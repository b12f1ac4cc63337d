import type { ProgressReport } from '../../../domain/contract/account.ts';
import type { Subject } from '../../../domain/contract/learning.ts';

/** The numbers behind My Account's progress chart, kept apart from the drawing so they are tested. */
export type Metric = 'activities' | 'coins';

export interface Series {
  key: string;
  name: { en: string; kn: string };
  colour: string;
  values: number[];
}

/**
 * One series per subject: the report's subjects, plus the child's class subjects with zeros, so
 * a new child sees the subjects to come rather than an empty chart. Report order first (it
 * holds subjects of an earlier class too), then the class's own.
 */
export function chartSeries(report: ProgressReport, classSubjects: Subject[], metric: Metric): Series[] {
  const weeks = report.weeks.length;
  const series: Series[] = report.subjects.map((subject) => ({
    key: subject.key,
    name: subject.name,
    colour: subject.colour,
    values: Array.from({ length: weeks }, (_, i) => subject[metric][i] ?? 0),
  }));
  for (const subject of classSubjects) {
    if (series.some((line) => line.key === subject.key)) continue;
    series.push({
      key: subject.key,
      name: subject.name,
      colour: subject.colour,
      values: Array(weeks).fill(0),
    });
  }
  return series;
}

/**
 * The top of the value axis and its gridlines: steps of 1, 2 or 5 times a power of ten, at most
 * five lines, never below 4 (so a week with one activity does not fill the chart).
 */
export function axisTicks(largest: number): number[] {
  const goal = Math.max(4, Math.ceil(largest));
  const rough = goal / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough;
  const top = Math.ceil(goal / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

export const total = (series: Series[]) =>
  series.reduce((sum, line) => sum + line.values.reduce((a, b) => a + b, 0), 0);

import { describe, expect, it } from 'vitest';
import type { ProgressReport } from '../../../domain/contract/account.ts';
import type { Subject } from '../../../domain/contract/learning.ts';
import { axisTicks, chartSeries, total } from './chartData.ts';

const weeks = [
  { from: '2026-10-25', to: '2026-10-31' },
  { from: '2026-11-01', to: '2026-11-07' },
  { from: '2026-11-08', to: '2026-11-14' },
  { from: '2026-11-15', to: '2026-11-21' },
];
const maths = { key: 'maths', name: { en: 'Maths', kn: 'ಗಣಿತ' }, colour: '#2f80ed' };
const subject = (key: string): Subject => ({
  _id: key,
  key,
  name: { en: key, kn: key },
  icon: key,
  colour: '#2e9e5b',
  unitCount: 4,
});

describe('chartSeries', () => {
  const report: ProgressReport = {
    weeks,
    subjects: [{ ...maths, activities: [0, 2, 0, 3], coins: [0, 8, 0, 12] }],
  };

  it('takes the chosen figure of each subject, week by week', () => {
    expect(chartSeries(report, [], 'activities')).toEqual([{ ...maths, values: [0, 2, 0, 3] }]);
    expect(chartSeries(report, [], 'coins')[0]?.values).toEqual([0, 8, 0, 12]);
  });

  it('adds the class subjects not started yet, as zeros, after the report’s own', () => {
    const series = chartSeries(report, [subject('maths'), subject('evs')], 'activities');
    expect(series.map((line) => [line.key, line.values])).toEqual([
      ['maths', [0, 2, 0, 3]],
      ['evs', [0, 0, 0, 0]],
    ]);
    expect(total(series)).toBe(5);
  });

  it('gives a new child zeros in every subject', () => {
    const series = chartSeries({ weeks, subjects: [] }, [subject('maths'), subject('evs')], 'coins');
    expect(series.every((line) => line.values.length === 4 && line.values.every((v) => v === 0))).toBe(true);
    expect(total(series)).toBe(0);
  });
});

describe('axisTicks', () => {
  it('never goes below 4, so one activity does not fill the chart', () => {
    expect(axisTicks(0)).toEqual([0, 1, 2, 3, 4]);
    expect(axisTicks(1)).toEqual([0, 1, 2, 3, 4]);
  });

  it('steps by 1, 2 or 5 times a power of ten and reaches the largest value', () => {
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(23)).toEqual([0, 10, 20, 30]);
    expect(axisTicks(100)).toEqual([0, 50, 100]);
    for (const largest of [3, 9, 17, 41, 250, 999]) {
      const ticks = axisTicks(largest);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(largest);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});

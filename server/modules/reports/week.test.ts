import { describe, expect, it } from 'vitest';
import { addWeeks, currentMonday, isCalendarDay, lastCompleteMonday, mondayOf, week } from './week.ts';

describe("India's calendar weeks (Monday to Sunday, Asia/Kolkata)", () => {
  it('names each day by its Monday, across a month and a year', () => {
    for (const day of ['2026-01-05', '2026-01-07', '2026-01-11']) expect(mondayOf(day)).toBe('2026-01-05');
    expect(mondayOf('2026-01-12')).toBe('2026-01-12');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
    expect(mondayOf('2024-03-03')).toBe('2024-02-26');
    expect(addWeeks('2025-12-29', 1)).toBe('2026-01-05');
    expect(addWeeks('2026-01-05', -1)).toBe('2025-12-29');
  });

  it('runs from Monday 00:00 IST (Sunday 18:30 UTC) to the next', () => {
    expect(week('2026-01-05')).toEqual({
      from: '2026-01-05',
      to: '2026-01-11',
      start: new Date('2026-01-04T18:30:00Z'),
      end: new Date('2026-01-11T18:30:00Z'),
    });
  });

  it('is current until Sunday 23:59 IST, complete from Monday 00:00 IST', () => {
    const sundayNight = new Date('2026-01-11T18:29:59Z');
    expect([currentMonday(sundayNight), lastCompleteMonday(sundayNight)]).toEqual([
      '2026-01-05',
      '2025-12-29',
    ]);
    const mondayMorning = new Date('2026-01-11T18:30:00Z');
    expect([currentMonday(mondayMorning), lastCompleteMonday(mondayMorning)]).toEqual([
      '2026-01-12',
      '2026-01-05',
    ]);
  });

  it('knows a real day from a mistyped one', () => {
    expect(['2026-01-05', '2024-02-29'].map(isCalendarDay)).toEqual([true, true]);
    expect(['2026-02-29', '2026-13-01', '2026-1-5', '05-01-2026', ''].map(isCalendarDay)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { currentMonday, recentWeeks } from './calendarWeek.ts';

describe('the weeks My Account’s chart and weekly report share', () => {
  it('ends with the week under way, Monday to Sunday in India, oldest first', () => {
    // Wednesday 2 December 2026, 10:00 in India: the walk's "26 Nov – 2 Dec" was a rolling week.
    const now = new Date('2026-12-02T04:30:00Z');
    expect(recentWeeks(now, 4)).toEqual([
      { from: '2026-11-09', to: '2026-11-15' },
      { from: '2026-11-16', to: '2026-11-22' },
      { from: '2026-11-23', to: '2026-11-29' },
      { from: '2026-11-30', to: '2026-12-06' },
    ]);
    expect(recentWeeks(now, 4).at(-1)?.from).toBe(currentMonday(now));
  });

  it('turns the week at midnight in India, not in UTC', () => {
    // Sunday 23:59 IST is still the old week; Monday 00:00 IST (Sunday 18:30 UTC) the new one.
    expect(recentWeeks(new Date('2026-12-06T18:29:59Z'), 1)).toEqual([
      { from: '2026-11-30', to: '2026-12-06' },
    ]);
    expect(recentWeeks(new Date('2026-12-06T18:30:00Z'), 1)).toEqual([
      { from: '2026-12-07', to: '2026-12-13' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { calendarDay, daysBetween, relativeDay } from './calendarDay.ts';

const words = { today: 'Today', yesterday: 'Yesterday', daysAgo: '{count} days ago' };

describe('calendar days in Asia/Kolkata', () => {
  it('turns a moment into India’s date', () => {
    expect(calendarDay(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(calendarDay(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it('counts calendar days, not 24-hour spans', () => {
    // 23:59 and 00:01 the next morning in India.
    expect(daysBetween(new Date('2026-11-21T18:29:00Z'), new Date('2026-11-21T18:31:00Z'))).toBe(1);
    expect(daysBetween(new Date('2026-11-21T00:00:00Z'), new Date('2026-11-21T18:00:00Z'))).toBe(0);
  });

  it('counts across the end of a month and of a year (the spec’s day-of-month rule did not)', () => {
    expect(daysBetween(new Date('2026-10-31T06:00:00Z'), new Date('2026-11-01T06:00:00Z'))).toBe(1);
    expect(daysBetween(new Date('2026-12-30T06:00:00Z'), new Date('2027-01-02T06:00:00Z'))).toBe(3);
    expect(daysBetween(new Date('2026-02-28T06:00:00Z'), new Date('2026-03-01T06:00:00Z'))).toBe(1);
  });

  it('says Today, Yesterday or N days ago', () => {
    const now = new Date('2026-12-01T06:00:00Z');
    expect(relativeDay(new Date('2026-12-01T01:00:00Z'), now, words)).toBe('Today');
    expect(relativeDay(new Date('2026-11-30T10:00:00Z'), now, words)).toBe('Yesterday');
    expect(relativeDay(new Date('2026-11-28T10:00:00Z'), now, words)).toBe('3 days ago');
    // A clock a little behind the server's is still "Today".
    expect(relativeDay(new Date('2026-12-01T06:00:05Z'), now, words)).toBe('Today');
  });
});

import { calendarDay } from '../../../src/lib/calendarDay.ts';
import { INDIA_OFFSET_MINUTES } from '../../db/dialect.ts';

/**
 * India's calendar weeks (Monday to Sunday in Asia/Kolkata) for the weekly report. A week is
 * named by its Monday ('YYYY-MM-DD'); its moments run from Monday 00:00 IST (Sunday 18:30 UTC)
 * up to, not including, the next Monday 00:00 IST. The queries compare `created_at` with these
 * two moments, so they read a range of the (student, created_at) index instead of computing
 * each row's India day (`indiaDay`), and a completion at Sunday 23:50 IST is in the week that
 * ends that night while one at Monday 00:10 IST is in the next.
 */

const DAY_MS = 86_400_000;
const OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;

/** 'YYYY-MM-DD' → its day number (days since 1970-01-01), and back. */
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayString = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** Whether `day` is a real calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(parsed) && new Date(parsed).toISOString().slice(0, 10) === day;
}

/** The Monday of the week of a calendar day ('2026-01-08', a Thursday → '2026-01-05'). */
export function mondayOf(day: string): string {
  const number = dayNumber(day);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counted from Monday.
  const weekday = (((number + 3) % 7) + 7) % 7;
  return dayString(number - weekday);
}

/** The Monday `weeks` weeks after (or before, negative) the Monday given. */
export const addWeeks = (monday: string, weeks: number) => dayString(dayNumber(monday) + 7 * weeks);

/** The moment India's calendar day `day` begins. */
const dayStart = (day: string) => new Date(dayNumber(day) * DAY_MS - OFFSET_MS);

export interface Week {
  /** Monday, 'YYYY-MM-DD'. */
  from: string;
  /** Sunday, 'YYYY-MM-DD'. */
  to: string;
  /** Monday 00:00 IST, included. */
  start: Date;
  /** The next Monday 00:00 IST, excluded. */
  end: Date;
}

/** The week whose Monday is `monday`. */
export function week(monday: string): Week {
  return {
    from: monday,
    to: dayString(dayNumber(monday) + 6),
    start: dayStart(monday),
    end: dayStart(addWeeks(monday, 1)),
  };
}

/** The Monday of the week `now` is in, in India. */
export const currentMonday = (now: Date) => mondayOf(calendarDay(now));

/** The Monday of the last week that is over at `now`: the week before the current one. */
export const lastCompleteMonday = (now: Date) => addWeeks(currentMonday(now), -1);

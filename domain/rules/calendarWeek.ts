import { calendarDay } from './calendarDay.ts';

/**
 * India's calendar weeks, Monday to Sunday, as calendar days ('YYYY-MM-DD'). One definition for
 * the weekly report, its SMS and My Account's progress chart, so that a parent sees the same
 * weeks everywhere (the chart once counted back 7 days from today: "26 Nov – 2 Dec" beside the
 * report's "30 Nov – 6 Dec"). The moments a week runs between are the server's
 * (server/modules/reports/week.ts).
 */

const DAY_MS = 86_400_000;

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

/** The calendar day `days` days after (or before, negative) the day given. */
export const addDays = (day: string, days: number) => dayString(dayNumber(day) + days);

/** The Monday `weeks` weeks after (or before, negative) the Monday given. */
export const addWeeks = (monday: string, weeks: number) => addDays(monday, 7 * weeks);

/** The Monday of the week `now` is in, in India. */
export const currentMonday = (now: Date) => mondayOf(calendarDay(now));

/** The week whose Monday is given, as its first and last day. */
export const weekDays = (monday: string) => ({ from: monday, to: addDays(monday, 6) });

/** The last `count` weeks, oldest first, the newest being the one `now` is in (not over yet). */
export function recentWeeks(now: Date, count: number): { from: string; to: string }[] {
  const newest = currentMonday(now);
  return Array.from({ length: count }, (_, i) => weekDays(addWeeks(newest, i - (count - 1))));
}

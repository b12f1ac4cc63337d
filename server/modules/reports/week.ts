import { addWeeks, currentMonday, weekDays } from '../../../domain/rules/calendarWeek.ts';
import { INDIA_OFFSET_MINUTES } from '../../db/dialect.ts';

export { addWeeks, currentMonday, isCalendarDay, mondayOf } from '../../../domain/rules/calendarWeek.ts';

/**
 * India's calendar weeks (Monday to Sunday in Asia/Kolkata) for the weekly report, as moments.
 * The days are domain/rules/calendarWeek.ts's, shared with My Account's chart. A week is named by its
 * Monday ('YYYY-MM-DD'); its moments run from Monday 00:00 IST (Sunday 18:30 UTC) up to, not
 * including, the next Monday 00:00 IST. The queries compare `created_at` with these two
 * moments, so they read a range of the (student, created_at) index instead of computing each
 * row's India day (`indiaDay`), and a completion at Sunday 23:50 IST is in the week that ends
 * that night while one at Monday 00:10 IST is in the next.
 */

const OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;

/** The moment India's calendar day `day` begins. */
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);

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
  return { ...weekDays(monday), start: dayStart(monday), end: dayStart(addWeeks(monday, 1)) };
}

/** The Monday of the last week that is over at `now`: the week before the current one. */
export const lastCompleteMonday = (now: Date) => addWeeks(currentMonday(now), -1);

import { fillPlaceholders } from '../i18n/translate.ts';

/**
 * Calendar days in India's time (ARCHITECTURE.md: the daily check-in is once per calendar day in
 * Asia/Kolkata), for the server's check-in and the notifications' relative time alike.
 */
export const TIME_ZONE = 'Asia/Kolkata';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 2026-11-21T20:00:00Z → '2026-11-22' (01:30 the next morning in India). */
export function calendarDay(moment: Date): string {
  return dayFormat.format(moment);
}

/**
 * Whole calendar days between two moments, in India's time: 23:59 and 00:01 the next morning
 * are one day apart; the 31st and the 1st of the next month are one day apart too (the spec's
 * day-of-month difference got this wrong; docs/decisions/009).
 */
export function daysBetween(earlier: Date, later: Date): number {
  const day = (moment: Date) => Date.parse(`${calendarDay(moment)}T00:00:00Z`) / 86_400_000;
  return Math.round(day(later) - day(earlier));
}

/** Spec §4: 'Today', 'Yesterday', otherwise 'N days ago'. */
export function relativeDay(
  timestamp: Date,
  now: Date,
  words: { today: string; yesterday: string; daysAgo: string },
): string {
  const days = Math.max(0, daysBetween(timestamp, now));
  if (days === 0) return words.today;
  if (days === 1) return words.yesterday;
  return fillPlaceholders(words.daysAgo, { count: days });
}

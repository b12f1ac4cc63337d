import { LOCALE_TAGS, type Locale } from '../../domain/contract/locale.ts';
import { TIME_ZONE } from '../../domain/rules/calendarDay.ts';

/** Dates as parents read them, in the page's language and India's calendar. */

/** A moment (ISO timestamp) as its day in India: "12 Nov 2026", "12 ನವೆಂ 2026". */
export function formatMoment(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

// Calendar days ('2026-11-12') are already India's days: read and shown as UTC, so no shift.
const calendar = (day: string) => new Date(`${day}T00:00:00Z`);
const dayMonth = (locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The first day of a week, short, for the chart's axis: "6 Nov". */
export function formatDayMonth(day: string, locale: Locale): string {
  return dayMonth(locale).format(calendar(day));
}

/** A week as a range, for the table: "6–12 Nov", "30 Oct – 5 Nov". */
export function formatWeek(from: string, to: string, locale: Locale): string {
  return dayMonth(locale).formatRange(calendar(from), calendar(to));
}

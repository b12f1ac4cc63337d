import { atom } from 'nanostores';
import type { Locale } from '../../domain/contract/locale.ts';
import { currentMonday } from '../../domain/rules/calendarWeek.ts';
import { getParentGate } from '../client/parent.ts';
import { getChildWeeklyReport, getReportSettings } from '../client/reports.ts';
import { $familyKey } from './family.ts';
import { createQuery, mutateCache } from './query.ts';

/**
 * The family's settings (the parent's, the same whichever child plays), read by the parent gate,
 * the parent lock card and the family card after a child is added (stores/query.ts).
 */
export const $parentGate = createQuery(['gate/', $familyKey], getParentGate);
export const $reportSettings = createQuery(['report-settings/', $familyKey], getReportSettings);

/** The parent lock was set (the lock card, the PIN offer): every reader of the gate has the answer. */
export function gateChanged(answer: Awaited<ReturnType<typeof getParentGate>>) {
  mutateCache((key) => key.startsWith('gate/'), answer);
}

/**
 * One child's weekly report, a week at a time (WeeklyReport.tsx makes one per card): the week
 * shown is an atom of the key, so stepping back and on again asks for each week once.
 */
export function weeklyReportOf(childId: string, locale: Locale) {
  // India's week under way, named by its Monday (the API's own default is the last complete one).
  const $week = atom(currentMonday(new Date()));
  const $report = createQuery(['weekly/', childId, '/', locale, '/', $week], () =>
    getChildWeeklyReport(childId, $week.get(), locale),
  );
  return { $week, $report };
}

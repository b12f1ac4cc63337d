import type { Locale } from '../../domain/contract/locale.ts';
import type { ReportSettings, reportEndpoints } from '../../domain/contract/reports.ts';
import { call } from './http.ts';

/** A child's weekly report: `week` is any day of it (left out: the last complete week), in `lang`. */
export const getChildWeeklyReport = (childId: string, week: string | undefined, lang: Locale) =>
  call<typeof reportEndpoints.getChildWeeklyReport>('getChildWeeklyReport', {
    params: { childId },
    query: week ? { week, lang } : { lang },
  });

/** The parent's weekly report settings: the SMS each Monday, and its language. */
export const getReportSettings = () => call<typeof reportEndpoints.getReportSettings>('getReportSettings');

/** Changes them; answers the settings as stored. */
export const updateReportSettings = (settings: ReportSettings) =>
  call<typeof reportEndpoints.updateReportSettings>('updateReportSettings', { body: settings });

import type { Db } from '../../db/database.ts';
import type { SmsProvider } from '../../providers/sms/provider.ts';
import type { CatalogueSource } from '../curriculum/index.ts';
import { claimReportSend, optedInChildren, releaseReportSend } from './reports.repository.ts';
import { asLocale, defaultLanguage, reportsService } from './reports.service.ts';
import { WEEKLY_REPORT_TEMPLATES, weeklyReportSms } from './smsTemplates.ts';
import { lastCompleteMonday } from './week.ts';

export interface WeeklySendSummary {
  /** The Monday of the week reported. */
  week: string;
  sent: number;
  /** Sent by an earlier run. */
  alreadySent: number;
  /** Why each failed send failed (tried again on the next run); no phone number in them. */
  failures: string[];
}

/**
 * The SMS of the weekly report (`npm run report:weekly`, each Monday): for every parent who
 * opted in, one SMS per child with the last complete week's report, in the parent's language,
 * through the SMS provider. Each (parent, child, week) is claimed in `report_sends` before it
 * is sent, so a second run, or two at once, sends nothing again; a failed send gives its claim
 * back for the next run. A crash between a claim and its send loses that one SMS rather than
 * risk sending it twice.
 */
export function weeklyReportSender(database: Db, source: CatalogueSource, sms: SmsProvider) {
  const reports = reportsService(database, source);
  return {
    async sendWeeklyReports(now = new Date()): Promise<WeeklySendSummary> {
      const monday = lastCompleteMonday(now);
      const summary: WeeklySendSummary = { week: monday, sent: 0, alreadySent: 0, failures: [] };
      for (const row of await optedInChildren(database.db, database.kind)) {
        const language = asLocale(row.reportLanguage) ?? defaultLanguage(row);
        const send = {
          parentId: row.parentId,
          childId: row.childId,
          week: monday,
          templateId: WEEKLY_REPORT_TEMPLATES[language].id,
        };
        if (!(await claimReportSend(database.db, send))) {
          summary.alreadySent += 1;
          continue;
        }
        try {
          const report = await reports.report(
            { id: row.childId, studentName: row.studentName, grade: row.grade },
            monday,
            language,
            now,
          );
          const message = weeklyReportSms(
            language,
            {
              childName: report.child.name,
              activities: report.activities,
              minutes: report.minutes,
              coins: report.coins,
              unitsFinished: report.unitsFinished,
              topics: report.topicsToRevisit.map((topic) => topic.name),
              // The registered template has no place for stories yet (a new one is a new DLT
              // registration, ADR 028 addendum); a week of reading only is not "nothing yet".
            },
            report.storiesRead,
          );
          await sms.send({
            phone: row.phone,
            body: message.body,
            template: { id: message.templateId, variables: message.variables },
          });
          summary.sent += 1;
        } catch (error) {
          await releaseReportSend(database.db, send);
          summary.failures.push(
            `child ${row.childId}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      return summary;
    },
  };
}

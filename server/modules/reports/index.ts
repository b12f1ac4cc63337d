/**
 * Weekly reports (spec §9): the routes, the weekly SMS, its templates, and India's weeks.
 * The module's one face (issue 33): nothing outside server/modules/reports/ imports its other files.
 */
export { reportsRoutes } from './reports.routes.ts';
export {
  fillTemplate,
  type ReportSmsValues,
  type SmsTemplate,
  VARIABLE,
  weeklyReportSms,
} from './smsTemplates.ts';
export { week } from './week.ts';
export { weeklyReportSender } from './weeklySms.service.ts';

import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { LOCALES } from './locale.ts';
import { operation } from './operations.ts';

/**
 * The weekly report per child for the parent (issue 18, ADR 018): a week of India's calendar
 * (Monday to Sunday, Asia/Kolkata), in the app and, when the parent opts in, by SMS.
 */

/** A calendar day written 'YYYY-MM-DD'. */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'day' }));
const language = z.enum(LOCALES);

/** The four figures of a week, as the report shows them big. */
const weekFiguresSchema = z.object({
  /** Activities completed in the week: every completion counts, a replay too. */
  activities: z.int(),
  /**
   * Estimated, not measured: completions store no start time or duration, so this is the sum
   * of the curriculum's declared times of the week's completions (a video's length, an
   * activity's time limit where it has one; others add nothing), in whole minutes.
   */
  minutes: z.int(),
  /** Coins earned in the week (the ledger's credits: activities, check-ins, streak rewards). */
  coins: z.int(),
  /** Units finished in the week: every activity of the unit completed, the last one that week. */
  unitsFinished: z.int(),
  /** Stories read to the end in the week (issue 30): every reading counts, a second one too. */
  storiesRead: z.int(),
  /** Minutes with those stories open, listening and reading, as the phone measured them. */
  readingMinutes: z.int(),
  /** Pages the child recorded reading aloud in those stories. */
  pagesRecorded: z.int(),
});
export type WeekFigures = z.infer<typeof weekFiguresSchema>;

export const weeklyReportSchema = z.object({
  ...weekFiguresSchema.shape,
  child: z.object({ id: z.string(), name: z.string() }),
  /** The language of the names below. */
  language,
  week: z.object({
    /** Monday. */
    from: z.string(),
    /** Sunday. */
    to: z.string(),
    /** False for the week in progress: its figures can still grow. */
    complete: z.boolean(),
  }),
  /** The Monday of the week before, and of the week after (null: this is the current week). */
  previousWeek: z.string(),
  nextWeek: z.nullable(z.string()),
  /** The units finished this week, in the report's language. */
  finishedUnits: z.array(z.object({ id: z.string(), name: z.string(), subject: z.string() })),
  /**
   * Topics whose activities played this week have a best score under 60 % (the best of every
   * try up to the week's end), lowest first, in the report's language; videos are not scored.
   */
  topicsToRevisit: z.array(
    z.object({ id: z.string(), name: z.string(), subject: z.string(), percent: z.int() }),
  ),
  /**
   * Maths skills the child is weak in now (issue 19): a missed practice item waiting, or under
   * 60 % of the recent answers right; in the report's language, weakest first.
   */
  weakSkills: z.array(z.object({ skill: z.string(), name: z.string(), percent: z.int() })),
  /** The week before's figures, for comparison. */
  previous: weekFiguresSchema,
});
export type WeeklyReport = z.infer<typeof weeklyReportSchema>;

export const weeklyReportResponseSchema = z.object({ success: z.literal(true), data: weeklyReportSchema });

export const weeklyReportParamsSchema = z.object({
  childId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const weeklyReportQuerySchema = z.object({
  /** Any day of the week wanted (its Monday, usually); left out: the last complete week. */
  week: z.optional(day),
  /** Left out: the parent's report language. */
  lang: z.optional(language),
});

/** The parent's choices for the report: the SMS each Monday, and its language. */
export const reportSettingsSchema = z.strictObject({ smsOptIn: z.boolean(), language });
export type ReportSettings = z.infer<typeof reportSettingsSchema>;
export const reportSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: reportSettingsSchema,
});

export const reportEndpoints = {
  getChildWeeklyReport: endpoint({
    ...operation('getChildWeeklyReport'),
    auth: 'session',
    tag: 'reports',
    summary:
      "A child's weekly report for the parent: activities, minutes, coins, units, stories read, topics to revisit",
    description:
      'For a child of the signed-in parent (any child of theirs, not only the active one); another ' +
      'family’s child, or no such child, answers 404. `week` is any day of the week wanted ' +
      '(Monday to Sunday in Asia/Kolkata); without it, the last complete week. Names are in ' +
      '`lang`, or the parent’s report language. `minutes` is estimated from the curriculum’s ' +
      'declared times (videos’ lengths, activities’ time limits): no duration is recorded.',
    params: weeklyReportParamsSchema,
    query: weeklyReportQuerySchema,
    status: 200,
    response: weeklyReportResponseSchema,
    errors: [400, 401, 404],
  }),
  getReportSettings: endpoint({
    ...operation('getReportSettings'),
    auth: 'session',
    tag: 'reports',
    summary: "The parent's weekly report settings: the SMS opt-in and its language",
    description:
      'Off until the parent opts in. Until the parent chooses, the language is Kannada for a ' +
      'Kannada-medium child and English otherwise.',
    status: 200,
    response: reportSettingsResponseSchema,
    errors: [401],
  }),
  updateReportSettings: endpoint({
    ...operation('updateReportSettings'),
    auth: 'session',
    parent: true,
    tag: 'reports',
    summary: "Changes the parent's weekly report settings",
    description:
      'With `smsOptIn`, every Monday one SMS per child goes to the parent’s phone with the week ' +
      'before’s report, in `language`; answers the settings as stored.',
    body: reportSettingsSchema,
    status: 200,
    response: reportSettingsResponseSchema,
    errors: [400, 401, 403],
  }),
};

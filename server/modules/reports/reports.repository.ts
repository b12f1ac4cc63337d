import type { Kysely } from 'kysely';
import { type DbKind, toDbBool, toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The rows of the weekly report: a child's completions and coins in a range of moments, their
 * best scores and first completions, the parent's report settings and the SMS sent. Every
 * function takes the database or a transaction first.
 */

/** The child, if they are a child of this parent (else undefined: the caller answers 404). */
export function findChildOfParent(db: Kysely<Database>, parentId: string, childId: string) {
  return db
    .selectFrom('students')
    .select(['id', 'student_name as studentName', 'medium', 'grade'])
    .where('id', '=', childId)
    .where('parent_id', '=', parentId)
    .executeTakeFirst();
}

/** The child's completions in [start, end): what they were, when, and the activity's declared time. */
export function completionsBetween(db: Kysely<Database>, childId: string, start: Date, end: Date) {
  return db
    .selectFrom('activity_attempts')
    .innerJoin('activities', 'activities.id', 'activity_attempts.activity_id')
    .select([
      'activity_attempts.activity_id',
      'activity_attempts.created_at',
      'activities.topic_id',
      'activities.kind',
      'activities.timer_seconds',
    ])
    .where('activity_attempts.student_id', '=', childId)
    .where('activity_attempts.created_at', '>=', toDbTime(start))
    .where('activity_attempts.created_at', '<', toDbTime(end))
    .execute();
}

/** The stories the child read to the end in [start, end): how many, their seconds, pages recorded. */
export async function readingsBetween(db: Kysely<Database>, childId: string, start: Date, end: Date) {
  const row = await db
    .selectFrom('story_readings')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('readings'),
      eb.fn.coalesce(eb.fn.sum<number>('seconds'), eb.lit(0)).as('seconds'),
      eb.fn.coalesce(eb.fn.sum<number>('pages_recorded'), eb.lit(0)).as('pages'),
    ])
    .where('student_id', '=', childId)
    .where('created_at', '>=', toDbTime(start))
    .where('created_at', '<', toDbTime(end))
    .executeTakeFirstOrThrow();
  return { readings: Number(row.readings), seconds: Number(row.seconds), pages: Number(row.pages) };
}

/** The bodies of these activities that are videos (their `video.durationSeconds`), by id. */
export async function videoBodies(db: Kysely<Database>, activityIds: string[]) {
  if (activityIds.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('activities')
    .select(['id', 'body'])
    .where('id', 'in', activityIds)
    .where('kind', '=', 'video')
    .execute();
  return new Map(rows.map((row) => [row.id, row.body]));
}

/** Coins earned in [start, end): the ledger's credits (spending is not earning). */
export async function coinsEarnedBetween(db: Kysely<Database>, childId: string, start: Date, end: Date) {
  const row = await db
    .selectFrom('coin_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('earned'))
    .where('student_id', '=', childId)
    .where('amount', '>', 0)
    .where('created_at', '>=', toDbTime(start))
    .where('created_at', '<', toDbTime(end))
    .executeTakeFirstOrThrow();
  return Number(row.earned);
}

/** The child's best score and its total at each of these activities, over tries before `end`. */
export async function bestScoresBefore(
  db: Kysely<Database>,
  childId: string,
  activityIds: string[],
  end: Date,
) {
  if (activityIds.length === 0) return new Map<string, { best: number; total: number }>();
  const rows = await db
    .selectFrom('activity_attempts')
    .select((eb) => ['activity_id', eb.fn.max('score').as('best'), eb.fn.max('total').as('total')])
    .where('student_id', '=', childId)
    .where('activity_id', 'in', activityIds)
    .where('created_at', '<', toDbTime(end))
    .groupBy('activity_id')
    .execute();
  return new Map(rows.map((row) => [row.activity_id, { best: Number(row.best), total: Number(row.total) }]));
}

/** When the child first completed each of these activities (those never completed are absent). */
export async function firstCompletions(db: Kysely<Database>, childId: string, activityIds: string[]) {
  if (activityIds.length === 0) return new Map<string, string | Date>();
  const rows = await db
    .selectFrom('activity_attempts')
    .select((eb) => ['activity_id', eb.fn.min('created_at').as('first')])
    .where('student_id', '=', childId)
    .where('activity_id', 'in', activityIds)
    .groupBy('activity_id')
    .execute();
  return new Map(rows.map((row) => [row.activity_id, row.first as string | Date]));
}

/** The parent's report settings as stored (language null until chosen), or undefined. */
export function findReportSettings(db: Kysely<Database>, parentId: string) {
  return db
    .selectFrom('parents')
    .select(['report_opt_in', 'report_language'])
    .where('id', '=', parentId)
    .executeTakeFirst();
}

export async function saveReportSettings(
  db: Kysely<Database>,
  kind: DbKind,
  parentId: string,
  settings: { smsOptIn: boolean; language: string },
) {
  await db
    .updateTable('parents')
    .set({
      report_opt_in: toDbBool(kind, settings.smsOptIn),
      report_language: settings.language,
      updated_at: toDbTime(new Date()),
    })
    .where('id', '=', parentId)
    .execute();
}

/** Every child of every parent who opted in to the SMS, with the parent's phone and language. */
export function optedInChildren(db: Kysely<Database>, kind: DbKind) {
  return db
    .selectFrom('parents')
    .innerJoin('students', 'students.parent_id', 'parents.id')
    .select([
      'parents.id as parentId',
      'parents.phone',
      'parents.report_language as reportLanguage',
      'students.id as childId',
      'students.student_name as studentName',
      'students.medium',
      'students.grade',
    ])
    .where('parents.report_opt_in', '=', toDbBool(kind, true))
    .orderBy('parents.id')
    .orderBy('students.created_at')
    .execute();
}

/** Claims the SMS of a child's week: false when it was claimed (sent) before. */
export async function claimReportSend(
  db: Kysely<Database>,
  send: { parentId: string; childId: string; week: string; templateId: string },
) {
  const result = await db
    .insertInto('report_sends')
    .values({
      parent_id: send.parentId,
      student_id: send.childId,
      week: send.week,
      template_id: send.templateId,
      sent_at: toDbTime(new Date()),
    })
    .onConflict((conflict) => conflict.columns(['parent_id', 'student_id', 'week']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Gives a claim back (the provider failed), so that the next run tries again. */
export async function releaseReportSend(
  db: Kysely<Database>,
  send: { parentId: string; childId: string; week: string },
) {
  await db
    .deleteFrom('report_sends')
    .where('parent_id', '=', send.parentId)
    .where('student_id', '=', send.childId)
    .where('week', '=', send.week)
    .execute();
}

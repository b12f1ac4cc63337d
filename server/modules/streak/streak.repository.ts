import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { indiaDay, indiaNextDayStart, toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/** The days a streak is made of: check-ins (their ledger reference is the day) and completions. */

/** Check-in days (Asia/Kolkata, 'YYYY-MM-DD') on or after `sinceDay`. */
export async function checkInDays(db: Kysely<Database>, childId: string, sinceDay: string) {
  const rows = await db
    .selectFrom('coin_ledger')
    .select('reference')
    .where('student_id', '=', childId)
    .where('reason', '=', 'check-in')
    .where('reference', '>=', sinceDay)
    .execute();
  return rows.map((row) => row.reference);
}

/**
 * The India calendar days ('YYYY-MM-DD', in order) the student finished an activity on, from
 * the moment `since`. One index look-up per day (activity_attempts_student_time): the first
 * attempt at or after `since`, then the first one from the start of the next day, and so on, so
 * a day with 500 completions costs what a day with one does.
 */
export async function completionDays({ db, kind }: Db, childId: string, since: Date): Promise<string[]> {
  const { rows } = await sql<{ day: string }>`
    with recursive days(day) as (
      select (
        select ${indiaDay(kind, sql.ref('created_at'))} from activity_attempts
        where student_id = ${childId} and created_at >= ${toDbTime(since)}
        order by created_at limit 1
      )
      union all
      select (
        select ${indiaDay(kind, sql.ref('a.created_at'))} from activity_attempts a
        where a.student_id = ${childId} and a.created_at >= ${indiaNextDayStart(kind, sql.ref('days.day'))}
        order by a.created_at limit 1
      )
      from days where days.day is not null
    )
    select day from days where day is not null order by day`.execute(db);
  return rows.map((row) => row.day);
}

/**
 * The India calendar days ('YYYY-MM-DD') the child finished a story on, from the moment `since`
 * (issue 30: a reading-only day keeps the streak). A child finishes a few stories a day at most,
 * so the days are read off the (student, created_at) index's range directly.
 */
export async function readingDays({ db, kind }: Db, childId: string, since: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('story_readings')
    .select(indiaDay(kind, sql.ref('created_at')).as('day'))
    .distinct()
    .where('student_id', '=', childId)
    .where('created_at', '>=', toDbTime(since))
    .execute();
  return rows.map((row) => row.day);
}

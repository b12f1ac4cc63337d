import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/** The days a streak is made of: check-ins (their ledger reference is the day) and completions. */

/** Check-in days (Asia/Kolkata, 'YYYY-MM-DD') on or after `sinceDay`. */
export async function checkInDays(db: Kysely<Database>, studentId: string, sinceDay: string) {
  const rows = await db
    .selectFrom('coin_ledger')
    .select('reference')
    .where('student_id', '=', studentId)
    .where('reason', '=', 'check-in')
    .where('reference', '>=', sinceDay)
    .execute();
  return rows.map((row) => row.reference);
}

/** When the student finished activities since `since` (the service turns them into India's days). */
export async function completionTimes(db: Kysely<Database>, studentId: string, since: Date) {
  const rows = await db
    .selectFrom('activity_attempts')
    .select('created_at')
    .distinct()
    .where('student_id', '=', studentId)
    .where('created_at', '>=', toDbTime(since))
    .execute();
  return rows.map((row) => row.created_at);
}

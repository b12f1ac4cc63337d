import type { Kysely } from 'kysely';
import type { Database, StudentTable } from '../../db/schema.ts';

/**
 * The child's personal data, table by table (India's DPDP Act: the parent may see all of it and
 * have it erased). A new table that holds a student's data belongs here, in both functions;
 * the deletion test scans every table of the database to make sure.
 */
export async function personalRows(db: Kysely<Database>, student: StudentTable) {
  const of = <
    T extends 'consents' | 'activity_attempts' | 'unit_unlocks' | 'coin_ledger' | 'notification_reads',
  >(
    table: T,
  ) =>
    db
      .selectFrom(table as 'consents')
      .selectAll()
      .where('student_id', '=', student.id)
      .execute();
  const [
    consents,
    attempts,
    unlocks,
    coins,
    reads,
    notifications,
    sessions,
    messages,
    codes,
    subscriptions,
    payments,
    settings,
  ] = await Promise.all([
    of('consents'),
    of('activity_attempts'),
    of('unit_unlocks'),
    of('coin_ledger'),
    of('notification_reads'),
    db.selectFrom('notifications').selectAll().where('student_id', '=', student.id).execute(),
    // Sessions without their secrets.
    db
      .selectFrom('refresh_tokens')
      .select(['device_id', 'created_at', 'expires_at', 'revoked_at'])
      .where('student_id', '=', student.id)
      .execute(),
    db.selectFrom('sms_outbox').select(['body', 'created_at']).where('phone', '=', student.phone).execute(),
    // Codes without their hashes.
    db
      .selectFrom('otp_challenges')
      .select(['purpose', 'created_at', 'verified_at', 'used_at'])
      .where('phone', '=', student.phone)
      .execute(),
    db.selectFrom('subscriptions').selectAll().where('student_id', '=', student.id).execute(),
    db.selectFrom('payments').selectAll().where('student_id', '=', student.id).execute(),
    db.selectFrom('student_settings').selectAll().where('student_id', '=', student.id).execute(),
  ]);
  return {
    consents,
    attempts,
    unlocks,
    coins,
    reads,
    notifications,
    sessions,
    messages,
    codes,
    subscriptions,
    payments,
    settings,
  };
}

/**
 * Erases the account and every personal row (within the caller's transaction); sessions end
 * with it. Payment records stay, as the law requires (privacy policy; KEPT_AFTER_DELETION).
 */
export async function deletePersonalRows(trx: Kysely<Database>, student: StudentTable) {
  for (const table of [
    'student_settings',
    'notification_reads',
    'notifications',
    'coin_ledger',
    'unit_unlocks',
    'subscriptions',
    'activity_attempts',
    'refresh_tokens',
    'consents',
  ] as const) {
    await trx
      .deleteFrom(table as 'consents')
      .where('student_id', '=', student.id)
      .execute();
  }
  await trx.deleteFrom('otp_challenges').where('phone', '=', student.phone).execute();
  await trx.deleteFrom('sms_outbox').where('phone', '=', student.phone).execute();
  await trx.deleteFrom('students').where('id', '=', student.id).execute();
  // The account is the parent's (ADR 018): it goes too, or its phone could never sign up again.
  // With one child per parent today this is the whole family; deleting a family of several
  // children row by row (and its deletion test) comes with "Add a child".
  if (student.parent_id) await trx.deleteFrom('parents').where('id', '=', student.parent_id).execute();
}

/** A student's activity attempts and activity coins since `since` (the progress report's rows). */
export async function activitySince(db: Kysely<Database>, studentId: string, since: string) {
  const [attempts, coins] = await Promise.all([
    db
      .selectFrom('activity_attempts')
      .select(['activity_id', 'created_at'])
      .where('student_id', '=', studentId)
      .where('created_at', '>=', since)
      .execute(),
    db
      .selectFrom('coin_ledger')
      .select(['reference', 'amount', 'created_at'])
      .where('student_id', '=', studentId)
      .where('reason', '=', 'activity')
      .where('created_at', '>=', since)
      .execute(),
  ]);
  return { attempts, coins };
}

/** The subject of each activity (key, names, colour), for the activities given. */
export function subjectsOfActivities(db: Kysely<Database>, activityIds: string[]) {
  if (activityIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('activities')
    .innerJoin('topics', 'topics.id', 'activities.topic_id')
    .innerJoin('chapters', 'chapters.id', 'topics.chapter_id')
    .innerJoin('units', 'units.id', 'chapters.unit_id')
    .innerJoin('subjects', 'subjects.id', 'units.subject_id')
    .select(['activities.id', 'subjects.key', 'subjects.name_en', 'subjects.name_kn', 'subjects.colour'])
    .where('activities.id', 'in', activityIds)
    .execute();
}

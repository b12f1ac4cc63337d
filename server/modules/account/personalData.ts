import type { Kysely } from 'kysely';
import type { Database, StudentTable } from '../../db/schema.ts';

/**
 * The child's personal data, table by table (India's DPDP Act: the parent may see all of it and
 * have it erased). A new table that holds a student's data belongs here, in both functions;
 * the deletion test scans every table of the database to make sure.
 */
export async function exportStudent(db: Kysely<Database>, studentId: string) {
  const student = await db
    .selectFrom('students')
    .selectAll()
    .where('id', '=', studentId)
    .executeTakeFirstOrThrow();
  const { password_hash: _secret, ...account } = student;
  const of = <
    T extends 'consents' | 'activity_attempts' | 'unit_unlocks' | 'coin_ledger' | 'notification_reads',
  >(
    table: T,
  ) =>
    db
      .selectFrom(table as 'consents')
      .selectAll()
      .where('student_id', '=', studentId)
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
  ] = await Promise.all([
    of('consents'),
    of('activity_attempts'),
    of('unit_unlocks'),
    of('coin_ledger'),
    of('notification_reads'),
    db.selectFrom('notifications').selectAll().where('student_id', '=', studentId).execute(),
    // Sessions without their secrets.
    db
      .selectFrom('refresh_tokens')
      .select(['device_id', 'created_at', 'expires_at', 'revoked_at'])
      .where('student_id', '=', studentId)
      .execute(),
    db.selectFrom('sms_outbox').select(['body', 'created_at']).where('phone', '=', student.phone).execute(),
    db
      .selectFrom('otp_challenges')
      .select(['purpose', 'created_at', 'verified_at', 'used_at'])
      .where('phone', '=', student.phone)
      .execute(),
    db.selectFrom('subscriptions').selectAll().where('student_id', '=', studentId).execute(),
    db.selectFrom('payments').selectAll().where('student_id', '=', studentId).execute(),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    about: 'Everything Kalike stores about this child. Dates are in UTC.',
    account,
    consents,
    activityAttempts: attempts,
    unitUnlocks: unlocks,
    coinLedger: coins,
    notifications,
    notificationsRead: reads,
    sessions,
    smsMessages: messages,
    smsCodes: codes,
    subscriptions,
    payments,
  };
}

/**
 * Erases the account and every personal row, in one transaction; sessions end with it. Payment
 * records stay, as the law requires (privacy policy; KEPT_AFTER_DELETION).
 */
export async function deleteStudent(db: Kysely<Database>, student: StudentTable) {
  await db.transaction().execute(async (trx) => {
    for (const table of [
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
  });
}

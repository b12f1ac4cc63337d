import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

/**
 * Accounts (issue: phone sign-up with OTP): students held by a parent or guardian, their recorded
 * consent, OTP challenges, refresh-token families, the dev-only SMS outbox and the server's own
 * generated secrets (single-host mode needs no configuration).
 */
export function accountsMigration(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('students')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('phone', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('student_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('gender', 'text', (c) => c.notNull())
        .addColumn('grade', 'text', (c) => c.notNull())
        .addColumn('board', 'text', (c) => c.notNull())
        .addColumn('medium', 'text', (c) => c.notNull())
        .addColumn('school_name', 'text')
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('district', 'text', (c) => c.notNull())
        .addColumn('taluk', 'text', (c) => c.notNull())
        .addColumn('photo', 'text')
        .addColumn('referral_code', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('consents')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('student_id', 'text', (c) => c.notNull().references('students.id').onDelete('cascade'))
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('guardian_name', 'text', (c) => c.notNull())
        .addColumn('is_guardian', t.boolean, (c) => c.notNull())
        .addColumn('is_adult', t.boolean, (c) => c.notNull())
        .addColumn('policy_version', 'text', (c) => c.notNull())
        .addColumn('otp_challenge_id', 'text', (c) => c.notNull())
        .addColumn('accepted_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('consents_student').on('consents').column('student_id').execute();

      await db.schema
        .createTable('otp_challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('verified_at', t.timestamp)
        .addColumn('used_at', t.timestamp)
        .addColumn('invalidated_at', t.timestamp)
        .execute();
      await db.schema
        .createIndex('otp_challenges_phone')
        .on('otp_challenges')
        .columns(['phone', 'purpose', 'created_at'])
        .execute();

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('family_id', 'text', (c) => c.notNull())
        .addColumn('parent_id', 'text')
        .addColumn('student_id', 'text', (c) => c.notNull().references('students.id').onDelete('cascade'))
        .addColumn('device_id', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('rotated_at', t.timestamp)
        .addColumn('revoked_at', t.timestamp)
        .execute();
      await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
      await db.schema
        .createIndex('refresh_tokens_student')
        .on('refresh_tokens')
        .column('student_id')
        .execute();

      await db.schema
        .createTable('sms_outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sms_outbox_phone')
        .on('sms_outbox')
        .columns(['phone', 'created_at'])
        .execute();

      await db.schema
        .createTable('app_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'app_secrets',
        'sms_outbox',
        'refresh_tokens',
        'otp_challenges',
        'consents',
        'students',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

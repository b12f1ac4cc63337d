import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

/**
 * The weekly report's SMS (issue 18, ADR 018): one row per parent, child and week sent, so the
 * job sends each report once however often it runs, on however many instances at once: the
 * primary key refuses a second claim. The row is written before the SMS goes and removed if the
 * provider fails, so a failed report is tried again on the next run.
 */
export function reportSendsMigration(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('report_sends')
        .addColumn('parent_id', 'text', (c) => c.notNull().references('parents.id').onDelete('cascade'))
        .addColumn('student_id', 'text', (c) => c.notNull().references('students.id').onDelete('cascade'))
        /** The week's Monday, India's calendar ('YYYY-MM-DD'). */
        .addColumn('week', 'text', (c) => c.notNull())
        /** The SMS template sent (smsTemplates.ts): its language. */
        .addColumn('template_id', 'text', (c) => c.notNull())
        .addColumn('sent_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('report_sends_pk', ['parent_id', 'student_id', 'week'])
        .execute();
      // Deleting a child finds their rows here (the key starts with the parent).
      await db.schema.createIndex('report_sends_student').on('report_sends').column('student_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('report_sends').execute();
    },
  };
}

import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

/**
 * Notifications (spec §3: image, title, content, time): broadcasts to a class, board and medium
 * (`npm run notify`; empty audience fields mean everyone), and a student's own (coins received,
 * a unit unlocked, a plan activated). Texts are kept in both languages. A read is one row per
 * student and notification, so a broadcast read by one child stays unread for the others.
 */
export function notificationsMigration(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('student_id', 'text', (c) => c.references('students.id').onDelete('cascade'))
        .addColumn('grade', 'text')
        .addColumn('board', 'text')
        .addColumn('medium', 'text')
        /** broadcast | coins | unlock | plan */
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title_en', 'text', (c) => c.notNull())
        .addColumn('title_kn', 'text', (c) => c.notNull())
        .addColumn('content_en', 'text', (c) => c.notNull())
        .addColumn('content_kn', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('notifications_student')
        .on('notifications')
        .columns(['student_id', 'created_at'])
        .execute();
      await db.schema.createIndex('notifications_created').on('notifications').column('created_at').execute();
      await db.schema
        .createTable('notification_reads')
        .addColumn('notification_id', 'text', (c) =>
          c.notNull().references('notifications.id').onDelete('cascade'),
        )
        .addColumn('student_id', 'text', (c) => c.notNull().references('students.id').onDelete('cascade'))
        .addColumn('read_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('notification_reads_pk', ['notification_id', 'student_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['notification_reads', 'notifications']) await db.schema.dropTable(table).execute();
    },
  };
}

import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

/**
 * Read aloud (issue 16). A child's settings gain `auto_read` (read each question aloud when it
 * appears; null: the default of the child's class, on in classes 1 and 2) and `voice` (`clips`,
 * the recorded and generated clips, or `device`, the phone's own voice). An activity keeps the
 * clips its curriculum file records for its texts (`recorded_audio`, JSON by place; null: none).
 */
export function readAloudMigration(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('student_settings').addColumn('auto_read', t.boolean).execute();
      await db.schema
        .alterTable('student_settings')
        .addColumn('voice', 'text', (c) => c.notNull().defaultTo('clips'))
        .execute();
      await db.schema.alterTable('activities').addColumn('recorded_audio', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('activities').dropColumn('recorded_audio').execute();
      await db.schema.alterTable('student_settings').dropColumn('voice').execute();
      await db.schema.alterTable('student_settings').dropColumn('auto_read').execute();
    },
  };
}

import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

/**
 * A child's play settings (issue 15): right/wrong sounds and activity timers, both on by
 * default. No row means the defaults; the row goes with the student.
 */
export function studentSettingsMigration(kind: DbKind) {
  const t = columnTypes(kind);
  const on = kind === 'postgres' ? true : 1;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('student_settings')
        .addColumn('student_id', 'text', (c) => c.primaryKey().references('students.id').onDelete('cascade'))
        .addColumn('sounds', t.boolean, (c) => c.notNull().defaultTo(on))
        .addColumn('timers', t.boolean, (c) => c.notNull().defaultTo(on))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('student_settings').execute();
    },
  };
}

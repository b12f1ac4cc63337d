import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

/**
 * "My turn" (issue 30, ADR 028's addendum): the parent's two choices per child (recording
 * allowed, recordings kept in the account), both off until chosen, and the recordings a parent
 * chose to keep, their sound in the row (Opus, at most 256 KB each, 5 MB per child): one place
 * to export and delete with the child, on either database, and no files to back up apart.
 * Both go with the child (foreign key, and the account's deletion by table).
 */
export function storyRecordingsMigration(kind: DbKind) {
  const t = columnTypes(kind);
  const off = kind === 'postgres' ? false : 0;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('recording_settings')
        .addColumn('student_id', 'text', (c) => c.primaryKey().references('students.id').onDelete('cascade'))
        .addColumn('allowed', t.boolean, (c) => c.notNull().defaultTo(off))
        .addColumn('keep', t.boolean, (c) => c.notNull().defaultTo(off))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('story_recordings')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('student_id', 'text', (c) => c.notNull().references('students.id').onDelete('cascade'))
        .addColumn('story_key', 'text', (c) => c.notNull())
        .addColumn('page', 'integer', (c) => c.notNull())
        .addColumn('recorded_at', t.timestamp, (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('audio', kind === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('story_recordings_by_child')
        .on('story_recordings')
        .columns(['student_id', 'recorded_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('story_recordings').execute();
      await db.schema.dropTable('recording_settings').execute();
    },
  };
}

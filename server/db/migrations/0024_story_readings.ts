import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

/**
 * The reading corner's progress (issue 30 point 4, ADR 028 addendum): one row per story a child
 * finished (read to the end and its questions answered), for the weekly report (stories read,
 * minutes listening and reading, pages recorded), the streak (a reading day counts) and the
 * library's "read" marks. The client makes the completion's id: the primary key (child, id)
 * makes a retried send, online or from the offline queue, one reading.
 */
export function storyReadingsMigration(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('story_readings')
        .addColumn('student_id', 'text', (c) => c.notNull().references('students.id').onDelete('cascade'))
        .addColumn('completion_id', 'text', (c) => c.notNull())
        .addColumn('story_key', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('level', 'integer', (c) => c.notNull())
        /** Time with the story open, listening or reading, as the phone measured it (capped). */
        .addColumn('seconds', 'integer', (c) => c.notNull())
        /** Pages the child recorded reading aloud ("My turn"). */
        .addColumn('pages_recorded', 'integer', (c) => c.notNull())
        /** The questions after the story: how many, how many answered right, and the answers. */
        .addColumn('questions', 'integer', (c) => c.notNull())
        .addColumn('correct', 'integer', (c) => c.notNull())
        .addColumn('answers', 'text', (c) => c.notNull())
        /** Coins this reading paid: the story's on its first reading, 0 after. */
        .addColumn('coins', 'integer', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('story_readings_pk', ['student_id', 'completion_id'])
        .execute();
      // The report's week and the streak's days read a range of a child's moments.
      await db.schema
        .createIndex('story_readings_student_time')
        .on('story_readings')
        .columns(['student_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('story_readings').execute();
    },
  };
}

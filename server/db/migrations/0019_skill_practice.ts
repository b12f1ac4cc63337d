import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

/**
 * Mastery (issue 19). `skill_results`: every generated practice item a child answered, right or
 * wrong, so a skill's state (attempted, familiar, proficient, mastered) comes from recent results.
 * `missed_items`: an item answered wrong, with the day it comes back (re-created from its seed,
 * like any practice item); answering it right removes it.
 */
export function skillPracticeMigration(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('skill_results')
        .addColumn('student_id', 'text', (c) => c.notNull().references('students.id').onDelete('cascade'))
        .addColumn('skill', 'text', (c) => c.notNull())
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('correct', t.boolean, (c) => c.notNull())
        .addColumn('answered_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('skill_results_recent')
        .on('skill_results')
        .columns(['student_id', 'skill', 'answered_at'])
        .execute();
      await db.schema
        .createTable('missed_items')
        .addColumn('student_id', 'text', (c) => c.notNull().references('students.id').onDelete('cascade'))
        .addColumn('skill', 'text', (c) => c.notNull())
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('seed', t.bigint, (c) => c.notNull())
        /** `english` or `kannada`: the item is re-created in the language it was missed in. */
        .addColumn('medium', 'text', (c) => c.notNull())
        .addColumn('missed_at', t.timestamp, (c) => c.notNull())
        /** When it comes back ("practise what I missed"). */
        .addColumn('due_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('missed_items_pk', ['student_id', 'skill', 'level', 'seed', 'medium'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('missed_items').execute();
      await db.schema.dropTable('skill_results').execute();
    },
  };
}

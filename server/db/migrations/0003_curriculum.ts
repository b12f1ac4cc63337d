import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

/**
 * The curriculum, imported from curriculum/**.yaml (server/modules/curriculum/curriculum.service.ts).
 * Each level is found again by its stable key, so a re-import updates rows in place and the ids
 * that students' progress points at never change. Content that leaves the files is retired, not
 * deleted.
 */
export function curriculumMigration(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('subjects')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('content_set', 'text', (c) => c.notNull())
        .addColumn('grade', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_kn', 'text', (c) => c.notNull())
        .addColumn('icon', 'text', (c) => c.notNull())
        .addColumn('colour', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('retired_at', t.timestamp)
        .addUniqueConstraint('subjects_set_grade_key', ['content_set', 'grade', 'key'])
        .execute();

      await db.schema
        .createTable('units')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('subject_id', 'text', (c) => c.notNull().references('subjects.id'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_kn', 'text', (c) => c.notNull())
        .addColumn('free', t.boolean, (c) => c.notNull())
        .addColumn('coin_cost', 'integer')
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('retired_at', t.timestamp)
        .addUniqueConstraint('units_subject_key', ['subject_id', 'key'])
        .execute();

      await db.schema
        .createTable('chapters')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('unit_id', 'text', (c) => c.notNull().references('units.id'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_kn', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('retired_at', t.timestamp)
        .addUniqueConstraint('chapters_unit_key', ['unit_id', 'key'])
        .execute();

      await db.schema
        .createTable('topics')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('chapter_id', 'text', (c) => c.notNull().references('chapters.id'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_kn', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('retired_at', t.timestamp)
        .addUniqueConstraint('topics_chapter_key', ['chapter_id', 'key'])
        .execute();

      await db.schema
        .createTable('activities')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('topic_id', 'text', (c) => c.notNull().references('topics.id'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('heading_title', 'text', (c) => c.notNull())
        .addColumn('heading_image', 'text')
        .addColumn('instruction', 'text')
        .addColumn('timer_seconds', 'integer', (c) => c.notNull())
        /** The questions, pairs or items (with their answers) as JSON. */
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('max_score', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('retired_at', t.timestamp)
        .addUniqueConstraint('activities_topic_key', ['topic_id', 'key'])
        .execute();

      await db.schema.createIndex('units_subject').on('units').column('subject_id').execute();
      await db.schema.createIndex('chapters_unit').on('chapters').column('unit_id').execute();
      await db.schema.createIndex('topics_chapter').on('topics').column('chapter_id').execute();
      await db.schema.createIndex('activities_topic').on('activities').column('topic_id').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['activities', 'topics', 'chapters', 'units', 'subjects'])
        await db.schema.dropTable(table).execute();
    },
  };
}

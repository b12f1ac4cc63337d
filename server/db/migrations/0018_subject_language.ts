import type { Kysely } from 'kysely';

/**
 * A subject's own language (issue 19): a second language (Kannada in English medium, English in
 * Kannada medium) is written and read aloud in its own language, not its medium's. Null: the medium's.
 */
export function subjectLanguageMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('subjects').addColumn('language', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('subjects').dropColumn('language').execute();
    },
  };
}

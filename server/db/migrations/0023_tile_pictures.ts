import type { Kysely } from 'kysely';

const LEVELS = ['units', 'chapters', 'topics'] as const;

/**
 * A picture on every unit, chapter and topic tile (issue 29): the name of the illustration set
 * (ADR 026) the import worked out for it, its own or one from an item under it
 * (curriculum/tilePictures.ts). Null: nothing under it has one, and the app shows the subject's icon.
 */
export function tilePicturesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      for (const level of LEVELS) await db.schema.alterTable(level).addColumn('picture', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const level of LEVELS) await db.schema.alterTable(level).dropColumn('picture').execute();
    },
  };
}

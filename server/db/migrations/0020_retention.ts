import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

/**
 * Retention that runs (issue 32, `npm run data:retention`):
 * - `spent_refresh_tokens`: a live session keeps one `refresh_tokens` row, the token in use; the
 *   tokens it replaced keep only their hash and session, so that one coming back still ends the
 *   session (RFC 9700 reuse detection) without a row per refresh with its time, device and child.
 * - `deletions`: the opaque ids of deleted accounts and children and when, nothing else, so that
 *   a database restored from a backup is purged of them again by the same command.
 */
export function retentionMigration(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('spent_refresh_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('spent_refresh_tokens_family')
        .on('spent_refresh_tokens')
        .column('family_id')
        .execute();
      await db.schema
        .createTable('deletions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        /** `parent` (an account) or `student` (a child's profile). */
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('deleted_at', t.timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('deletions').execute();
      await db.schema.dropTable('spent_refresh_tokens').execute();
    },
  };
}

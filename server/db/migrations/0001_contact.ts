import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

/** Contact messages (spec §2, /contactUs) and the record of sample data already loaded. */
export function contactMigration(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('contact_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('contact_messages_created_at')
        .on('contact_messages')
        .column('created_at')
        .execute();
      await db.schema
        .createTable('seed_runs')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('ran_at', t.timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('seed_runs').execute();
      await db.schema.dropTable('contact_messages').execute();
    },
  };
}

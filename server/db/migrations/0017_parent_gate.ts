import { type Kysely, sql } from 'kysely';

/**
 * The parent gate's method (issue 18, ADR 018): how the parent area opens, the parent's choice.
 * `question` (a times-table question, the default and what every family had before), `pin` (a
 * four-digit PIN, hashed in `gate_pin_hash`, which migration 0014 added) or `password` (the
 * account's password). A column check keeps other values out on both databases.
 */
export function parentGateMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('parents')
        .addColumn('gate_method', 'text', (c) =>
          c.notNull().defaultTo('question').check(sql`gate_method in ('question', 'pin', 'password')`),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('parents').dropColumn('gate_method').execute();
    },
  };
}

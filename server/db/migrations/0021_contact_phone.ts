import type { Kysely } from 'kysely';

/**
 * A phone number to reply to on a contact message (issue 27): the form asks for an e-mail
 * address or a phone number, at least one. Null: no phone given. `email` stays as it was, ''
 * when only a phone was given.
 */
export function contactPhoneMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('contact_messages').addColumn('phone', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('contact_messages').dropColumn('phone').execute();
    },
  };
}

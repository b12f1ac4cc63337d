import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

/**
 * Plans and payments. `payments` is the record Indian tax law requires after an account is
 * deleted (privacy policy): its student_id is a plain column, not a foreign key, so deleting the
 * student keeps it. A subscription is created by exactly one payment (unique payment_id), so a
 * payment verified by the browser and by a webhook, or a webhook delivered three times,
 * activates once. Webhook event ids are kept to ignore duplicates.
 */
export function paymentsMigration(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('payments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('receipt', 'text', (c) => c.notNull().unique())
        .addColumn('student_id', 'text', (c) => c.notNull())
        .addColumn('plan_id', 'text', (c) => c.notNull())
        .addColumn('plan_type', 'text', (c) => c.notNull())
        .addColumn('grade', 'text', (c) => c.notNull())
        .addColumn('amount_paise', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_order_id', 'text', (c) => c.notNull().unique())
        .addColumn('provider_payment_id', 'text')
        /** created | paid | failed */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('failure_reason', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('paid_at', t.timestamp)
        .execute();
      await db.schema
        .createIndex('payments_student')
        .on('payments')
        .columns(['student_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('student_id', 'text', (c) => c.notNull().references('students.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('grade', 'text', (c) => c.notNull())
        .addColumn('starts_at', t.timestamp, (c) => c.notNull())
        .addColumn('ends_at', t.timestamp, (c) => c.notNull())
        .addColumn('payment_id', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('subscriptions_student')
        .on('subscriptions')
        .columns(['student_id', 'ends_at'])
        .execute();
      await db.schema
        .createTable('webhook_events')
        .addColumn('event_id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('received_at', t.timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['webhook_events', 'subscriptions', 'payments'])
        await db.schema.dropTable(table).execute();
    },
  };
}

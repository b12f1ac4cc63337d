import { type Kysely, sql } from 'kysely';

/**
 * A subscription opens the content it was bought for (issue 13): its board and medium are kept
 * beside its class, so a Kannada-medium plan never opens English-medium units, whatever the
 * profile says later. Existing subscriptions take them from their payment's plan id
 * (`TYPE.grade.board.medium`, see plans/yearlyPlans.ts).
 */
export function subscriptionContentMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('subscriptions')
        .addColumn('board', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('subscriptions')
        .addColumn('medium', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      const rows = await sql<{ id: string; plan_id: string }>`
        select subscriptions.id, payments.plan_id from subscriptions
        join payments on payments.id = subscriptions.payment_id`.execute(db);
      for (const row of rows.rows) {
        const [, , board = '', medium = ''] = row.plan_id.split('.');
        await sql`update subscriptions set board = ${board}, medium = ${medium} where id = ${row.id}`.execute(
          db,
        );
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('subscriptions').dropColumn('medium').execute();
      await db.schema.alterTable('subscriptions').dropColumn('board').execute();
    },
  };
}

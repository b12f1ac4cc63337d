import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PlanType } from '../../../domain/contract/plans.ts';
import { fromDbTime, toDbTime } from '../../db/dialect.ts';
import type { Database, PaymentTable } from '../../db/schema.ts';

/** Payments, subscriptions and webhook events: the queries of the plans module. */

export async function insertPayment(db: Kysely<Database>, payment: PaymentTable) {
  await db.insertInto('payments').values(payment).execute();
}

/** The student's own payment of a provider order, or undefined (another child's is not found). */
export function findOwnOrder(db: Kysely<Database>, orderId: string, childId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider_order_id', '=', orderId)
    .where('student_id', '=', childId)
    .executeTakeFirst();
}

/** The payment of a provider order, whoever's it is (the webhook's look-up), or undefined. */
export function findOrder(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('payments').selectAll().where('provider_order_id', '=', orderId).executeTakeFirst();
}

/** The student's payments that went past "created" (paid or failed), newest first. */
export function paymentsOf(db: Kysely<Database>, childId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('student_id', '=', childId)
    .where('status', '!=', 'created')
    .orderBy('created_at', 'desc')
    .execute();
}

/** Records a failure of a payment not yet paid or failed; a paid one stays paid. */
export async function markFailed(
  db: Kysely<Database>,
  paymentId: string,
  providerPaymentId: string | null,
  reason: string,
) {
  await db
    .updateTable('payments')
    .set({ status: 'failed', provider_payment_id: providerPaymentId, failure_reason: reason })
    .where('id', '=', paymentId)
    .where('status', '=', 'created')
    .execute();
}

/** Moves a payment to paid unless it is paid already; true when this call moved it. */
export async function markPaid(db: Kysely<Database>, paymentId: string, providerPaymentId: string, at: Date) {
  const moved = await db
    .updateTable('payments')
    .set({
      status: 'paid',
      provider_payment_id: providerPaymentId,
      paid_at: toDbTime(at),
      failure_reason: null,
    })
    .where('id', '=', paymentId)
    .where('status', '!=', 'paid')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

export async function studentExists(db: Kysely<Database>, childId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('students').select('id').where('id', '=', childId).executeTakeFirst());
}

/** What a subscription is of: a type of plan for a class, board and medium. */
export interface SubscriptionScope {
  childId: string;
  type: PlanType;
  grade: string;
  board: string;
  medium: string;
}

/** The latest end of the student's subscriptions of `scope` still running at `now`, or undefined. */
export async function runningSubscriptionEnd(
  db: Kysely<Database>,
  scope: SubscriptionScope,
  now: Date,
): Promise<Date | undefined> {
  const row = await db
    .selectFrom('subscriptions')
    .select('ends_at')
    .where('student_id', '=', scope.childId)
    .where('type', '=', scope.type)
    .where('grade', '=', scope.grade)
    .where('board', '=', scope.board)
    .where('medium', '=', scope.medium)
    .where('ends_at', '>', toDbTime(now))
    .orderBy('ends_at', 'desc')
    .executeTakeFirst();
  return row ? fromDbTime(row.ends_at) : undefined;
}

/** Inserts the subscription a payment bought; a second one for the same payment is a no-op. */
export async function insertSubscription(
  db: Kysely<Database>,
  scope: SubscriptionScope,
  period: { paymentId: string; starts: Date; ends: Date; now: Date },
) {
  await db
    .insertInto('subscriptions')
    .values({
      id: randomUUID(),
      student_id: scope.childId,
      type: scope.type,
      grade: scope.grade,
      board: scope.board,
      medium: scope.medium,
      starts_at: toDbTime(period.starts),
      ends_at: toDbTime(period.ends),
      payment_id: period.paymentId,
      created_at: toDbTime(period.now),
    })
    .onConflict((oc) => oc.column('payment_id').doNothing())
    .execute();
}

/** Records a webhook event id; false when it was recorded before (a retry or a replay). */
export async function recordWebhookEvent(db: Kysely<Database>, eventId: string, type: string, at: Date) {
  const inserted = await db
    .insertInto('webhook_events')
    .values({ event_id: eventId, type, received_at: toDbTime(at) })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

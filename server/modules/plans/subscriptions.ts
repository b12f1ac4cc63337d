import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ActiveSubscription } from '../../../src/contract/auth.ts';
import { calendarDay } from '../../../src/lib/calendarDay.ts';
import { fromDbTime, toDbTime } from '../../db/dialect.ts';
import type { Database, PaymentTable } from '../../db/schema.ts';
import { notifyStudent } from '../notifications/notifications.repository.ts';
import { OWN } from '../notifications/notifications.texts.ts';

const oneYearAfter = (date: Date) => {
  const end = new Date(date);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
};

/**
 * Marks a payment paid and creates its subscription, once: only the request that moves the
 * payment from unpaid to paid goes on (a verify and a webhook, or three webhooks, at the same
 * time find it already paid), and a subscription is unique per payment. A renewal starts where
 * the active one of the same type and class ends. True when this call activated it.
 */
export async function activatePayment(
  db: Kysely<Database>,
  payment: Pick<PaymentTable, 'id' | 'student_id' | 'plan_id' | 'plan_type' | 'grade'>,
  providerPaymentId: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('payments')
      .set({
        status: 'paid',
        provider_payment_id: providerPaymentId,
        paid_at: toDbTime(now),
        failure_reason: null,
      })
      .where('id', '=', payment.id)
      .where('status', '!=', 'paid')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    const student = await trx
      .selectFrom('students')
      .select('id')
      .where('id', '=', payment.student_id)
      .executeTakeFirst();
    // The account may have been deleted meanwhile: the payment record stays, nothing to open.
    if (!student) return true;
    // The plan id names what was bought (plans/catalogue.ts): that class, board and medium only.
    const [, , board = '', medium = ''] = payment.plan_id.split('.');
    const current = await trx
      .selectFrom('subscriptions')
      .select('ends_at')
      .where('student_id', '=', payment.student_id)
      .where('type', '=', payment.plan_type)
      .where('grade', '=', payment.grade)
      .where('board', '=', board)
      .where('medium', '=', medium)
      .where('ends_at', '>', toDbTime(now))
      .orderBy('ends_at', 'desc')
      .executeTakeFirst();
    const starts = current ? fromDbTime(current.ends_at) : now;
    const ends = oneYearAfter(starts);
    await trx
      .insertInto('subscriptions')
      .values({
        id: randomUUID(),
        student_id: payment.student_id,
        type: payment.plan_type,
        grade: payment.grade,
        board,
        medium,
        starts_at: toDbTime(starts),
        ends_at: toDbTime(ends),
        payment_id: payment.id,
        created_at: toDbTime(now),
      })
      .onConflict((oc) => oc.column('payment_id').doNothing())
      .execute();
    await notifyStudent(
      trx,
      payment.student_id,
      'plan',
      OWN.planActivated(payment.plan_type, calendarDay(ends)),
    );
    return true;
  });
}

/** Spec §3 "activeSubscriptions": one line per type and class (board, medium), ending at the latest end date. */
export async function activeSubscriptions(
  db: Kysely<Database>,
  studentId: string,
  now = new Date(),
): Promise<ActiveSubscription[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .select(['type', 'grade', 'board', 'medium', (eb) => eb.fn.max('ends_at').as('ends_at')])
    .where('student_id', '=', studentId)
    .where('ends_at', '>', toDbTime(now))
    .groupBy(['type', 'grade', 'board', 'medium'])
    .execute();
  return rows.map((row) => ({
    type: row.type,
    grade: row.grade,
    board: row.board,
    medium: row.medium,
    endDate: fromDbTime(row.ends_at).toISOString(),
  }));
}

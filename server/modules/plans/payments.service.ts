import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  DECLINED_CODE,
  type OrderResponse,
  PAYMENT_ERRORS,
  type PaymentHistoryResponse,
  type PaymentResult,
  type Plan,
  type TestGatewayResponse,
} from '../../../domain/contract/plans.ts';
import { calendarDay } from '../../../domain/rules/calendarDay.ts';
import { includedTax } from '../../../domain/rules/gst.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { fromDbTime, toDbTime } from '../../db/dialect.ts';
import type { Database, PaymentTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { paymentSignature, sameSignature } from '../../providers/payments/signature.ts';
import { providerId } from '../../providers/payments/testGateway.ts';
import { notifyStudent, OWN } from '../notifications/index.ts';
import {
  findOwnOrder,
  insertPayment,
  insertSubscription,
  markFailed,
  markPaid,
  paymentsOf,
  runningSubscriptionEnd,
  studentExists,
} from './payments.repository.ts';
import { isOwnPlan, type PlanScope, planById, plansFor } from './yearlyPlans.ts';

/** What plans need of a child: who, and their class (grade, board, medium). */
type ChildClass = PlanScope & { id: string };

const oneYearAfter = (date: Date) => {
  const end = new Date(date);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
};

/**
 * Marks a payment paid and creates its subscription, once: only the call that moves the payment
 * from unpaid to paid goes on (a verify and a webhook, or three webhooks, at the same time find it
 * already paid), and a subscription is unique per payment. A renewal starts where the running one
 * of the same type, class, board and medium ends. True when this call activated it.
 */
export function activatePayment(
  db: Kysely<Database>,
  payment: Pick<PaymentTable, 'id' | 'student_id' | 'plan_id' | 'plan_type' | 'grade'>,
  providerPaymentId: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await markPaid(trx, payment.id, providerPaymentId, now))) return false;
    // The account may have been deleted meanwhile: the payment record stays, nothing to open.
    if (!(await studentExists(trx, payment.student_id))) return true;
    // The plan id names what was bought (yearlyPlans.ts): that class, board and medium only.
    const [, , board = '', medium = ''] = payment.plan_id.split('.');
    const scope = {
      childId: payment.student_id,
      type: payment.plan_type,
      grade: payment.grade,
      board,
      medium,
    };
    const starts = (await runningSubscriptionEnd(trx, scope, now)) ?? now;
    const ends = oneYearAfter(starts);
    await insertSubscription(trx, scope, { paymentId: payment.id, starts, ends, now });
    await notifyStudent(
      trx,
      payment.student_id,
      'plan',
      OWN.planActivated(payment.plan_type, calendarDay(ends)),
    );
    return true;
  });
}

/** A receipt a parent can quote: `KLK-<time>-<random>`. */
const newReceipt = () =>
  `KLK-${Date.now().toString(36).toUpperCase()}-${randomUUID().slice(0, 4).toUpperCase()}`;

/**
 * Plans and payments of spec §7: the plans of the child's own class, board and medium, an order
 * for one (the amount from the plan, never from the client), verification of Checkout's answer,
 * the payment history, and the built-in test gateway's "pay" button.
 */
export function paymentsService({ db }: Db, config: Config, provider: PaymentProvider) {
  const notForChild = () =>
    new AppError(
      403,
      PAYMENT_ERRORS.planNotForChild,
      "This plan is not for your child's class, board and medium.",
    );
  const ownOrder = async (orderId: string, childId: string) => {
    const payment = await findOwnOrder(db, orderId, childId);
    if (!payment) throw new AppError(404, PAYMENT_ERRORS.orderNotFound, 'No such order.');
    return payment;
  };

  return {
    /** Spec §6: the plans "for the student's own grade" (and board and medium), nobody else's. */
    plans(child: ChildClass, asked: PlanScope): Plan[] {
      if (!isOwnPlan(asked, child)) throw notForChild();
      return plansFor(config, child);
    },

    /** An order at the provider for the plan's amount, stored as "created". */
    async createOrder(
      child: ChildClass,
      planId: string,
      log: FastifyBaseLogger,
    ): Promise<OrderResponse['data']> {
      const plan = planById(config, planId);
      if (!plan) throw new AppError(404, PAYMENT_ERRORS.planNotFound, 'No such plan.');
      // A cheaper plan of another medium must not be bought to open this child's content.
      if (!isOwnPlan(plan, child)) throw notForChild();
      const receipt = newReceipt();
      let orderId: string;
      try {
        ({ orderId } = await provider.createOrder({
          amountPaise: plan.amountPaise,
          currency: 'INR',
          receipt,
          notes: { plan: plan._id, student: child.id },
        }));
      } catch (error) {
        log.error({ err: error }, 'payment order failed');
        throw new AppError(
          502,
          PAYMENT_ERRORS.providerUnavailable,
          'Payments are not available just now. Please try again.',
        );
      }
      await insertPayment(db, {
        id: randomUUID(),
        receipt,
        student_id: child.id,
        plan_id: plan._id,
        plan_type: plan.type,
        grade: plan.grade,
        amount_paise: plan.amountPaise,
        currency: 'INR',
        provider: provider.name,
        provider_order_id: orderId,
        provider_payment_id: null,
        status: 'created',
        failure_reason: null,
        created_at: toDbTime(new Date()),
        paid_at: null,
      });
      const { keyId, name } = provider;
      return {
        orderId,
        amountPaise: plan.amountPaise,
        currency: 'INR',
        provider: name,
        keyId,
        receipt,
        plan,
      };
    },

    /** Checks Checkout's signature of the child's own order and activates the plan, once. */
    async verify(childId: string, result: PaymentResult): Promise<void> {
      const payment = await ownOrder(result.razorpay_order_id, childId);
      // The stored order id, never the one sent, goes into the signature.
      const expected = paymentSignature(
        provider.keySecret,
        payment.provider_order_id,
        result.razorpay_payment_id,
      );
      const otherPayment =
        payment.status === 'paid' && payment.provider_payment_id !== result.razorpay_payment_id;
      if (!sameSignature(expected, result.razorpay_signature) || otherPayment)
        throw new AppError(400, PAYMENT_ERRORS.signatureInvalid, 'This payment could not be verified.');
      await activatePayment(db, payment, result.razorpay_payment_id);
    },

    /**
     * The child's payments with their receipts (issue 27): the company from the configuration
     * issues them, each paid one with the GST its price includes; with no company configured,
     * no issuer and no tax: the site shows a test receipt, not a tax invoice.
     */
    async history(childId: string, studentState: string | null): Promise<PaymentHistoryResponse> {
      const rows = await paymentsOf(db, childId);
      const company = config.company;
      return {
        success: true,
        issuer: company
          ? { legalName: company.legalName, address: company.address, gstin: company.gstin }
          : null,
        data: rows.map((row) => ({
          receipt: row.receipt,
          planType: row.plan_type,
          grade: row.grade,
          amountPaise: Number(row.amount_paise),
          currency: row.currency,
          status: row.status,
          providerPaymentId: row.provider_payment_id,
          createdAt: fromDbTime(row.created_at).toISOString(),
          paidAt: row.paid_at ? fromDbTime(row.paid_at).toISOString() : null,
          tax:
            company && row.status === 'paid'
              ? includedTax(
                  Number(row.amount_paise),
                  company.gstRatePercent,
                  company.gstin,
                  studentState ?? undefined,
                )
              : null,
        })),
      };
    },

    /**
     * The built-in test gateway (single-host mode and tests): the parent's choice on its page
     * becomes what Razorpay Checkout would hand back, signed the same way, or Checkout's failure.
     */
    async payOnTestGateway(
      childId: string,
      orderId: string,
      outcome: 'success' | 'failure',
    ): Promise<TestGatewayResponse> {
      const payment = await ownOrder(orderId, childId);
      const paymentId = providerId('pay');
      if (outcome === 'failure') {
        await markFailed(db, payment.id, paymentId, 'Declined on the test gateway');
        return { error: { code: DECLINED_CODE, description: 'Payment declined on the test gateway.' } };
      }
      return {
        razorpay_order_id: payment.provider_order_id,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(provider.keySecret, payment.provider_order_id, paymentId),
      };
    },
  };
}

import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { errorResponseSchema } from '../../../src/contract/errors.ts';
import {
  orderRequestSchema,
  orderResponseSchema,
  PAYMENT_ERRORS,
  paymentHistorySchema,
  paymentResultSchema,
  plansQuerySchema,
  plansResponseSchema,
  testGatewayRequestSchema,
  verifyResponseSchema,
} from '../../../src/contract/plans.ts';
import type { AppContext } from '../../context.ts';
import { fromDbTime, toDbTime } from '../../db/dialect.ts';
import { AppError } from '../../errors.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { paymentSignature, sameSignature } from '../../providers/payments/signature.ts';
import { providerId } from '../../providers/payments/testGateway.ts';
import { findStudent, loadProfile } from '../auth/repository.ts';
import { isOwnPlan, planById, plansFor } from './catalogue.ts';
import { activatePayment } from './subscriptions.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  502: errorResponseSchema,
};
const auth = { auth: 'student' as const };

/**
 * Plans and payments of spec §7: the plans, an order for one (the amount from the plan, never
 * from the client), verification of Checkout's answer, the payment history, and the built-in
 * test gateway's "pay" button.
 */
export async function paymentRoutes({ app, db, config }: AppContext, provider: PaymentProvider) {
  const studentOf = async (id: string) => {
    const student = await findStudent(db.db, id);
    if (!student) throw new AppError(401, 'UNAUTHORIZED', 'Please log in again.');
    return student;
  };
  const notForStudent = () =>
    new AppError(
      403,
      PAYMENT_ERRORS.planNotForStudent,
      "This plan is not for your child's class, board and medium.",
    );
  const orderOf = async (orderId: string, studentId: string) => {
    const payment = await db.db
      .selectFrom('payments')
      .selectAll()
      .where('provider_order_id', '=', orderId)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    if (!payment) throw new AppError(404, PAYMENT_ERRORS.orderNotFound, 'No such order.');
    return payment;
  };

  app.get(
    '/v1/auth/profile/subscription-plans',
    {
      config: auth,
      schema: {
        tags: ['plans'],
        querystring: plansQuerySchema,
        response: { 200: plansResponseSchema, ...errors },
      },
    },
    async (request) => {
      const student = await studentOf(request.studentId);
      // Spec §6: the plans "for the student's own grade" (and board and medium), nobody else's.
      if (!isOwnPlan(request.query, student)) throw notForStudent();
      return { success: true as const, data: plansFor(config, student) };
    },
  );

  app.post(
    '/v1/auth/payment/orderId',
    {
      config: auth,
      schema: {
        tags: ['plans'],
        summary: 'Creates a payment order for a plan; the amount comes from the plan',
        body: orderRequestSchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const student = await studentOf(request.studentId);
      const plan = planById(config, request.body.planId);
      if (!plan) throw new AppError(404, PAYMENT_ERRORS.planNotFound, 'No such plan.');
      // A cheaper plan of another medium must not be bought to open this child's content.
      if (!isOwnPlan(plan, student)) throw notForStudent();
      const receipt = `KLK-${Date.now().toString(36).toUpperCase()}-${randomUUID().slice(0, 4).toUpperCase()}`;
      let orderId: string;
      try {
        ({ orderId } = await provider.createOrder({
          amountPaise: plan.amountPaise,
          currency: 'INR',
          receipt,
          notes: { plan: plan._id, student: student.id },
        }));
      } catch (error) {
        request.log.error({ err: error }, 'payment order failed');
        throw new AppError(
          502,
          PAYMENT_ERRORS.providerUnavailable,
          'Payments are not available just now. Please try again.',
        );
      }
      await db.db
        .insertInto('payments')
        .values({
          id: randomUUID(),
          receipt,
          student_id: student.id,
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
        })
        .execute();
      return {
        success: true as const,
        data: {
          orderId,
          amountPaise: plan.amountPaise,
          currency: 'INR' as const,
          provider: provider.name,
          keyId: provider.keyId,
          receipt,
          plan,
        },
      };
    },
  );

  app.post(
    '/v1/auth/payment/verify',
    {
      config: auth,
      schema: {
        tags: ['plans'],
        summary: 'Checks the payment signature (HMAC-SHA256 of order|payment) and activates the plan once',
        body: paymentResultSchema,
        response: { 200: verifyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const payment = await orderOf(body.razorpay_order_id, request.studentId);
      // The stored order id, never the one sent, goes into the signature.
      const expected = paymentSignature(
        provider.keySecret,
        payment.provider_order_id,
        body.razorpay_payment_id,
      );
      if (!sameSignature(expected, body.razorpay_signature))
        throw new AppError(400, PAYMENT_ERRORS.signatureInvalid, 'This payment could not be verified.');
      if (payment.status === 'paid' && payment.provider_payment_id !== body.razorpay_payment_id)
        throw new AppError(400, PAYMENT_ERRORS.signatureInvalid, 'This payment could not be verified.');
      await activatePayment(db.db, payment, body.razorpay_payment_id);
      return {
        success: true as const,
        message: 'Payment verified.',
        profile: await loadProfile(db.db, await studentOf(request.studentId)),
      };
    },
  );

  app.get(
    '/v1/auth/payment/history',
    { config: auth, schema: { tags: ['plans'], response: { 200: paymentHistorySchema, ...errors } } },
    async (request) => {
      const rows = await db.db
        .selectFrom('payments')
        .selectAll()
        .where('student_id', '=', request.studentId)
        .where('status', '!=', 'created')
        .orderBy('created_at', 'desc')
        .execute();
      return {
        success: true as const,
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
        })),
      };
    },
  );

  if (provider.name !== 'test') return;

  // The built-in test gateway (single-host mode and tests): the parent's choice on its page
  // becomes what Razorpay Checkout would hand back, signed the same way.
  app.post(
    '/v1/auth/payment/test-gateway',
    {
      config: auth,
      schema: {
        tags: ['plans'],
        body: testGatewayRequestSchema,
        response: {
          200: z.union([
            paymentResultSchema,
            z.object({ error: z.object({ code: z.string(), description: z.string() }) }),
          ]),
          ...errors,
        },
      },
    },
    async (request) => {
      const payment = await orderOf(request.body.orderId, request.studentId);
      const paymentId = providerId('pay');
      if (request.body.outcome === 'failure') {
        await db.db
          .updateTable('payments')
          .set({
            status: 'failed',
            provider_payment_id: paymentId,
            failure_reason: 'Declined on the test gateway',
          })
          .where('id', '=', payment.id)
          .where('status', '=', 'created')
          .execute();
        return { error: { code: 'BAD_REQUEST_ERROR', description: 'Payment declined on the test gateway.' } };
      }
      return {
        razorpay_order_id: payment.provider_order_id,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(provider.keySecret, payment.provider_order_id, paymentId),
      };
    },
  );
}

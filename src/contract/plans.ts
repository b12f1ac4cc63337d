import * as z from 'zod/mini';
import { profileSchema } from './auth.ts';

export const PLAN_TYPES = ['ALL_ACCESS', 'VAV'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** GET /v1/auth/profile/subscription-plans (spec §7): the plans of a class, board and medium. */
export const plansQuerySchema = z.object({
  grade: z.string().check(z.regex(/^[1-7]$/, { error: 'grade' })),
  board: z.string().check(z.minLength(1), z.maxLength(40)),
  medium: z.string().check(z.minLength(1), z.maxLength(20)),
});

export const planSchema = z.object({
  _id: z.string(),
  type: z.enum(PLAN_TYPES),
  grade: z.string(),
  board: z.string(),
  medium: z.string(),
  /** Money is paise, as an integer, everywhere. */
  amountPaise: z.int(),
  currency: z.literal('INR'),
  months: z.int(),
});
export type Plan = z.infer<typeof planSchema>;
export const plansResponseSchema = z.object({ success: z.literal(true), data: z.array(planSchema) });

/** POST /v1/auth/payment/orderId: the plan only; the amount always comes from the plan. */
export const orderRequestSchema = z.strictObject({
  planId: z.string().check(z.minLength(1), z.maxLength(80)),
});
export const orderResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    orderId: z.string(),
    amountPaise: z.int(),
    currency: z.literal('INR'),
    provider: z.enum(['test', 'razorpay']),
    keyId: z.string(),
    receipt: z.string(),
    plan: planSchema,
  }),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** What Razorpay Checkout (or the test gateway) hands back after a successful payment. */
export const paymentResultSchema = z.strictObject({
  razorpay_order_id: z.string().check(z.minLength(1), z.maxLength(64)),
  razorpay_payment_id: z.string().check(z.minLength(1), z.maxLength(64)),
  razorpay_signature: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const verifyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  profile: profileSchema,
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

/** The test gateway's page: the parent succeeds or fails the payment. */
export const testGatewayRequestSchema = z.strictObject({
  orderId: z.string().check(z.minLength(1), z.maxLength(64)),
  outcome: z.enum(['success', 'failure']),
});

/** GET /v1/auth/payment/history: the parent's payments, with receipts. */
export const paymentHistorySchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      receipt: z.string(),
      planType: z.enum(PLAN_TYPES),
      grade: z.string(),
      amountPaise: z.int(),
      currency: z.string(),
      status: z.enum(['created', 'paid', 'failed']),
      providerPaymentId: z.nullable(z.string()),
      createdAt: z.string(),
      paidAt: z.nullable(z.string()),
    }),
  ),
});
export type PaymentHistory = z.infer<typeof paymentHistorySchema>['data'];

export const PAYMENT_ERRORS = {
  planNotFound: 'PLAN_NOT_FOUND',
  /** The plan is of another class, board or medium than the child's own (spec §6). */
  planNotForStudent: 'PLAN_NOT_FOR_STUDENT',
  orderNotFound: 'ORDER_NOT_FOUND',
  signatureInvalid: 'PAYMENT_SIGNATURE_INVALID',
  paymentFailed: 'PAYMENT_FAILED',
  providerUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
} as const;

import * as z from 'zod/mini';
import { profileSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { operation } from './operations.ts';

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

/** The test gateway's page: the parent succeeds or fails the payment. */
export const testGatewayRequestSchema = z.strictObject({
  orderId: z.string().check(z.minLength(1), z.maxLength(64)),
  outcome: z.enum(['success', 'failure']),
});

/** Razorpay Checkout's code for a payment the bank or the parent declined. */
export const DECLINED_CODE = 'BAD_REQUEST_ERROR';

/** What the test gateway hands back: Checkout's three signed values, or Checkout's failure. */
export const testGatewayResponseSchema = z.union([
  paymentResultSchema,
  z.object({ error: z.object({ code: z.string(), description: z.string() }) }),
]);
export type TestGatewayResponse = z.infer<typeof testGatewayResponseSchema>;

/** POST /v1/payment/webhook: Razorpay only needs a 2xx; the flags say what was done. */
export const webhookResponseSchema = z.object({
  success: z.literal(true),
  /** The event id was seen before: nothing done again. */
  duplicate: z.optional(z.literal(true)),
  /** No order of ours, or an amount that is not the order's: nothing done. */
  ignored: z.optional(z.literal(true)),
});
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;

/**
 * The GST included in a paid price (issue 27), in paise: CGST and SGST within the company's own
 * state, IGST to another (domain/rules/gst.ts).
 */
const includedTaxSchema = z.object({
  ratePercent: z.number(),
  taxablePaise: z.int(),
  taxPaise: z.int(),
  kind: z.enum(['intra', 'inter']),
  /** intra: CGST and SGST, half of the rate each. */
  cgstPaise: z.optional(z.int()),
  sgstPaise: z.optional(z.int()),
  /** inter: IGST, the whole rate. */
  igstPaise: z.optional(z.int()),
});

/**
 * GET /v1/auth/payment/history: the parent's payments, with receipts. `issuer` is the company
 * from the API's configuration; null until it is configured, when every receipt is a test
 * receipt, not a tax invoice, and no payment has a `tax`.
 */
export const paymentHistorySchema = z.object({
  success: z.literal(true),
  issuer: z.nullable(z.object({ legalName: z.string(), address: z.string(), gstin: z.string() })),
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
      /** The GST in the amount paid: on paid payments, when `issuer` is set; otherwise null. */
      // One object, not a union of two: OpenAPI 3.0 cannot say "null or one of these" (Redocly's
      // nullable-type-sibling), and clients read `kind`.
      tax: z.nullable(includedTaxSchema),
    }),
  ),
});
export type PaymentHistory = z.infer<typeof paymentHistorySchema>['data'];
export type PaymentHistoryResponse = z.infer<typeof paymentHistorySchema>;

export const PAYMENT_ERRORS = {
  planNotFound: 'PLAN_NOT_FOUND',
  /** The plan is of another class, board or medium than the child's own (spec §6). */
  planNotForChild: 'PLAN_NOT_FOR_STUDENT',
  orderNotFound: 'ORDER_NOT_FOUND',
  signatureInvalid: 'PAYMENT_SIGNATURE_INVALID',
  paymentFailed: 'PAYMENT_FAILED',
  providerUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
  /** The webhook's X-Razorpay-Signature is missing or is not the HMAC of its body. */
  webhookSignatureInvalid: 'WEBHOOK_SIGNATURE_INVALID',
  /** A signed webhook body that is not JSON, or is nested too deeply. */
  webhookBodyInvalid: 'BAD_REQUEST',
} as const;

/** Plans and payments (spec §7; ARCHITECTURE.md, "Payments"). */
export const planEndpoints = {
  getSubscriptionPlans: endpoint({
    ...operation('getSubscriptionPlans'),
    auth: 'session',
    tag: 'plans',
    summary: "The yearly plans of the child's own class, board and medium, priced in paise",
    description:
      "Spec §6: plans are for the student's own grade (and board and medium): another class, board or medium answers 403 `PLAN_NOT_FOR_STUDENT`. A board and medium with no content yet has no plans (an empty list).",
    query: plansQuerySchema,
    status: 200,
    response: plansResponseSchema,
    errors: [400, 401, 403],
  }),
  createPaymentOrder: endpoint({
    ...operation('createPaymentOrder'),
    auth: 'session',
    parent: true,
    tag: 'plans',
    summary: 'Creates a payment order for a plan; the amount comes from the plan',
    description:
      "404 `PLAN_NOT_FOUND` for an id that names no plan, 403 `PLAN_NOT_FOR_STUDENT` for a plan of another class, board or medium than the child's, 502 `PAYMENT_PROVIDER_UNAVAILABLE` when the provider refuses or does not answer.",
    body: orderRequestSchema,
    status: 200,
    response: orderResponseSchema,
    errors: [400, 401, 403, 404, 502],
  }),
  verifyPayment: endpoint({
    ...operation('verifyPayment'),
    auth: 'session',
    parent: true,
    tag: 'plans',
    summary: 'Checks the payment signature (HMAC-SHA256 of order|payment) and activates the plan once',
    description:
      "404 `ORDER_NOT_FOUND` for an order that is not this child's; 400 `PAYMENT_SIGNATURE_INVALID` for a signature that does not match, or another payment of an order already paid. Answers the fresh profile.",
    body: paymentResultSchema,
    status: 200,
    response: verifyResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  getPaymentHistory: endpoint({
    ...operation('getPaymentHistory'),
    auth: 'session',
    tag: 'plans',
    summary: "The parent's payments, paid and failed, newest first, with receipts",
    description: 'Orders never paid are not listed; a receipt number is given to paid ones.',
    status: 200,
    response: paymentHistorySchema,
    errors: [401],
  }),
  payOnTestGateway: endpoint({
    ...operation('payOnTestGateway'),
    auth: 'session',
    parent: true,
    tag: 'plans',
    summary: "The built-in test gateway's pay button: what Razorpay Checkout would hand back",
    description:
      'Only with the test gateway (single-host mode and tests), never with Razorpay. A success is signed as Razorpay signs it; a failure marks the order failed and answers Checkout’s `{ error }`. 404 `ORDER_NOT_FOUND` for an order that is not this child’s.',
    body: testGatewayRequestSchema,
    status: 200,
    response: testGatewayResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  receivePaymentWebhook: endpoint({
    ...operation('receivePaymentWebhook'),
    auth: 'public',
    tag: 'plans',
    summary:
      "Razorpay's webhook: payment.captured and order.paid activate the plan once, payment.failed is recorded",
    description:
      'The body is the raw event: `X-Razorpay-Signature` must be the HMAC-SHA256 of its exact bytes with the webhook secret (400 `WEBHOOK_SIGNATURE_INVALID`), then it must be JSON nested no deeper than any body (400 `BAD_REQUEST`). A repeated `X-Razorpay-Event-Id` does nothing again; an event of no order of ours, or of another amount than the order’s, is ignored. Answers at once: Razorpay retries anything slow or not 2xx.',
    status: 200,
    response: webhookResponseSchema,
    errors: [400],
    changesReads: 'everyone',
  }),
};

import type {
  OrderResponse,
  PaymentHistory,
  PaymentResult,
  Plan,
  VerifyResponse,
} from '../contract/plans.ts';
import { api } from './http.ts';

/** GET /v1/auth/profile/subscription-plans (spec §7). */
export const fetchPlans = (grade: string, board: string, medium: string) =>
  api<{ success: true; data: Plan[] }>('/v1/auth/profile/subscription-plans', {
    query: { grade, board, medium },
  });

/** POST /v1/auth/payment/orderId (spec §7): the plan only; the server prices it. */
export const createOrder = (planId: string) =>
  api<OrderResponse>('/v1/auth/payment/orderId', { method: 'POST', body: { planId } });

/** POST /v1/auth/payment/verify (spec §7): what Checkout handed back; the fresh profile. */
export const verifyPayment = (result: PaymentResult) =>
  api<VerifyResponse>('/v1/auth/payment/verify', { method: 'POST', body: result });

/** The built-in test gateway's buttons (single-host mode). */
export const payOnTestGateway = (orderId: string, outcome: 'success' | 'failure') =>
  api<PaymentResult | { error: { code: string; description: string } }>('/v1/auth/payment/test-gateway', {
    method: 'POST',
    body: { orderId, outcome },
  });

export const fetchPaymentHistory = () =>
  api<{ success: true; data: PaymentHistory }>('/v1/auth/payment/history');

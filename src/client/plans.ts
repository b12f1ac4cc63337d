import type { PaymentResult, planEndpoints } from '../../domain/contract/plans.ts';
import { call } from './http.ts';

/** The plans of the child's own class, board and medium (spec §7). */
export const getSubscriptionPlans = (grade: string, board: string, medium: string) =>
  call<typeof planEndpoints.getSubscriptionPlans>('getSubscriptionPlans', {
    query: { grade, board, medium },
  });

/** An order for a plan (spec §7): the plan only; the server prices it. */
export const createPaymentOrder = (planId: string) =>
  call<typeof planEndpoints.createPaymentOrder>('createPaymentOrder', { body: { planId } });

/** What Checkout handed back (spec §7); answers the fresh profile. */
export const verifyPayment = (result: PaymentResult) =>
  call<typeof planEndpoints.verifyPayment>('verifyPayment', { body: result });

/** The built-in test gateway's buttons (single-host mode). */
export const payOnTestGateway = (orderId: string, outcome: 'success' | 'failure') =>
  call<typeof planEndpoints.payOnTestGateway>('payOnTestGateway', { body: { orderId, outcome } });

export const getPaymentHistory = () => call<typeof planEndpoints.getPaymentHistory>('getPaymentHistory');

import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider.ts';

/** Razorpay-like ids: a prefix and 14 letters and digits. */
export const providerId = (prefix: 'order' | 'pay') =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, '').slice(0, 14).padEnd(14, '0')}`;

/**
 * The built-in test gateway (single-host mode and tests): orders are made here, and its page
 * (/payments/test-gateway) lets the parent succeed or fail; a success is signed with this
 * gateway's key secret exactly as Razorpay signs, so verification is the same code path.
 */
export function createTestGateway(secrets: { keySecret: string; webhookSecret: string }): PaymentProvider {
  return {
    name: 'test',
    keyId: 'rzp_test_kalike_local',
    keySecret: secrets.keySecret,
    webhookSecret: secrets.webhookSecret,
    async createOrder() {
      return { orderId: providerId('order') };
    },
  };
}

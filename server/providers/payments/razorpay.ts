import type { PaymentProvider } from './provider.ts';

/** Razorpay Orders API (https://razorpay.com/docs/api/orders/create/): basic auth with the keys. */
export function createRazorpay(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  baseUrl: string;
}): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    keyId: options.keyId,
    keySecret: options.keySecret,
    webhookSecret: options.webhookSecret,
    async createOrder({ amountPaise, currency, receipt, notes }) {
      const response = await fetch(new URL('/v1/orders', options.baseUrl), {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: amountPaise, currency, receipt, notes }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok)
        throw new Error(`Razorpay refused the order: ${response.status} ${await response.text()}`);
      const order = (await response.json()) as { id?: string; amount?: number };
      if (!order.id || order.amount !== amountPaise)
        throw new Error('Razorpay answered with an unexpected order');
      return { orderId: order.id };
    },
  };
}

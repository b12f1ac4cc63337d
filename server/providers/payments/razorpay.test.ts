import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpay } from './razorpay.ts';
import { paymentSignature, sameSignature } from './signature.ts';

// A local fake of Razorpay's Orders API: it records what it got and answers as Razorpay does.
const received: { headers: IncomingMessage['headers']; url: string; body: { amount?: number } }[] = [];
let status = 200;
const server = createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk) => {
    raw += chunk;
  });
  request.on('end', () => {
    const body = JSON.parse(raw || '{}');
    received.push({ headers: request.headers, url: request.url ?? '', body });
    response.writeHead(status, { 'content-type': 'application/json' }).end(
      JSON.stringify(
        status === 200
          ? {
              id: 'order_FakeOrder00001',
              entity: 'order',
              amount: body.amount,
              currency: 'INR',
              status: 'created',
            }
          : { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
      ),
    );
  });
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

describe('Razorpay provider (against a local fake of its Orders API)', () => {
  const razorpay = () =>
    createRazorpay({ keyId: 'rzp_test_key', keySecret: 'secret-1', webhookSecret: 'hook', baseUrl });

  it('creates an order with basic auth, the amount in paise, the receipt and notes', async () => {
    const { orderId } = await razorpay().createOrder({
      amountPaise: 36_500,
      currency: 'INR',
      receipt: 'KLK-1',
      notes: { plan: 'ALL_ACCESS.3.Karnataka.Kannada' },
    });
    expect(orderId).toBe('order_FakeOrder00001');
    const call = received.at(-1);
    expect(call?.url).toBe('/v1/orders');
    expect(call?.headers.authorization).toBe(
      `Basic ${Buffer.from('rzp_test_key:secret-1').toString('base64')}`,
    );
    expect(call?.body).toEqual({
      amount: 36_500,
      currency: 'INR',
      receipt: 'KLK-1',
      notes: { plan: 'ALL_ACCESS.3.Karnataka.Kannada' },
    });
  });

  it('fails clearly when Razorpay refuses', async () => {
    status = 401;
    await expect(
      razorpay().createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toThrow(/refused/);
    status = 200;
  });

  it('signs payments as Razorpay documents: HMAC-SHA256 of "order|payment" in hex', () => {
    // Razorpay's documented check: generated_signature = hmac_sha256(order_id + "|" + razorpay_payment_id, secret)
    expect(paymentSignature('secret', 'order_1', 'pay_1')).toBe(
      '52115a0d3400de9e86aade1f1b6eba9e8974604f4e267a9e9a16633a4c8dd2cb',
    );
    expect(paymentSignature('secret', 'order_1', 'pay_1')).toMatch(/^[0-9a-f]{64}$/);
    expect(sameSignature(paymentSignature('s', 'o', 'p'), paymentSignature('s', 'o', 'p'))).toBe(true);
    expect(sameSignature(paymentSignature('s', 'o', 'p'), paymentSignature('s', 'o', 'q'))).toBe(false);
    expect(sameSignature(paymentSignature('s', 'o', 'p'), 'short')).toBe(false);
    expect(sameSignature(paymentSignature('s', 'o', 'p'), undefined)).toBe(false);
  });
});

import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 as hex, the way Razorpay signs payments and webhooks. */
export const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Razorpay's payment signature: HMAC-SHA256 of "<order id>|<payment id>" with the key secret. */
export const paymentSignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

/** Compares two signatures in constant time (a wrong length is simply unequal). */
export function sameSignature(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  // Compare equal-length buffers either way, so the time taken says nothing about the input.
  return timingSafeEqual(a, b.length === a.length ? b : a) && b.length === a.length;
}

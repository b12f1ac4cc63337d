/**
 * A payment provider behind one interface (ARCHITECTURE.md): Razorpay, or the built-in test
 * gateway that signs exactly as Razorpay does. Secrets stay on the server; the key id is public.
 */
export interface PaymentProvider {
  name: 'test' | 'razorpay';
  keyId: string;
  /** Signs payments: HMAC-SHA256("<order>|<payment>"). */
  keySecret: string;
  /** Signs webhook bodies (X-Razorpay-Signature). */
  webhookSecret: string;
  createOrder(input: {
    amountPaise: number;
    currency: 'INR';
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ orderId: string }>;
}

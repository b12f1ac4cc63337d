import type { OrderResponse, PaymentResult } from '../../domain/contract/plans.ts';

type Outcome = { kind: 'paid'; result: PaymentResult } | { kind: 'failed' } | { kind: 'dismissed' };

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

/** Razorpay's Checkout script, loaded only when a parent pays (the page's CSP allows it then). */
function loadCheckout(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://checkout.razorpay.com/v1/checkout.js';
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('Razorpay Checkout did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Razorpay Checkout for an order; resolves with what happened. */
export async function payWithRazorpay(
  order: OrderResponse['data'],
  details: { description: string; contact: string; lang: string },
): Promise<Outcome> {
  await loadCheckout();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay Checkout is missing');
  return new Promise<Outcome>((resolve) => {
    const checkout = new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: order.amountPaise,
      currency: order.currency,
      name: 'Kalike',
      description: details.description,
      prefill: { contact: details.contact },
      notes: { receipt: order.receipt },
      theme: { color: '#760A98' },
      handler: (result: PaymentResult) => resolve({ kind: 'paid', result }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', () => resolve({ kind: 'failed' }));
    checkout.open();
  });
}

import { planEndpoints as endpoints } from '../../../domain/contract/plans.ts';
import type { AppContext } from '../../context.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { route } from '../../route.ts';
import { paymentsService } from './payments.service.ts';

/**
 * Plans and payments of spec §7: the plans, an order for one, verification of Checkout's
 * answer, the payment history, and the built-in test gateway's "pay" button. (Razorpay's
 * webhook is webhook.routes.ts: it reads its body raw.)
 */
export function planRoutes({ app, db, config, profileOf }: AppContext, provider: PaymentProvider) {
  const payments = paymentsService(db, config, provider);

  route(app, endpoints.getSubscriptionPlans, async (request) => ({
    success: true,
    data: payments.plans(request.child, request.query),
  }));

  route(app, endpoints.createPaymentOrder, async (request) => ({
    success: true,
    data: await payments.createOrder(request.child, request.body.planId, request.log),
  }));

  route(app, endpoints.verifyPayment, async (request) => {
    await payments.verify(request.child.id, request.body);
    return {
      success: true,
      message: 'Payment verified.',
      profile: await profileOf(request.child),
    };
  });

  route(app, endpoints.getPaymentHistory, (request) =>
    payments.history(request.child.id, request.child.state),
  );

  // Razorpay's own Checkout stands where the test gateway would: no such route with Razorpay.
  if (provider.name !== 'test') return;
  route(app, endpoints.payOnTestGateway, (request) =>
    payments.payOnTestGateway(request.child.id, request.body.orderId, request.body.outcome),
  );
}

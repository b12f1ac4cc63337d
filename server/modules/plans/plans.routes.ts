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

  route(app, endpoints.list, async (request) => ({
    success: true,
    data: payments.plans(request.student, request.query),
  }));

  route(app, endpoints.createOrder, async (request) => ({
    success: true,
    data: await payments.createOrder(request.student, request.body.planId, request.log),
  }));

  route(app, endpoints.verify, async (request) => {
    await payments.verify(request.student.id, request.body);
    return {
      success: true,
      message: 'Payment verified.',
      profile: await profileOf(request.student),
    };
  });

  route(app, endpoints.history, (request) => payments.history(request.student.id, request.student.state));

  // Razorpay's own Checkout stands where the test gateway would: no such route with Razorpay.
  if (provider.name !== 'test') return;
  route(app, endpoints.testGateway, (request) =>
    payments.payOnTestGateway(request.student.id, request.body.orderId, request.body.outcome),
  );
}

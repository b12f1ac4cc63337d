import { planEndpoints } from '../../../domain/contract/plans.ts';
import type { AppContext } from '../../context.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { route } from '../../route.ts';
import { webhookService } from './webhook.service.ts';

/**
 * POST /v1/payment/webhook (public): Razorpay's events. It answers at once: Razorpay retries
 * anything slow or not 2xx.
 */
export async function webhookRoutes({ app, db }: AppContext, provider: PaymentProvider) {
  const webhooks = webhookService(db, provider);
  // A scope of its own: the signature covers the exact bytes, so here alone JSON bodies stay raw
  // (the endpoint declares no body schema), and the service parses them after the HMAC.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    route(scope, planEndpoints.receivePaymentWebhook, (request) =>
      webhooks.receive(
        {
          // The Buffer of the parser above (undefined for an empty body: refused as unsigned).
          raw: request.body as unknown,
          signature: request.headers['x-razorpay-signature'],
          eventId: String(request.headers['x-razorpay-event-id'] ?? ''),
        },
        request.log,
      ),
    );
  });
}

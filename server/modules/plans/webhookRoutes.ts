import type { AppContext } from '../../context.ts';
import { toDbTime } from '../../db/dialect.ts';
import { AppError } from '../../errors.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../../jsonBody.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { hmacHex, sameSignature } from '../../providers/payments/signature.ts';
import { activatePayment } from './subscriptions.ts';

interface RazorpayEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; error_description?: string } };
    order?: { entity?: { id?: string; amount_paid?: number } };
  };
}

/**
 * Razorpay webhooks (public): X-Razorpay-Signature is HMAC-SHA256 of the raw body with the
 * webhook secret, checked in constant time before anything is read; duplicate event ids are
 * ignored; payment.captured and order.paid activate (once), payment.failed is recorded. It
 * answers at once: Razorpay retries anything slow or not 2xx.
 */
export async function webhookRoutes({ app, db }: AppContext, provider: PaymentProvider) {
  await app.register(async (scope) => {
    // The signature covers the exact bytes: keep the body raw.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/v1/payment/webhook',
      { schema: { tags: ['plans'], hide: false } },
      async (request, reply) => {
        const raw = request.body as Buffer;
        const signature = request.headers['x-razorpay-signature'];
        if (!Buffer.isBuffer(raw) || !sameSignature(hmacHex(provider.webhookSecret, raw), signature))
          throw new AppError(400, 'WEBHOOK_SIGNATURE_INVALID', 'The webhook signature does not match.');
        // Razorpay's events nest a few levels; anything far deeper is refused like every body.
        if (nestedDeeperThan(raw.toString('utf8'), MAX_JSON_DEPTH))
          throw new AppError(400, 'BAD_REQUEST', 'The webhook body is nested too deeply.');
        let event: RazorpayEvent;
        try {
          event = JSON.parse(raw.toString('utf8')) as RazorpayEvent;
        } catch {
          throw new AppError(400, 'BAD_REQUEST', 'The webhook body is not JSON.');
        }
        const eventId = String(request.headers['x-razorpay-event-id'] ?? '');
        if (eventId) {
          const fresh = await db.db
            .insertInto('webhook_events')
            .values({
              event_id: eventId.slice(0, 100),
              type: String(event.event ?? '').slice(0, 60),
              received_at: toDbTime(new Date()),
            })
            .onConflict((oc) => oc.column('event_id').doNothing())
            .executeTakeFirst();
          if (Number(fresh.numInsertedOrUpdatedRows ?? 0) === 0)
            return reply.code(200).send({ success: true, duplicate: true });
        }
        const payment = event.payload?.payment?.entity;
        const orderId = payment?.order_id ?? event.payload?.order?.entity?.id;
        const row = orderId
          ? await db.db
              .selectFrom('payments')
              .selectAll()
              .where('provider_order_id', '=', orderId)
              .executeTakeFirst()
          : undefined;
        if (!row) return reply.code(200).send({ success: true, ignored: true });
        if ((event.event === 'payment.captured' || event.event === 'order.paid') && payment?.id) {
          // The amount paid must be the plan's amount stored with the order.
          const paid =
            event.event === 'order.paid' ? event.payload?.order?.entity?.amount_paid : payment.amount;
          if (paid !== Number(row.amount_paise)) {
            request.log.warn({ orderId }, 'webhook amount differs from the order; ignored');
            return reply.code(200).send({ success: true, ignored: true });
          }
          await activatePayment(db.db, row, payment.id);
        } else if (event.event === 'payment.failed') {
          await db.db
            .updateTable('payments')
            .set({
              status: 'failed',
              provider_payment_id: payment?.id ?? null,
              failure_reason: (payment?.error_description ?? 'failed').slice(0, 300),
            })
            .where('id', '=', row.id)
            .where('status', '=', 'created')
            .execute();
        }
        return reply.code(200).send({ success: true });
      },
    );
  });
}

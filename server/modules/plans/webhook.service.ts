import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_ERRORS, type WebhookResponse } from '../../../domain/contract/plans.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../../jsonBody.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { hmacHex, sameSignature } from '../../providers/payments/signature.ts';
import { findOrder, markFailed, recordWebhookEvent } from './payments.repository.ts';
import { activatePayment } from './payments.service.ts';

/** The part of a Razorpay event this reads. */
interface RazorpayEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; error_description?: string } };
    order?: { entity?: { id?: string; amount_paid?: number } };
  };
}

/** What arrived: the raw body (the signature covers its exact bytes) and Razorpay's headers. */
export interface WebhookDelivery {
  raw: unknown;
  signature: unknown;
  eventId: string;
}

/**
 * Razorpay webhooks: X-Razorpay-Signature is HMAC-SHA256 of the raw body with the webhook
 * secret, checked in constant time before anything is read; duplicate event ids are ignored;
 * payment.captured and order.paid activate (once), payment.failed is recorded.
 */
export function webhookService({ db }: Db, provider: PaymentProvider) {
  /** The event, once its signature matches and its body is JSON of a sane depth. */
  const eventOf = ({ raw, signature }: WebhookDelivery): RazorpayEvent => {
    if (!Buffer.isBuffer(raw) || !sameSignature(hmacHex(provider.webhookSecret, raw), signature))
      throw new AppError(
        400,
        PAYMENT_ERRORS.webhookSignatureInvalid,
        'The webhook signature does not match.',
      );
    const text = raw.toString('utf8');
    // Razorpay's events nest a few levels; anything far deeper is refused like every body.
    if (nestedDeeperThan(text, MAX_JSON_DEPTH))
      throw new AppError(400, PAYMENT_ERRORS.webhookBodyInvalid, 'The webhook body is nested too deeply.');
    try {
      return JSON.parse(text) as RazorpayEvent;
    } catch {
      throw new AppError(400, PAYMENT_ERRORS.webhookBodyInvalid, 'The webhook body is not JSON.');
    }
  };

  return {
    async receive(delivery: WebhookDelivery, log: FastifyBaseLogger): Promise<WebhookResponse> {
      const event = eventOf(delivery);
      if (delivery.eventId) {
        const type = String(event.event ?? '').slice(0, 60);
        const fresh = await recordWebhookEvent(db, delivery.eventId.slice(0, 100), type, new Date());
        if (!fresh) return { success: true, duplicate: true };
      }
      const payment = event.payload?.payment?.entity;
      const orderId = payment?.order_id ?? event.payload?.order?.entity?.id;
      const row = orderId ? await findOrder(db, orderId) : undefined;
      if (!row) return { success: true, ignored: true };
      if ((event.event === 'payment.captured' || event.event === 'order.paid') && payment?.id) {
        // The amount paid must be the plan's amount stored with the order.
        const paid =
          event.event === 'order.paid' ? event.payload?.order?.entity?.amount_paid : payment.amount;
        if (paid !== Number(row.amount_paise)) {
          log.warn({ orderId }, 'webhook amount differs from the order; ignored');
          return { success: true, ignored: true };
        }
        await activatePayment(db, row, payment.id);
      } else if (event.event === 'payment.failed') {
        const reason = (payment?.error_description ?? 'failed').slice(0, 300);
        await markFailed(db, row.id, payment?.id ?? null, reason);
      }
      return { success: true };
    },
  };
}

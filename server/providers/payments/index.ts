import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { serverSecret } from '../../security/secrets.ts';
import type { PaymentProvider } from './provider.ts';
import { createRazorpay } from './razorpay.ts';
import { createTestGateway } from './testGateway.ts';

export type { PaymentProvider };

export async function createPaymentProvider(config: Config, db: Kysely<Database>): Promise<PaymentProvider> {
  if (config.payments.provider === 'razorpay' && config.payments.razorpay)
    return createRazorpay(config.payments.razorpay);
  const [keySecret, webhookSecret] = await Promise.all([
    serverSecret(db, 'payments-test-key'),
    serverSecret(db, 'payments-test-webhook'),
  ]);
  return createTestGateway({ keySecret, webhookSecret });
}

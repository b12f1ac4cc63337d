import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertOutboxSms } from './outbox.repository.ts';
import { type SmsProvider, smsLogFields } from './provider.ts';

/**
 * The local SMS provider of single-host mode: nothing is sent. Outside production the message
 * goes to the `sms_outbox` table, where a developer (or a browser test) reads the code. The log
 * says only that an SMS was made, of which kind and to which number's last four digits: never
 * the code nor the report's text (the privacy policy: no copy of an SMS is kept, a code only as
 * a hash). In production this provider starts only when ALLOW_LOCAL_SMS_IN_PRODUCTION says so
 * (config.ts), and then writes nothing but that log line.
 */
export function createLocalSms(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  production: boolean,
): SmsProvider {
  return {
    name: 'local',
    async send(message) {
      log.info(
        { sms: smsLogFields(message) },
        production ? 'SMS (local provider: not sent)' : 'SMS (local provider: not sent; in sms_outbox)',
      );
      if (production) return;
      await insertOutboxSms(db, message);
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { SmsProvider } from './provider.ts';

/**
 * The local SMS provider of single-host mode: the message goes to the server log and, outside
 * production, to the `sms_outbox` table, where a developer (or a browser test) reads the code.
 */
export function createLocalSms(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  production: boolean,
): SmsProvider {
  return {
    name: 'local',
    async send({ phone, body }) {
      log.info({ sms: { to: `******${phone.slice(-4)}`, body } }, 'SMS (local provider: not sent)');
      if (production) return;
      await db
        .insertInto('sms_outbox')
        .values({ id: randomUUID(), phone, body, created_at: toDbTime(new Date()) })
        .execute();
    },
  };
}

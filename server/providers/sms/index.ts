import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { createLocalSms } from './local.ts';
import { createMsg91Sms } from './msg91.ts';
import type { SmsProvider } from './provider.ts';

export type { SmsProvider };

export function createSmsProvider(config: Config, db: Kysely<Database>, log: FastifyBaseLogger): SmsProvider {
  if (config.sms.provider === 'msg91' && config.sms.msg91) return createMsg91Sms(config.sms.msg91);
  return createLocalSms(db, log, config.env === 'production');
}

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/** Keeps a message in `sms_outbox`, where a developer or a browser test reads it (local.ts). */
export async function insertOutboxSms(db: Kysely<Database>, message: { phone: string; body: string }) {
  await db
    .insertInto('sms_outbox')
    .values({ id: randomUUID(), phone: message.phone, body: message.body, created_at: toDbTime(new Date()) })
    .execute();
}

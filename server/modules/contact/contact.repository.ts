import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ContactRequest } from '../../../domain/contract/contact.ts';
import { toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/** Stores a message of the contact form; its new id. */
export async function insertContactMessage(
  db: Kysely<Database>,
  message: ContactRequest,
  now: Date = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('contact_messages')
    .values({
      id,
      name: message.name,
      company: message.company,
      email: message.email ?? '',
      phone: message.phone ?? null,
      message: message.message,
      locale: message.locale ?? 'en',
      created_at: toDbTime(now),
    })
    .execute();
  return id;
}

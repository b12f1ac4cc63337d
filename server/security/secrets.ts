import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toDbTime } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';

/**
 * A server secret from the environment, or else generated once and kept in the database, so
 * that single-host mode needs no configuration and every API instance sharing the database
 * agrees on it. Concurrent first starts settle on whichever row was written first.
 */
export async function serverSecret(db: Kysely<Database>, name: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const existing = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(48).toString('base64url'), created_at: toDbTime(new Date()) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

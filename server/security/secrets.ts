import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findSecret, insertSecretOnce } from './secrets.repository.ts';

/**
 * A server secret from the environment, or else generated once and kept in the database, so
 * that single-host mode needs no configuration and every API instance sharing the database
 * agrees on it. Concurrent first starts settle on whichever row was written first.
 */
export async function serverSecret(db: Kysely<Database>, name: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const existing = await findSecret(db, name);
  if (existing !== undefined) return existing;
  await insertSecretOnce(db, name, randomBytes(48).toString('base64url'), new Date());
  const settled = await findSecret(db, name);
  if (settled === undefined) throw new Error(`The server secret ${name} was not kept.`);
  return settled;
}

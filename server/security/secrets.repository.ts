import type { Kysely } from 'kysely';
import { toDbTime } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';

/** The server secrets kept in the database (secrets.ts). */
export async function findSecret(db: Kysely<Database>, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}

/** Writes a secret unless one of that name is there already (the first writer wins). */
export async function insertSecretOnce(db: Kysely<Database>, name: string, value: string, at: Date) {
  await db
    .insertInto('app_secrets')
    .values({ name, value, created_at: toDbTime(at) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Resolves when the database answers a trivial query; rejects with its error when it does not. */
export async function pingDatabase({ db }: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

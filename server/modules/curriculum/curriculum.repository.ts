import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The curriculum's tables, from the top down. */
export const LEVELS = ['subjects', 'units', 'chapters', 'topics', 'activities'] as const;
export type Level = (typeof LEVELS)[number];

/**
 * The import's queries (curriculum.service.ts). Each level is the same shape (an id, a key
 * under its parent, `retired_at`), so one set of functions serves all five tables; the values
 * are the import's, checked by the curriculum schema before they get here.
 */

/** Marks every live row of a level retired at `at`. */
export async function retireLive(trx: Kysely<Database>, level: Level, at: string) {
  await trx
    .updateTable(level)
    .set({ retired_at: at } as never)
    .where('retired_at', 'is', null)
    .execute();
}

/** The id of the row whose columns equal `match` (its parent and key), live or retired. */
export async function findRowId(
  trx: Kysely<Database>,
  level: Level,
  match: Record<string, string>,
): Promise<string | undefined> {
  let query = trx.selectFrom(level).select('id');
  for (const [column, value] of Object.entries(match))
    query = query.where(column as never, '=', value as never);
  return (await query.executeTakeFirst())?.id;
}

export async function updateRow(
  trx: Kysely<Database>,
  level: Level,
  id: string,
  values: Record<string, unknown>,
) {
  await trx
    .updateTable(level)
    .set(values as never)
    .where('id', '=', id)
    .execute();
}

/** Inserts a row under a new id, and returns it. */
export async function insertRow(
  trx: Kysely<Database>,
  level: Level,
  values: Record<string, unknown>,
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto(level)
    .values({ id, ...values } as never)
    .execute();
  return id;
}

/** How many rows of a level were retired at `at`. */
export async function countRetiredAt(trx: Kysely<Database>, level: Level, at: string): Promise<number> {
  const row = await trx
    .selectFrom(level)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('retired_at', '=', at)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

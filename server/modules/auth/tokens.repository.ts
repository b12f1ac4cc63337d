import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/dialect.ts';
import type { Database, RefreshTokenTable } from '../../db/schema.ts';

/** Refresh tokens (refresh_tokens), stored only as hashes: the queries of tokens.service.ts. */

/** Stores a refresh token; a second insert of the same token (a derived successor) keeps the first row. */
export async function insertRefreshToken(
  executor: Kysely<Database>,
  row: Omit<RefreshTokenTable, 'rotated_at' | 'revoked_at'>,
) {
  await executor
    .insertInto('refresh_tokens')
    .values(row)
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
}

export function findRefreshToken(db: Kysely<Database>, tokenHash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** The session a replaced token belonged to (spent_refresh_tokens), if it is one. */
export function findSpentToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('spent_refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function rotationState(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('refresh_tokens')
    .select(['rotated_at', 'revoked_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Marks a token rotated if nobody has yet: only one request can. True when this one did. */
export async function claimRotation(trx: Kysely<Database>, id: string, at: Date): Promise<boolean> {
  const claim = await trx
    .updateTable('refresh_tokens')
    .set({ rotated_at: toDbTime(at) })
    .where('id', '=', id)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(claim.numUpdatedRows) === 1;
}

/** Revokes the family's tokens not revoked yet; answers how many it found. */
export async function revokeOpenTokensOfFamily(db: Kysely<Database>, familyId: string, at: Date) {
  const revoked = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: toDbTime(at) })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(revoked.numUpdatedRows);
}

/** Every session of a parent ends (a password changed or reset), whichever child was active. */
export async function revokeTokensOfParent(executor: Kysely<Database>, parentId: string, at: Date) {
  await executor
    .updateTable('refresh_tokens')
    .set({ revoked_at: toDbTime(at) })
    .where('parent_id', '=', parentId)
    .where('revoked_at', 'is', null)
    .execute();
}

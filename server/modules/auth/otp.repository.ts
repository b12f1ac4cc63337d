import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/dialect.ts';
import type { Database, OtpChallengeTable } from '../../db/schema.ts';

/** OTP challenges (otp_challenges): the queries of otp.service.ts. */

/** Ends every open challenge of a phone for a purpose: a new send invalidates the old code. */
export async function invalidateOpenChallenges(
  trx: Kysely<Database>,
  phone: string,
  purpose: string,
  at: Date,
) {
  await trx
    .updateTable('otp_challenges')
    .set({ invalidated_at: toDbTime(at) })
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('invalidated_at', 'is', null)
    .execute();
}

export async function insertChallenge(
  trx: Kysely<Database>,
  challenge: Omit<OtpChallengeTable, 'verified_at' | 'used_at' | 'invalidated_at'>,
) {
  await trx.insertInto('otp_challenges').values(challenge).execute();
}

export function findChallenge(db: Kysely<Database>, id: string) {
  return db.selectFrom('otp_challenges').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Counts a wrong try in the database, so that parallel guesses cannot get past the limit, and
 * answers how many the challenge has now.
 */
export async function countWrongTry(db: Kysely<Database>, id: string): Promise<number> {
  await db
    .updateTable('otp_challenges')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', id)
    .execute();
  const after = await db
    .selectFrom('otp_challenges')
    .select('wrong_tries')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return after.wrong_tries;
}

/**
 * Moves a challenge on (`verified_at` for sign-up, `used_at` otherwise) if it is still open:
 * only one request can, however many arrive at once. True when this one did.
 */
export async function closeChallenge(
  db: Kysely<Database>,
  id: string,
  column: 'verified_at' | 'used_at',
  at: Date,
  maxWrongTries: number,
): Promise<boolean> {
  const result = await db
    .updateTable('otp_challenges')
    .set({ [column]: toDbTime(at) })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('verified_at', 'is', null)
    .where('invalidated_at', 'is', null)
    .where('wrong_tries', '<', maxWrongTries)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uses up a sign-up challenge of `phone` verified after `since`. True when this call did. */
export async function spendVerifiedSignup(
  trx: Kysely<Database>,
  phone: string,
  id: string,
  since: Date,
  at: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('otp_challenges')
    .set({ used_at: toDbTime(at) })
    .where('id', '=', id)
    .where('phone', '=', phone)
    .where('purpose', '=', 'signup')
    .where('verified_at', 'is not', null)
    .where('verified_at', '>', toDbTime(since))
    .where('used_at', 'is', null)
    .where('invalidated_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

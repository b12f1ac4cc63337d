import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/** The queries of `npm run data:retention` (retention.service.ts): each deletes and counts. */

const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/**
 * The opaque id a deletion is recorded under: a hash of the account's or child's id, so the
 * record names nobody (not even by an id a log or a backup could be searched for) and a restored
 * row is still recognised.
 */
export const deletionId = (id: string) => createHash('sha256').update(`kalike deletion ${id}`).digest('hex');

export async function recordDeletion(
  trx: Kysely<Database>,
  kind: 'parent' | 'student',
  id: string,
  at: Date,
) {
  await trx
    .insertInto('deletions')
    .values({ id: deletionId(id), kind, deleted_at: toDbTime(at) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function deleteOtpRecords(db: Kysely<Database>, expiredBefore: Date) {
  return count(
    await db
      .deleteFrom('otp_challenges')
      .where('expires_at', '<', toDbTime(expiredBefore))
      .executeTakeFirst(),
  );
}

export async function deleteOutbox(db: Kysely<Database>, before: Date) {
  return count(
    await db.deleteFrom('sms_outbox').where('created_at', '<', toDbTime(before)).executeTakeFirst(),
  );
}

export async function deleteContactMessages(db: Kysely<Database>, before: Date) {
  return count(
    await db.deleteFrom('contact_messages').where('created_at', '<', toDbTime(before)).executeTakeFirst(),
  );
}

export async function deleteUnpaidOrders(db: Kysely<Database>, before: Date) {
  return count(
    await db
      .deleteFrom('payments')
      .where('status', 'in', ['created', 'failed'])
      .where('created_at', '<', toDbTime(before))
      .executeTakeFirst(),
  );
}

export async function deletePaidOrders(db: Kysely<Database>, paidBefore: Date) {
  return count(
    await db
      .deleteFrom('payments')
      .where('status', '=', 'paid')
      .where('paid_at', '<', toDbTime(paidBefore))
      .executeTakeFirst(),
  );
}

/**
 * Tokens replaced before `before` (well past the reuse grace of tokens.service) keep only their
 * hash and session in spent_refresh_tokens: a live session is then one row, the token in use.
 */
export async function compactRotatedTokens(db: Kysely<Database>, before: Date) {
  return db.transaction().execute(async (trx) => {
    const cutoff = toDbTime(before);
    await trx
      .insertInto('spent_refresh_tokens')
      .columns(['token_hash', 'family_id'])
      .expression(
        trx
          .selectFrom('refresh_tokens')
          .select(['token_hash', 'family_id'])
          .where('rotated_at', 'is not', null)
          .where('rotated_at', '<', cutoff),
      )
      .onConflict((oc) => oc.column('token_hash').doNothing())
      .execute();
    return count(
      await trx
        .deleteFrom('refresh_tokens')
        .where('rotated_at', 'is not', null)
        .where('rotated_at', '<', cutoff)
        .executeTakeFirst(),
    );
  });
}

/** Sessions ended (signed out, ended for safety, expired) before `before`, and their spent hashes. */
export async function deleteEndedSessions(db: Kysely<Database>, before: Date) {
  const cutoff = toDbTime(before);
  const sessions = count(
    await db
      .deleteFrom('refresh_tokens')
      .where((eb) => eb.or([eb('revoked_at', '<', cutoff), eb('expires_at', '<', cutoff)]))
      .executeTakeFirst(),
  );
  await db
    .deleteFrom('spent_refresh_tokens')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('refresh_tokens')
            .select('refresh_tokens.id')
            .whereRef('refresh_tokens.family_id', '=', 'spent_refresh_tokens.family_id'),
        ),
      ),
    )
    .execute();
  return sessions;
}

export async function deleteOldDeletionRecords(db: Kysely<Database>, before: Date) {
  return count(
    await db.deleteFrom('deletions').where('deleted_at', '<', toDbTime(before)).executeTakeFirst(),
  );
}

/** The recorded deletions of each kind, as their opaque ids. */
export async function deletionIds(db: Kysely<Database>) {
  const rows = await db.selectFrom('deletions').select(['id', 'kind']).execute();
  return {
    parents: new Set(rows.filter((row) => row.kind === 'parent').map((row) => row.id)),
    students: new Set(rows.filter((row) => row.kind === 'student').map((row) => row.id)),
  };
}

export const allParents = (db: Kysely<Database>) =>
  db.selectFrom('parents').select(['id', 'phone']).execute();
export const allChildren = (db: Kysely<Database>) =>
  db.selectFrom('students').select(['id', 'parent_id']).execute();

import type { Kysely, Transaction } from 'kysely';
import { type DbKind, lockParentRow } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/** The queries of a parent's children (ADR 018) beyond the profile rows auth.repository reads. */

/**
 * How many children an account has, counted for adding one in `trx`, the transaction that inserts
 * it: adds for the same parent take turns from here until `trx` ends, so two at once cannot both
 * find room for one more child and pass the limit together.
 * - PostgreSQL: the parent's row is locked first (`lockParentRow`, FOR UPDATE). A second add waits
 *   at the lock until the first commits or rolls back; its count, a new statement under READ
 *   COMMITTED, then sees the first one's child.
 * - SQLite: no lock is needed. Kysely gives SQLite one connection and holds it for a whole
 *   transaction, so the process (one process serves a SQLite file) runs one transaction at a time.
 *   And SQLite lets one transaction write at a time: one that counted before another's insert was
 *   committed cannot write afterwards (SQLITE_BUSY_SNAPSHOT in WAL mode), so it cannot pass the
 *   limit either.
 */
export async function childCountForAdd(
  trx: Transaction<Database>,
  kind: DbKind,
  parentId: string,
): Promise<number> {
  await lockParentRow(trx, kind, parentId);
  const row = await trx
    .selectFrom('students')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('parent_id', '=', parentId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Per child of a parent: different activities finished, units unlocked and the last finished
 * activity, in three grouped queries whatever the number of children.
 */
export async function childActivity(db: Kysely<Database>, childIds: string[]) {
  if (childIds.length === 0)
    return new Map<string, { done: number; unlocked: number; last: string | null }>();
  const [attempts, unlocks] = await Promise.all([
    db
      .selectFrom('activity_attempts')
      .select((eb) => [
        'student_id',
        eb.fn.count<string | number>('activity_id').distinct().as('done'),
        eb.fn.max('created_at').as('last'),
      ])
      .where('student_id', 'in', childIds)
      .groupBy('student_id')
      .execute(),
    db
      .selectFrom('unit_unlocks')
      .select((eb) => ['student_id', eb.fn.countAll<string | number>().as('unlocked')])
      .where('student_id', 'in', childIds)
      .groupBy('student_id')
      .execute(),
  ]);
  const result = new Map(childIds.map((id) => [id, { done: 0, unlocked: 0, last: null as string | null }]));
  for (const row of attempts) {
    const line = result.get(row.student_id);
    if (line) {
      line.done = Number(row.done);
      line.last = row.last == null ? null : new Date(row.last as string | Date).toISOString();
    }
  }
  for (const row of unlocks) {
    const line = result.get(row.student_id);
    if (line) line.unlocked = Number(row.unlocked);
  }
  return result;
}

/**
 * Makes `childId` the active child of a session: every token of the family, so that the one
 * rotated next carries the choice on (tokens.service copies `active_student_id` forward).
 */
export async function setActiveChild(
  db: Kysely<Database>,
  sessionId: string,
  parentId: string,
  childId: string,
) {
  await db
    .updateTable('refresh_tokens')
    .set({ active_student_id: childId })
    .where('family_id', '=', sessionId)
    .where('parent_id', '=', parentId)
    .execute();
}

/**
 * The name the parent gave on their last consent (at sign-up, or for a child added since): a new
 * child's consent is the same person's, so the form does not ask for it again (issue 27).
 */
export async function lastGuardianName(db: Kysely<Database>, parentId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('consents')
    .innerJoin('students', 'students.id', 'consents.student_id')
    .select('consents.guardian_name')
    .where('students.parent_id', '=', parentId)
    .orderBy('consents.accepted_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.guardian_name;
}

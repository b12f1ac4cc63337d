import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/** Queries of the wallet besides the ledger's own (ledger.repository.ts). */

/** Whether the student's check-in of `day` (Asia/Kolkata) is in the ledger. */
export async function hasCheckedIn(db: Kysely<Database>, childId: string, day: string) {
  const row = await db
    .selectFrom('coin_ledger')
    .select('id')
    .where('student_id', '=', childId)
    .where('reason', '=', 'check-in')
    .where('reference', '=', day)
    .executeTakeFirst();
  return Boolean(row);
}

/** A live unit with its price, names and its subject's class and content set, or undefined. */
export function findUnit(db: Kysely<Database>, unitId: string) {
  return db
    .selectFrom('units')
    .innerJoin('subjects', 'subjects.id', 'units.subject_id')
    .select([
      'units.id',
      'units.free',
      'units.coin_cost',
      'units.name_en',
      'units.name_kn',
      'subjects.content_set',
      'subjects.grade',
    ])
    .where('units.id', '=', unitId)
    .where('units.retired_at', 'is', null)
    .executeTakeFirst();
}

export async function hasUnlocked(db: Kysely<Database>, childId: string, unitId: string) {
  const row = await db
    .selectFrom('unit_unlocks')
    .select('unit_id')
    .where('student_id', '=', childId)
    .where('unit_id', '=', unitId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertUnlock(db: Kysely<Database>, childId: string, unitId: string) {
  await db
    .insertInto('unit_unlocks')
    .values({ student_id: childId, unit_id: unitId, created_at: toDbTime(new Date()) })
    .execute();
}

/** The newest `limit` ledger rows of a student written before `before` (a moment; null: now). */
export function ledgerRowsBefore(db: Kysely<Database>, childId: string, before: Date | null, limit: number) {
  let query = db
    .selectFrom('coin_ledger')
    .select(['id', 'amount', 'reason', 'reference', 'created_at'])
    .where('student_id', '=', childId);
  if (before) query = query.where('created_at', '<', toDbTime(before));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Every ledger row of a student written from `from` until before `until`. */
export function ledgerRowsBetween(db: Kysely<Database>, childId: string, from: Date, until: Date) {
  return db
    .selectFrom('coin_ledger')
    .select(['id', 'amount', 'reason', 'reference', 'created_at'])
    .where('student_id', '=', childId)
    .where('created_at', '>=', toDbTime(from))
    .where('created_at', '<', toDbTime(until))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type LedgerRow = Awaited<ReturnType<typeof ledgerRowsBetween>>[number];

/** Activities with their heading and topic names, for the history's labels. */
export function activityLabels(db: Kysely<Database>, activityIds: string[]) {
  if (activityIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('activities')
    .innerJoin('topics', 'topics.id', 'activities.topic_id')
    .select(['activities.id', 'activities.heading_title', 'topics.name_en', 'topics.name_kn'])
    .where('activities.id', 'in', activityIds)
    .execute();
}

export function unitNames(db: Kysely<Database>, unitIds: string[]) {
  if (unitIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('units').select(['id', 'name_en', 'name_kn']).where('id', 'in', unitIds).execute();
}

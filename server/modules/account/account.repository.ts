import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Export } from '../../privacy/inventory.ts';
import { recordDeletion } from './retention.repository.ts';

/**
 * The personal data of a family, table by table (India's DPDP Act: the parent may see all of it
 * and have it erased): a child's own rows, and the account's (the parent's sessions, codes and
 * SMS). A new table that holds a child's data belongs in CHILD_TABLES and privacy/inventory.ts;
 * the deletion tests scan every table of the database to make sure.
 */
const CHILD_TABLES = [
  'student_settings',
  'recording_settings',
  'story_recordings',
  'notification_reads',
  'notifications',
  'coin_ledger',
  'unit_unlocks',
  'subscriptions',
  'activity_attempts',
  'story_readings',
  'consents',
  'skill_results',
  'missed_items',
] as const;

/**
 * The rows of one table for the data file (privacy/inventory.ts says which and by what column):
 * every column as the database holds it, so a new column is never left out, less the secrets.
 */
export async function exportRows(db: Kysely<Database>, table: string, spec: Export, value: string) {
  const rows = await db
    .selectFrom(table as 'consents')
    .selectAll()
    .where(spec.by as 'student_id', '=', value)
    .execute();
  const secret = new Set(spec.secret ?? []);
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([column]) => !secret.has(column))
        // A recording's sound (story_recordings.audio) goes in the file as base64 text.
        .map(([column, value]) => [
          column,
          value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
        ]),
    ),
  ) as Record<string, unknown>[];
}

/**
 * Erases one child and every row of theirs (within the caller's transaction). Sessions of the
 * account that were started as this child move to `keeperId`, a brother or sister, so that
 * removing a child signs nobody out; sessions where this child was playing lose their active
 * child (the foreign key) and play as the keeper after their next refresh.
 */
export async function deleteChildRows(trx: Kysely<Database>, childId: string, keeperId: string) {
  await trx
    .updateTable('refresh_tokens')
    .set({ student_id: keeperId })
    .where('student_id', '=', childId)
    .execute();
  await deleteChildOwnRows(trx, childId);
  await trx.deleteFrom('students').where('id', '=', childId).execute();
  await recordDeletion(trx, 'student', childId, new Date());
}

async function deleteChildOwnRows(trx: Kysely<Database>, childId: string) {
  for (const table of CHILD_TABLES) {
    await trx
      .deleteFrom(table as 'consents')
      .where('student_id', '=', childId)
      .execute();
  }
}

/**
 * Erases the whole account: every child's rows, the sessions, codes and SMS, and the parent (or
 * the phone could never sign up again). Payment records stay, as the law requires (privacy
 * policy; KEPT_AFTER_DELETION).
 */
export async function deleteFamilyRows(trx: Kysely<Database>, parent: { id: string; phone: string }) {
  const children = await trx.selectFrom('students').select('id').where('parent_id', '=', parent.id).execute();
  await trx
    .deleteFrom('spent_refresh_tokens')
    .where(
      'family_id',
      'in',
      trx.selectFrom('refresh_tokens').select('family_id').where('parent_id', '=', parent.id),
    )
    .execute();
  await trx.deleteFrom('refresh_tokens').where('parent_id', '=', parent.id).execute();
  for (const { id } of children) await deleteChildOwnRows(trx, id);
  await trx.deleteFrom('consents').where('parent_id', '=', parent.id).execute();
  await trx.deleteFrom('otp_challenges').where('phone', '=', parent.phone).execute();
  await trx.deleteFrom('sms_outbox').where('phone', '=', parent.phone).execute();
  await trx.deleteFrom('students').where('parent_id', '=', parent.id).execute();
  await trx.deleteFrom('parents').where('id', '=', parent.id).execute();
  await recordDeletion(trx, 'parent', parent.id, new Date());
}

/** A student's activity attempts and activity coins since `since` (the progress report's rows). */
export async function activitySince(db: Kysely<Database>, childId: string, since: string) {
  const [attempts, coins] = await Promise.all([
    db
      .selectFrom('activity_attempts')
      .select(['activity_id', 'created_at'])
      .where('student_id', '=', childId)
      .where('created_at', '>=', since)
      .execute(),
    db
      .selectFrom('coin_ledger')
      .select(['reference', 'amount', 'created_at'])
      .where('student_id', '=', childId)
      .where('reason', '=', 'activity')
      .where('created_at', '>=', since)
      .execute(),
  ]);
  return { attempts, coins };
}

/** The subject of each activity (key, names, colour), for the activities given. */
export function subjectsOfActivities(db: Kysely<Database>, activityIds: string[]) {
  if (activityIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('activities')
    .innerJoin('topics', 'topics.id', 'activities.topic_id')
    .innerJoin('chapters', 'chapters.id', 'topics.chapter_id')
    .innerJoin('units', 'units.id', 'chapters.unit_id')
    .innerJoin('subjects', 'subjects.id', 'units.subject_id')
    .select(['activities.id', 'subjects.key', 'subjects.name_en', 'subjects.name_kn', 'subjects.colour'])
    .where('activities.id', 'in', activityIds)
    .execute();
}

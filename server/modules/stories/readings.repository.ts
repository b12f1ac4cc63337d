import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/dialect.ts';
import type { Database, StoryReadingTable } from '../../db/schema.ts';

/**
 * The stories a child finished (issue 30 point 4): one row per reading, keyed by the child and
 * the completion id the phone made. Every function takes the database or a transaction first.
 */

export type NewReading = Omit<StoryReadingTable, 'created_at'>;

/** Records a reading; false when its (child, completion id) was recorded before. */
export async function insertReading(db: Kysely<Database>, reading: NewReading, at = new Date()) {
  const result = await db
    .insertInto('story_readings')
    .values({ ...reading, created_at: toDbTime(at) })
    .onConflict((conflict) => conflict.columns(['student_id', 'completion_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A reading as recorded, by its completion id; undefined when there is none. */
export function findReading(db: Kysely<Database>, childId: string, completionId: string) {
  return db
    .selectFrom('story_readings')
    .select(['story_key', 'questions', 'correct', 'coins'])
    .where('student_id', '=', childId)
    .where('completion_id', '=', completionId)
    .executeTakeFirst();
}

/** The keys of the stories this child has read to the end at least once. */
export async function readStoryKeys(db: Kysely<Database>, childId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('story_readings')
    .select('story_key')
    .distinct()
    .where('student_id', '=', childId)
    .execute();
  return new Set(rows.map((row) => row.story_key));
}

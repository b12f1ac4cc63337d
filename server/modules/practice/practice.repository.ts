import type { Kysely } from 'kysely';
import type { PracticeItemRef } from '../../../domain/contract/practice.ts';
import { type DbKind, fromDbBool, toDbBool, toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/** One answered generated item: what it was, and whether it was right. */
export interface ItemResult {
  ref: PracticeItemRef;
  correct: boolean;
}

/**
 * Records answered items: each is a skill result; a wrong one is (again) missed and comes back at
 * `dueAt`; a right one that was missed is done.
 */
export async function recordItemResults(
  trx: Kysely<Database>,
  kind: DbKind,
  childId: string,
  results: ItemResult[],
  now: Date,
  dueAt: Date,
) {
  if (!results.length) return;
  await trx
    .insertInto('skill_results')
    .values(
      results.map(({ ref, correct }) => ({
        student_id: childId,
        skill: ref.skill,
        level: ref.level,
        correct: toDbBool(kind, correct),
        answered_at: toDbTime(now),
      })),
    )
    .execute();
  for (const { ref, correct } of results) {
    const key = trx
      .deleteFrom('missed_items')
      .where('student_id', '=', childId)
      .where('skill', '=', ref.skill)
      .where('level', '=', ref.level)
      .where('seed', '=', ref.seed)
      .where('medium', '=', ref.medium);
    await key.execute();
    if (!correct)
      await trx
        .insertInto('missed_items')
        .values({
          student_id: childId,
          skill: ref.skill,
          level: ref.level,
          seed: ref.seed,
          medium: ref.medium,
          missed_at: toDbTime(now),
          due_at: toDbTime(dueAt),
        })
        .execute();
  }
}

/** A child's most recent answers per skill, newest first (at most `perSkill` each). */
export async function recentResults(db: Kysely<Database>, childId: string, perSkill: number) {
  const rows = await db
    .selectFrom('skill_results')
    .select(['skill', 'level', 'correct'])
    .where('student_id', '=', childId)
    .orderBy('answered_at', 'desc')
    .limit(perSkill * 50)
    .execute();
  const bySkill = new Map<string, { correct: boolean; level: number }[]>();
  for (const row of rows) {
    const list = bySkill.get(row.skill) ?? [];
    if (list.length < perSkill) list.push({ correct: fromDbBool(row.correct), level: row.level });
    bySkill.set(row.skill, list);
  }
  return bySkill;
}

/** A child's missed items, oldest due first. */
export async function missedItems(db: Kysely<Database>, childId: string) {
  const rows = await db
    .selectFrom('missed_items')
    .select(['skill', 'level', 'seed', 'medium', 'due_at'])
    .where('student_id', '=', childId)
    .orderBy('due_at')
    .orderBy('missed_at')
    .execute();
  return rows.map((row) => ({
    ref: {
      skill: row.skill,
      level: row.level,
      seed: Number(row.seed),
      medium: row.medium as PracticeItemRef['medium'],
    },
    dueAt: new Date(row.due_at),
  }));
}

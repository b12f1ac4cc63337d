import type { Kysely } from 'kysely';
import { fromDbBool } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { accessOf } from '../plans/subscriptions.ts';

/**
 * What a student may open (ARCHITECTURE.md, "Access"; spec §6): the free units, the ones
 * unlocked with coins, and with an ALL_ACCESS plan for the student's class every unit of that
 * class. A VAV plan opens the videos of that class's locked units (`videoUnitIds`).
 */
export async function openUnitIds(
  db: Kysely<Database>,
  studentId: string,
  unitIds: string[],
): Promise<Set<string>> {
  return (await unitAccess(db, studentId, unitIds)).open;
}

export async function unitAccess(db: Kysely<Database>, studentId: string, unitIds: string[]) {
  const open = new Set<string>();
  const videos = new Set<string>();
  if (unitIds.length === 0) return { open, videos };
  const [units, unlocks, student] = await Promise.all([
    db
      .selectFrom('units')
      .innerJoin('subjects', 'subjects.id', 'units.subject_id')
      .select(['units.id', 'units.free', 'subjects.grade'])
      .where('units.id', 'in', unitIds)
      .execute(),
    db
      .selectFrom('unit_unlocks')
      .select('unit_id')
      .where('student_id', '=', studentId)
      .where('unit_id', 'in', unitIds)
      .execute(),
    db.selectFrom('students').select('grade').where('id', '=', studentId).executeTakeFirst(),
  ]);
  const plan = student ? await accessOf(db, studentId, student.grade) : { premium: false, vav: false };
  for (const row of unlocks) open.add(row.unit_id);
  for (const unit of units) {
    const ownClass = unit.grade === student?.grade;
    if (fromDbBool(unit.free) || (plan.premium && ownClass)) open.add(unit.id);
    if (plan.vav && ownClass) videos.add(unit.id);
  }
  return { open, videos };
}

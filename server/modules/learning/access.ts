import type { Kysely } from 'kysely';
import { fromDbBool } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Which units a student may open (ARCHITECTURE.md, "Access"): the free ones, the ones unlocked
 * with coins, and (with plans) those of a premium subscription for the student's grade.
 */
export async function openUnitIds(
  db: Kysely<Database>,
  studentId: string,
  unitIds: string[],
): Promise<Set<string>> {
  if (unitIds.length === 0) return new Set();
  const [units, unlocks] = await Promise.all([
    db.selectFrom('units').select(['id', 'free']).where('id', 'in', unitIds).execute(),
    db
      .selectFrom('unit_unlocks')
      .select('unit_id')
      .where('student_id', '=', studentId)
      .where('unit_id', 'in', unitIds)
      .execute(),
  ]);
  const open = new Set(unlocks.map((row) => row.unit_id));
  for (const unit of units) if (fromDbBool(unit.free)) open.add(unit.id);
  return open;
}

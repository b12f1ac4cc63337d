import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { CatalogueUnit } from './catalogue.ts';

/**
 * What a student may open (ARCHITECTURE.md, "Access"; spec §6): the free units, the ones
 * unlocked with coins, and with an ALL_ACCESS plan for the student's class every unit of that
 * class. A VAV plan opens the videos of that class's locked units (`videos`). Two queries,
 * run together: the student's unlocks among these units, and their class with live plans.
 */
export async function unitAccess(db: Kysely<Database>, studentId: string, units: CatalogueUnit[]) {
  const open = new Set<string>();
  const videos = new Set<string>();
  if (units.length === 0) return { open, videos };
  const [unlocks, plans] = await Promise.all([
    db
      .selectFrom('unit_unlocks')
      .select('unit_id')
      .where('student_id', '=', studentId)
      .where(
        'unit_id',
        'in',
        units.map((unit) => unit.id),
      )
      .execute(),
    db
      .selectFrom('students')
      .leftJoin('subscriptions', (join) =>
        join
          .onRef('subscriptions.student_id', '=', 'students.id')
          .on('subscriptions.ends_at', '>', toDbTime(new Date())),
      )
      .select(['students.grade', 'subscriptions.type', 'subscriptions.grade as plan_grade'])
      .where('students.id', '=', studentId)
      .execute(),
  ]);
  const grade = plans[0]?.grade;
  const has = (type: string) => plans.some((plan) => plan.type?.includes(type) && plan.plan_grade === grade);
  const premium = has('ALL_ACCESS');
  const vav = has('VAV');
  for (const row of unlocks) open.add(row.unit_id);
  for (const unit of units) {
    const ownClass = unit.subject.grade === grade;
    if (unit.free || (premium && ownClass)) open.add(unit.id);
    if (vav && ownClass) videos.add(unit.id);
  }
  return { open, videos };
}

import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { CatalogueUnit } from './catalogue.ts';
import { contentSetFor } from './contentSets.ts';

/**
 * What a student may open (ARCHITECTURE.md, "Access"; spec §6): the free units, the ones
 * unlocked with coins, and with a live ALL_ACCESS plan every unit of the class, board and medium
 * the plan was bought for (its content set), whatever the profile says now. A VAV plan opens the
 * videos of those units (`videos`). Two queries, run together: the student's unlocks among these
 * units, and their live plans.
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
      .selectFrom('subscriptions')
      .select(['type', 'grade', 'board', 'medium'])
      .where('student_id', '=', studentId)
      .where('ends_at', '>', toDbTime(new Date()))
      .execute(),
  ]);
  // "ALL_ACCESS|3|english-medium": what each live plan opens.
  const opened = new Set(
    plans.map((plan) => `${plan.type}|${plan.grade}|${contentSetFor(plan.board, plan.medium) ?? ''}`),
  );
  const covers = (type: string, unit: CatalogueUnit) =>
    opened.has(`${type}|${unit.subject.grade}|${unit.subject.contentSet}`);
  for (const row of unlocks) open.add(row.unit_id);
  for (const unit of units) {
    if (unit.free || covers('ALL_ACCESS', unit)) open.add(unit.id);
    if (covers('VAV', unit)) videos.add(unit.id);
  }
  return { open, videos };
}

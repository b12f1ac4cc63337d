import type { Kysely } from 'kysely';
import { fromDbTime, toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The curriculum's rows as the in-memory catalogue (catalogue.ts) reads them, and the version
 * mark that tells an instance to read them again.
 */
const VERSION_MARK = 'curriculum-version';

/** Called by the import, inside its transaction: instances see the new content on their next check. */
export async function markCurriculumChanged(db: Kysely<Database>) {
  const ran_at = toDbTime(new Date());
  await db
    .insertInto('seed_runs')
    .values({ name: VERSION_MARK, ran_at })
    .onConflict((oc) => oc.column('name').doUpdateSet({ ran_at }))
    .execute();
}

/** When the curriculum last changed (milliseconds), 0 before any import. */
export async function curriculumVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('seed_runs')
    .select('ran_at')
    .where('name', '=', VERSION_MARK)
    .executeTakeFirst();
  return row ? fromDbTime(row.ran_at).getTime() : 0;
}

/** Every live row of each level, in order; of activities only which topic each belongs to. */
export async function liveCurriculumRows(db: Kysely<Database>) {
  const [subjects, units, chapters, topics, activities] = await Promise.all([
    db.selectFrom('subjects').selectAll().where('retired_at', 'is', null).orderBy('position').execute(),
    db.selectFrom('units').selectAll().where('retired_at', 'is', null).orderBy('position').execute(),
    db.selectFrom('chapters').selectAll().where('retired_at', 'is', null).orderBy('position').execute(),
    db.selectFrom('topics').selectAll().where('retired_at', 'is', null).orderBy('position').execute(),
    db
      .selectFrom('activities')
      .select(['id', 'topic_id'])
      .where('retired_at', 'is', null)
      .orderBy('position')
      .execute(),
  ]);
  return { subjects, units, chapters, topics, activities };
}

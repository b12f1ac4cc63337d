import { type Kysely, PostgresAdapter } from 'kysely';
import type { ReviewState } from '../modules/curriculum/index.ts';
import { importCurriculum, readCurriculum } from '../modules/curriculum/index.ts';
import type { Db } from './database.ts';
import { toDbTime } from './dialect.ts';
import type { Database } from './schema.ts';

/** A named batch of sample data, loaded once per database. */
export interface SampleData {
  name: string;
  load(db: Kysely<Database>, minReview: ReviewState): Promise<void>;
}

/**
 * The sample data `npm start` loads on first run so that a new user finds something to do: the
 * curriculum of `dir` (CURRICULUM_DIR; editors then re-import with `npm run content:import`),
 * its lesson media looked for in `mediaDir`.
 */
export const sampleData = (dir?: string, mediaDir?: string): SampleData[] => [
  {
    name: 'curriculum',
    async load(db, minReview) {
      const { files, problems } = readCurriculum(dir, mediaDir);
      if (problems.length)
        throw new Error(`curriculum: ${problems[0]?.file}: ${problems[0]?.path}: ${problems[0]?.message}`);
      await importCurriculum(db, dbKindOf(db), files, minReview);
    },
  },
];

/** The sample data of curriculum/. */
export const SAMPLE_DATA = sampleData();

const dbKindOf = (db: Kysely<Database>) =>
  db.getExecutor().adapter instanceof PostgresAdapter ? ('postgres' as const) : ('sqlite' as const);

/** Loads every batch not loaded before, each in its own transaction with its record. */
export async function loadSampleData(
  { db }: Db,
  batches: SampleData[] = SAMPLE_DATA,
  minReview: ReviewState = 'written',
): Promise<string[]> {
  const loaded: string[] = [];
  for (const batch of batches) {
    const done = await db
      .selectFrom('seed_runs')
      .select('name')
      .where('name', '=', batch.name)
      .executeTakeFirst();
    if (done) continue;
    await db.transaction().execute(async (trx) => {
      await batch.load(trx, minReview);
      await trx
        .insertInto('seed_runs')
        .values({ name: batch.name, ran_at: toDbTime(new Date()) })
        .execute();
    });
    loaded.push(batch.name);
  }
  return loaded;
}

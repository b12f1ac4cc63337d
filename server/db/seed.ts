import type { Kysely } from 'kysely';
import type { Db } from './database.ts';
import { toDbTime } from './dialect.ts';
import type { Database } from './schema.ts';

/** A named batch of sample data, loaded once per database. */
export interface SampleData {
  name: string;
  load(db: Kysely<Database>): Promise<void>;
}

/**
 * The sample data `npm start` loads on first run so that a new user finds something to do.
 * Later features add theirs here (the sample curriculum comes with the learning feature).
 */
export const SAMPLE_DATA: SampleData[] = [];

/** Loads every batch not loaded before, each in its own transaction with its record. */
export async function loadSampleData({ db }: Db, batches: SampleData[] = SAMPLE_DATA): Promise<string[]> {
  const loaded: string[] = [];
  for (const batch of batches) {
    const done = await db
      .selectFrom('seed_runs')
      .select('name')
      .where('name', '=', batch.name)
      .executeTakeFirst();
    if (done) continue;
    await db.transaction().execute(async (trx) => {
      await batch.load(trx);
      await trx
        .insertInto('seed_runs')
        .values({ name: batch.name, ran_at: toDbTime(new Date()) })
        .execute();
    });
    loaded.push(batch.name);
  }
  return loaded;
}

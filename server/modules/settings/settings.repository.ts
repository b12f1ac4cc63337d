import type { Kysely } from 'kysely';
import type { PlaySettings } from '../../../src/contract/settings.ts';
import { type DbKind, fromDbBool, toDbBool, toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/** Both on: a child without a row has never had them changed. */
export const DEFAULT_SETTINGS: PlaySettings = { sounds: true, timers: true };

/** The child's play settings, the defaults when none are stored. */
export async function findSettings(db: Kysely<Database>, studentId: string): Promise<PlaySettings> {
  const row = await db
    .selectFrom('student_settings')
    .select(['sounds', 'timers'])
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row ? { sounds: fromDbBool(row.sounds), timers: fromDbBool(row.timers) } : DEFAULT_SETTINGS;
}

/** Writes the whole settings row (insert or update). */
export async function saveSettings(
  db: Kysely<Database>,
  kind: DbKind,
  studentId: string,
  settings: PlaySettings,
) {
  const values = {
    sounds: toDbBool(kind, settings.sounds),
    timers: toDbBool(kind, settings.timers),
    updated_at: toDbTime(new Date()),
  };
  await db
    .insertInto('student_settings')
    .values({ student_id: studentId, ...values })
    .onConflict((conflict) => conflict.column('student_id').doUpdateSet(values))
    .execute();
}

import type { Kysely } from 'kysely';
import type { PlaySettings } from '../../../domain/contract/settings.ts';
import { type DbKind, fromDbBool, toDbBool, toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/** The settings as stored: `autoRead` null until the parent chooses (the class decides until then). */
export type StoredSettings = Omit<PlaySettings, 'autoRead'> & { autoRead: boolean | null };

/** A child who has never had them changed: sounds and timers on, the class decides reading aloud, clips. */
export const DEFAULT_SETTINGS: StoredSettings = {
  sounds: true,
  timers: true,
  autoRead: null,
  voice: 'clips',
};

/** The child's play settings as stored, the defaults when none are. */
export async function findSettings(db: Kysely<Database>, childId: string): Promise<StoredSettings> {
  const row = await db
    .selectFrom('student_settings')
    .select(['sounds', 'timers', 'auto_read', 'voice'])
    .where('student_id', '=', childId)
    .executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  return {
    sounds: fromDbBool(row.sounds),
    timers: fromDbBool(row.timers),
    autoRead: row.auto_read === null ? null : fromDbBool(row.auto_read),
    voice: row.voice === 'device' ? 'device' : 'clips',
  };
}

/** Writes the whole settings row (insert or update). */
export async function saveSettings(
  db: Kysely<Database>,
  kind: DbKind,
  childId: string,
  settings: StoredSettings,
) {
  const values = {
    sounds: toDbBool(kind, settings.sounds),
    timers: toDbBool(kind, settings.timers),
    auto_read: settings.autoRead === null ? null : toDbBool(kind, settings.autoRead),
    voice: settings.voice,
    updated_at: toDbTime(new Date()),
  };
  await db
    .insertInto('student_settings')
    .values({ student_id: childId, ...values })
    .onConflict((conflict) => conflict.column('student_id').doUpdateSet(values))
    .execute();
}

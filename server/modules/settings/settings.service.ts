import type { PlaySettings, PlaySettingsChange } from '../../../domain/contract/settings.ts';
import type { Db } from '../../db/database.ts';
import { findSettings, type StoredSettings, saveSettings } from './settings.repository.ts';

/** Classes whose children are still learning to read: every question is read aloud unless the parent says not. */
const READ_ALOUD_CLASSES = new Set(['1', '2']);

/** The settings a child plays with: a stored choice, or for reading aloud the default of the class. */
export const effectiveSettings = (stored: StoredSettings, grade: string): PlaySettings => ({
  ...stored,
  autoRead: stored.autoRead ?? READ_ALOUD_CLASSES.has(grade),
});

/** A child's play settings: read, and changed one by one by the parent. */
export function settingsService({ db, kind }: Db) {
  return {
    get: async (child: { id: string; grade: string }) =>
      effectiveSettings(await findSettings(db, child.id), child.grade),

    async update(child: { id: string; grade: string }, change: PlaySettingsChange): Promise<PlaySettings> {
      return db.transaction().execute(async (trx) => {
        const current = await findSettings(trx, child.id);
        const next: StoredSettings = {
          sounds: change.sounds ?? current.sounds,
          timers: change.timers ?? current.timers,
          // null is a choice too: back to the class's default (a child moving up stops hearing it then).
          autoRead: change.autoRead === undefined ? current.autoRead : change.autoRead,
          voice: change.voice ?? current.voice,
        };
        await saveSettings(trx, kind, child.id, next);
        return effectiveSettings(next, child.grade);
      });
    },
  };
}

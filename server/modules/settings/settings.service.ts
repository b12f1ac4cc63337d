import type { PlaySettings } from '../../../src/contract/settings.ts';
import type { Db } from '../../db/database.ts';
import { findSettings, saveSettings } from './settings.repository.ts';

/** A child's play settings: read, and changed switch by switch by the parent. */
export function settingsService({ db, kind }: Db) {
  return {
    get: (studentId: string) => findSettings(db, studentId),

    async update(studentId: string, change: Partial<PlaySettings>): Promise<PlaySettings> {
      return db.transaction().execute(async (trx) => {
        const current = await findSettings(trx, studentId);
        const next: PlaySettings = {
          sounds: change.sounds ?? current.sounds,
          timers: change.timers ?? current.timers,
        };
        await saveSettings(trx, kind, studentId, next);
        return next;
      });
    },
  };
}

import type { PlaySettingsChange, settingsEndpoints } from '../../domain/contract/settings.ts';
import { call } from './http.ts';

/** The child's play settings (sounds, timers, reading aloud and its voice). */
export const fetchPlaySettings = () => call<typeof settingsEndpoints.get>('getPlaySettings');

/** Changes any of them (`autoRead: null`: the class's default again); answers the settings as stored. */
export const updatePlaySettings = (change: PlaySettingsChange) =>
  call<typeof settingsEndpoints.update>('updatePlaySettings', { body: change });

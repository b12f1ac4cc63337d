import type { PlaySettingsChange, settingsEndpoints } from '../../domain/contract/settings.ts';
import { call } from './http.ts';

/** The child's play settings (sounds, timers, reading aloud and its voice). */
export const getPlaySettings = () => call<typeof settingsEndpoints.getPlaySettings>('getPlaySettings');

/** Changes any of them (`autoRead: null`: the class's default again); answers the settings as stored. */
export const updatePlaySettings = (change: PlaySettingsChange) =>
  call<typeof settingsEndpoints.updatePlaySettings>('updatePlaySettings', { body: change });

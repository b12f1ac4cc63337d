import type { PlaySettings, settingsEndpoints } from '../contract/settings.ts';
import { call } from './http.ts';

/** The child's play settings (sounds, timers). */
export const fetchPlaySettings = () => call<typeof settingsEndpoints.get>('getPlaySettings');

/** Changes one switch or both; answers the settings as stored. */
export const updatePlaySettings = (change: Partial<PlaySettings>) =>
  call<typeof settingsEndpoints.update>('updatePlaySettings', { body: change });

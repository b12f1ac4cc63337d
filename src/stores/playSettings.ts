import { atom } from 'nanostores';
import type { PlaySettings } from '../../domain/contract/settings.ts';
import { getPlaySettings, updatePlaySettings } from '../client/settings.ts';

/** Unanswered: sounds on, nothing read by itself. */
const FALLBACK_SETTINGS: PlaySettings = { sounds: true, timers: true, autoRead: false, voice: 'clips' };

/**
 * The child's play settings (issues 15 and 16), asked for once a page however many islands read
 * them (the learn screens, their dialogs, the check-in, the player): one request on slow data.
 */
export const $playSettings = atom<PlaySettings | null>(null);
let loading: Promise<void> | null = null;

export function loadPlaySettings(): Promise<void> {
  loading ??= getPlaySettings()
    .then((response) => $playSettings.set(response.data))
    .catch(() => $playSettings.set(FALLBACK_SETTINGS));
  return loading;
}

/** The sounds switch: on the screen at once, kept on the server, put back if that fails. */
export function changeSounds(on: boolean) {
  const flip = (value: boolean) => {
    const now = $playSettings.get();
    if (now) $playSettings.set({ ...now, sounds: value });
  };
  flip(on);
  updatePlaySettings({ sounds: on }).catch(() => flip(!on));
}

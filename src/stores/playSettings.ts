import { atom } from 'nanostores';
import type { PlaySettings } from '../../domain/contract/settings.ts';
import { getPlaySettings, updatePlaySettings } from '../client/settings.ts';
import { $childKey, createQuery, mutateCache } from './query.ts';

/** Unanswered: sounds on, nothing read by itself. */
const FALLBACK_SETTINGS: PlaySettings = { sounds: true, timers: true, autoRead: false, voice: 'clips' };

/** The API's answer for the child playing (stores/query.ts): My Account's card reads it as it is. */
export const $playSettingsAnswer = createQuery(['settings/', $childKey], getPlaySettings);

/**
 * The child's play settings (issues 15 and 16), asked for once a page however many islands read
 * them (the learn screens, their dialogs, the check-in, the player): one request on slow data.
 * Unanswered, the fallback: a player must know before its first question shows.
 */
export const $playSettings = atom<PlaySettings | null>(null);
let loading: Promise<void> | null = null;

export function loadPlaySettings(): Promise<void> {
  loading ??= $childKey.get()
    ? $playSettingsAnswer
        .fetch()
        .then((answer) => $playSettings.set('data' in answer ? answer.data.data : FALLBACK_SETTINGS))
    : Promise.resolve($playSettings.set(FALLBACK_SETTINGS));
  return loading;
}

/** A change the API accepted: every reader of the settings has it. */
export function playSettingsChanged(answer: Awaited<ReturnType<typeof updatePlaySettings>>) {
  mutateCache((key) => key.startsWith('settings/'), answer);
  if ($playSettings.get()) $playSettings.set(answer.data);
}

/** The sounds switch: on the screen at once, kept on the server, put back if that fails. */
export function changeSounds(on: boolean) {
  const flip = (value: boolean) => {
    const now = $playSettings.get();
    if (now) $playSettings.set({ ...now, sounds: value });
  };
  flip(on);
  updatePlaySettings({ sounds: on }).then(playSettingsChanged, () => flip(!on));
}

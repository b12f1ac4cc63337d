import { useEffect, useState } from 'react';
import type { PlaySettings } from '../../../domain/contract/settings.ts';
import { getPlaySettings, updatePlaySettings } from '../../client/settings.ts';

const FALLBACK_SETTINGS: PlaySettings = { sounds: true, timers: true, autoRead: false, voice: 'clips' };

/**
 * The child's play settings, kept on the server (issues 15 and 16), and the sounds switch.
 * Players wait for them: auto-read must know before the first question shows. Unanswered:
 * sounds on, nothing read by itself.
 */
export function usePlaySettings() {
  const [settings, setSettings] = useState<PlaySettings | null>(null);
  useEffect(() => {
    getPlaySettings()
      .then((response) => setSettings(response.data))
      .catch(() => setSettings(FALLBACK_SETTINGS));
  }, []);
  const changeSounds = (on: boolean) => {
    setSettings((before) => before && { ...before, sounds: on });
    updatePlaySettings({ sounds: on }).catch(() =>
      setSettings((before) => before && { ...before, sounds: !on }),
    );
  };
  return { settings, changeSounds };
}

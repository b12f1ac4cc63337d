import { useEffect } from 'react';
import { $playSettings, changeSounds, loadPlaySettings } from '../../stores/playSettings.ts';
import { useClientStore } from './useClientStore.ts';

/**
 * The child's play settings and the sounds switch (stores/playSettings.ts: one request a page).
 * Players wait for them: auto-read must know before the first question shows.
 */
export function usePlaySettings() {
  const settings = useClientStore($playSettings, null);
  useEffect(() => {
    void loadPlaySettings();
  }, []);
  return { settings, changeSounds };
}

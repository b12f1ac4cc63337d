import { useEffect, useRef } from 'react';
import type { NameAudio } from '../../../domain/contract/audio.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { type Sayable, say, sayable, stop, useReadAloudState } from '../activity/readAloud.ts';
import { usePlaySettings } from '../activity/usePlaySettings.ts';

/**
 * The way to an activity speaks (issue 29, point 3): a child who cannot read hears the name of a
 * subject, unit, chapter or topic by tapping the speaker beside it, in the page's language, and a
 * child whose lessons are read by themselves (classes 1–2, or a parent's choice) hears the
 * screen's heading on arrival. The same one audio element as the player (activity/readAloud.ts).
 */
export function useWaySpeaks(locale: Locale) {
  const { settings, changeSounds } = usePlaySettings();
  // A name the child asked for by a tap: the heading said on arrival never cuts it off, even when
  // the settings that decide arrival reading come after the tap.
  const tapped = useRef(false);
  const item = (text: string, audio: NameAudio | undefined) => sayable(text, audio?.[locale]?.url, locale);
  return {
    /** Says a name now (a tap): the sounds come on again if they were off. */
    sayNow(name: Sayable | null) {
      if (!name) return;
      tapped.current = true;
      if (settings && !settings.sounds) changeSounds(true);
      say([name], settings?.voice === 'device');
    },
    item,
    /** On arrival, the heading: only for a child whose lessons read themselves, sounds on. */
    useArrival(text: string | undefined, audio: NameAudio | undefined) {
      const reads = Boolean(settings?.sounds && settings.autoRead);
      // biome-ignore lint/correctness/useExhaustiveDependencies: once the settings and the name are known
      useEffect(() => {
        if (!reads || !text || tapped.current) return;
        say([item(text, audio)], settings?.voice === 'device');
        // Only what it said is stopped when the screen goes (the page's leaving stops the rest).
        return () => stop();
      }, [reads, text]);
    },
  };
}

export type WaySpeaks = ReturnType<typeof useWaySpeaks>;

/** The 48 px speaker beside a name: plays its clip, or stops it when it is playing. */
export function NameSpeaker({
  way,
  text,
  audio,
  t,
}: {
  way: WaySpeaks;
  text: string;
  audio: NameAudio | undefined;
  t: Translate;
}) {
  const { playing } = useReadAloudState();
  const name = way.item(text, audio);
  if (!name) return null;
  const on = playing === name.id;
  return (
    <button
      type="button"
      className="learn__speaker"
      aria-label={t('learn.listen', { text })}
      aria-pressed={on}
      data-clip={name.id}
      onClick={() => (on ? stop() : way.sayNow(name))}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}

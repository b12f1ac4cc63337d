import { useEffect, useRef } from 'react';
import type { NameAudio } from '../../../domain/contract/audio.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { type Sayable, say, sayable, stop, useReadAloudState } from './readAloud.ts';
import { SpeakerIcon } from './SpeakerIcon.tsx';
import { usePlaySettings } from './usePlaySettings.ts';

/**
 * The way to an activity speaks (issue 29, point 3): a child who cannot read hears the name of a
 * subject, unit, chapter or topic by tapping the speaker beside it, in the page's language, and a
 * child whose lessons are read by themselves (classes 1–2, or a parent's choice) hears the
 * screen's heading on arrival. The same one audio element as the player (ui/readAloud.ts).
 */
export function useWaySpeaks(locale: Locale) {
  const { settings, changeSounds } = usePlaySettings();
  // A name the child asked for by a tap: the heading said on arrival never cuts it off, even when
  // the settings that decide arrival reading come after the tap.
  const tapped = useRef(false);
  const item = (text: string, audio: NameAudio | undefined) => sayable(text, audio?.[locale]?.url, locale);
  return {
    /** The sounds switch is off: the speakers show it, and a tap turns the sounds on. */
    muted: settings?.sounds === false,
    /** Says a name now (a tap): the sounds come on again if they were off. */
    sayNow(name: Sayable | null) {
      if (!name) return;
      tapped.current = true;
      if (settings && !settings.sounds) changeSounds(true);
      say([name], settings?.voice === 'device');
    },
    /** Says lines one after another now (a tap). */
    sayAll(lines: Sayable[]) {
      if (lines.length === 0) return;
      tapped.current = true;
      if (settings && !settings.sounds) changeSounds(true);
      say(lines, settings?.voice === 'device');
    },
    item,
    /** On arrival, the heading: only for a child whose lessons read themselves, sounds on. */
    useArrival(text: string | undefined, audio: NameAudio | undefined) {
      useSaidOnArrival(text ? [item(text, audio)] : [], text, settings, tapped);
    },
    /**
     * On arrival of a dialog or a screen, its lines (`seen` names what they say, so that they are
     * said again only when it changes): for a child whose lessons read themselves, sounds on.
     */
    useArrivalLines(lines: (Sayable | null)[], seen: string | undefined) {
      useSaidOnArrival(lines, seen, settings, tapped);
    },
  };
}

/** Says `lines` once `seen` is known and each time it changes: for a child whose lessons read themselves. */
function useSaidOnArrival(
  lines: (Sayable | null)[],
  seen: string | undefined,
  settings: ReturnType<typeof usePlaySettings>['settings'],
  tapped: { current: boolean },
) {
  const reads = Boolean(settings?.sounds && settings.autoRead);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the settings and what to say are known
  useEffect(() => {
    if (!reads || !seen || tapped.current) return;
    say(lines, settings?.voice === 'device');
    // Only what it said is stopped when the screen goes (the page's leaving stops the rest).
    return () => stop();
  }, [reads, seen]);
}

export type WaySpeaks = ReturnType<typeof useWaySpeaks>;

/**
 * The 48 px speaker of a dialog or a screen: says its lines one after another, or stops them.
 * A tap is the child asking: the sounds come on again if they were off.
 */
export function LinesSpeaker({ way, lines, t }: { way: WaySpeaks; lines: (Sayable | null)[]; t: Translate }) {
  const { playing } = useReadAloudState();
  const said = lines.filter((line): line is Sayable => line !== null);
  if (said.length === 0) return null;
  const on = said.some((line) => line.id === playing);
  return (
    <button
      type="button"
      className="speaker"
      aria-label={t('activity.read.listen', { text: said.map((line) => line.text).join(' ') })}
      aria-pressed={on}
      data-clip={said[0]?.id}
      data-muted={way.muted}
      onClick={() => (on ? stop() : way.sayAll(said))}
    >
      <SpeakerIcon muted={way.muted} />
    </button>
  );
}

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
      className="speaker"
      aria-label={t('activity.read.listen', { text })}
      aria-pressed={on}
      data-clip={name.id}
      data-muted={way.muted}
      onClick={() => (on ? stop() : way.sayNow(name))}
    >
      <SpeakerIcon muted={way.muted} />
    </button>
  );
}

import { createContext, useContext } from 'react';
import { type ActivityAudio, isSilent, type TextClip } from '../../../../domain/contract/audio.ts';
import type { Locale } from '../../../../domain/contract/locale.ts';
import type { PlaySettings } from '../../../../domain/contract/settings.ts';
import type { SpokenKey, UiAudio } from '../../../../domain/i18n/readAloud.ts';
import type { Translate } from '../../../../domain/i18n/translate.ts';
import { type Sayable, say, sayable, stop, useReadAloudState } from '../readAloud.ts';
import '../speaker.css';
import { SpeakerIcon } from '../SpeakerIcon.tsx';

/**
 * Read aloud's settings for a topic (issue 16): the language its texts are read in, the clips
 * of the interface lines in the page's language, and the parent's choices.
 */
export interface ReadAloudSetup {
  /** The topic's language (its medium), in which its clips speak. */
  language: Locale;
  /** The page's language, in which the interface lines speak. */
  locale: Locale;
  ui: UiAudio | null;
  /** Read each question when it appears, and listen first (a first tap on an answer reads it). */
  autoRead: boolean;
  voice: PlaySettings['voice'];
}

export interface ReadAloudValue extends ReadAloudSetup {
  t: Translate;
  /** The sounds switch: off, nothing is read. */
  on: boolean;
  /** Turns sounds on again (a tap on a speaker while muted: the child asks to hear). */
  unmute: () => void;
  /** The clips of the activity being played. */
  audio: ActivityAudio | null;
  /** Its instruction, or the kind's interface line when the curriculum gives none. */
  instruction: Sayable | null;
}

export const ReadAloudContext = createContext<ReadAloudValue | null>(null);

/** Read aloud where a topic's clips are known; null on the practice screens. */
export const useReadAloud = () => useContext(ReadAloudContext);

/**
 * A text of the topic, with its clip (contract/audio.ts): null when there is nothing to say, and
 * for a text its author left silent (`audio: none`), which then has no speaker and is not read on
 * a tap, not even by the phone's own voice.
 */
export const contentItem = (read: ReadAloudValue | null, text: string | undefined, clip?: TextClip) =>
  read && text != null && !isSilent(clip) ? sayable(text, clip?.url, read.language) : null;

/** An interface line (domain/i18n/readAloud.ts), with its clip in the page's language. */
export const uiItem = (read: ReadAloudValue | null, key: SpokenKey, text?: string) =>
  read ? sayable(text ?? read.t(key), read.ui?.lines[key], read.locale) : null;

/** Says `items` if the child hears things read by themselves (auto-read on, sounds on). */
export function autoSay(read: ReadAloudValue | null, items: (Sayable | null)[]) {
  if (read?.on && read.autoRead) say(items, read.voice === 'device');
}

/** Says `item` now (a tap): the sounds come on again if they were off. */
export function sayNow(read: ReadAloudValue, item: Sayable) {
  if (!read.on) read.unmute();
  say([item], read.voice === 'device');
}

/**
 * Listen first (classes 1–2, or auto-read chosen): a first tap on an answer reads it, a second
 * tap on the same one chooses it. Off when muted (a child who hears nothing taps once).
 */
export const listensFirst = (read: ReadAloudValue | null) => Boolean(read?.on && read.autoRead);

/**
 * The speaker beside a text (48 × 48 px): plays its clip, or stops it when it is playing
 * (aria-pressed). Muted, it shows a crossed speaker, and a tap turns the sounds on and plays.
 */
export function Speaker({ item, className }: { item: Sayable | null; className?: string }) {
  const read = useReadAloud();
  const { playing } = useReadAloudState();
  if (!read || !item) return null;
  const on = playing === item.id;
  return (
    <button
      type="button"
      className={className ? `speaker ${className}` : 'speaker'}
      aria-label={read.t('activity.read.listen', { text: item.text })}
      aria-pressed={on}
      data-clip={item.id}
      data-muted={!read.on}
      onClick={(event) => {
        // Never the tap of a card or target it sits beside.
        event.stopPropagation();
        if (on) stop();
        else sayNow(read, item);
      }}
    >
      <SpeakerIcon muted={!read.on} />
    </button>
  );
}

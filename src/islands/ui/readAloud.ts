import { useSyncExternalStore } from 'react';
import { AUDIO_PREFIX } from '../../../domain/contract/audio.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import { spokenText } from '../../../domain/rules/spokenText.ts';
import { mediaUrl } from '../../client/media.ts';
import { deviceVoice } from '../../lib/deviceVoice.ts';

/**
 * Read aloud in the player (issue 16): one `HTMLAudioElement` for the whole page, so two texts
 * never speak at once (a new one stops the one before), or the phone's own voice
 * (`speechSynthesis`) when the parent chose it and the phone has one for the language that works
 * on the phone (lib/deviceVoice.ts). A phone voice that fails (an error, or silence past
 * DEVICE_VOICE_START_MS) is not used again on the page: the clip says the text instead.
 *
 * What is playing is one id: the clip's id (`/v1/audio/<id>.opus`), or `voice:<words>` for the
 * phone's voice. Buttons read it (`usePlaying`) to show themselves playing; the player's root
 * shows it in `data-playing`, for tests too. The element is in the page (`audio[data-read-aloud]`,
 * no controls, so nothing shows) with `preload="none"`: a clip is fetched when it is played.
 */
export interface Sayable {
  /** The clip's id, or `voice:<words>` when there is no clip. */
  id: string;
  /** The clip's address as the API names it (`/v1/audio/<id>.opus`), null for none. */
  url: string | null;
  /** The words as written (the phone's voice says `spokenText` of them). */
  text: string;
  language: Locale;
}

/** A clip's id from its address: `/v1/audio/<id>.opus` → `<id>`. */
export const clipId = (url: string) =>
  url.startsWith(AUDIO_PREFIX) ? url.slice(AUDIO_PREFIX.length).replace(/\.opus$/, '') : url;

/** Something to say: its clip, or for the phone's voice its words; null when there is nothing to say. */
export function sayable(text: string, url: string | null | undefined, language: Locale): Sayable | null {
  if (url) return { id: clipId(url), url, text, language };
  const words = spokenText(text, language);
  return words ? { id: `voice:${words}`, url: null, text, language } : null;
}

/** How long a phone voice may stay silent after `speak` before it counts as not working. */
export const DEVICE_VOICE_START_MS = 3000;
/** False once the phone's voice failed on this page: the clips speak from then on. */
let deviceVoiceWorks = true;

type State = { playing: string | null; waiting: string | null };
let state: State = { playing: null, waiting: null };
const listeners = new Set<() => void>();
const set = (next: Partial<State>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

let element: HTMLAudioElement | null = null;
/** The rest of a sequence (an instruction, then the question). */
let queue: Sayable[] = [];
let useDevice = false;
/** A play the browser refused before any tap: it starts on the next one. */
let blocked: Sayable | null = null;

function audio(): HTMLAudioElement {
  if (element?.isConnected) return element;
  element = document.createElement('audio');
  element.preload = 'none';
  element.dataset.readAloud = '';
  element.hidden = true;
  element.addEventListener('ended', next);
  element.addEventListener('error', next);
  document.body.append(element);
  return element;
}

function next() {
  const item = queue.shift();
  if (item) start(item);
  else set({ playing: null });
}

/**
 * Says `item` with the phone's voice. If the voice fails (an error other than our own cancel, or
 * no start within DEVICE_VOICE_START_MS), it is not used again on this page and the item is said
 * again the other way: by its clip, or skipped when it has none.
 */
function speakWithDevice(item: Sayable, voice: SpeechSynthesisVoice) {
  speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(spokenText(item.text, item.language));
  utterance.voice = voice;
  utterance.lang = voice.lang;
  const failed = () => {
    clearTimeout(silence);
    if (state.playing !== item.id) return;
    deviceVoiceWorks = false;
    speechSynthesis.cancel();
    start(item);
  };
  const silence = setTimeout(failed, DEVICE_VOICE_START_MS);
  utterance.onstart = () => clearTimeout(silence);
  utterance.onerror = (event) => {
    // `interrupted` and `canceled` are our own stop or the next text: not a fault of the voice.
    if (event.error === 'interrupted' || event.error === 'canceled') clearTimeout(silence);
    else failed();
  };
  utterance.onend = () => {
    clearTimeout(silence);
    if (state.playing === item.id) next();
  };
  set({ playing: item.id, waiting: null });
  speechSynthesis.speak(utterance);
}

function start(item: Sayable) {
  const voice = deviceVoiceWorks && (useDevice || !item.url) ? deviceVoice(item.language) : null;
  if (voice) return speakWithDevice(item, voice);
  if (!item.url) return next();
  const player = audio();
  player.src = mediaUrl(item.url);
  set({ playing: item.id, waiting: null });
  player.play().catch((error: unknown) => {
    if (state.playing !== item.id) return;
    // Autoplay refused (no tap on the page yet): it starts on the child's first tap.
    if (error instanceof DOMException && error.name === 'NotAllowedError') {
      blocked = item;
      set({ playing: null, waiting: item.id });
    } else next();
  });
}

/** On the first tap after a refused autoplay, the refused clip plays (unless the tap said something else). */
function onGesture() {
  const item = blocked;
  blocked = null;
  if (item && state.waiting === item.id) {
    queue = [item, ...queue];
    next();
  }
}
if (typeof window !== 'undefined') {
  window.addEventListener('click', onGesture);
  window.addEventListener('keydown', onGesture);
  // Leaving the page (or the app going to the background) stops reading.
  window.addEventListener('pagehide', () => stop());
}

/**
 * Says `items` one after another, stopping whatever was playing. `device`: the phone's voice
 * where it has one for the language (else the clip).
 */
export function say(items: (Sayable | null)[], device = false) {
  stop();
  useDevice = device;
  queue = items.filter((item): item is Sayable => item !== null);
  next();
}

/** Stops reading: the activity left, muted, or something else to say. */
export function stop() {
  queue = [];
  blocked = null;
  if (element) {
    element.pause();
    element.removeAttribute('src');
  }
  if (typeof speechSynthesis !== 'undefined' && state.playing?.startsWith('voice:')) speechSynthesis.cancel();
  if (state.playing || state.waiting) set({ playing: null, waiting: null });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const serverState: State = { playing: null, waiting: null };

/** What is playing (and what waits for a tap), kept up to date in a component. */
export const useReadAloudState = (): State =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );

import type { Locale } from '../../domain/contract/locale.ts';

const VOICE_LANG: Record<Locale, RegExp> = { kn: /^kn\b/i, en: /^en[-_]IN\b/i };

/**
 * The phone's own voice for a language (Kannada, Indian English), if it has one that works on
 * the phone itself (issue 32): a voice the browser marks `localService: false` is an online
 * service's (Chrome's "Google" voices send the words to Google), so it is never used, and the
 * app's own recordings speak instead. What a phone's speech engine does with a voice it calls
 * local is its maker's; the privacy policy (§19) says so.
 */
export function deviceVoice(language: Locale): SpeechSynthesisVoice | null {
  if (typeof speechSynthesis === 'undefined') return null;
  return (
    speechSynthesis
      .getVoices()
      .find((voice) => voice.localService && VOICE_LANG[language].test(voice.lang)) ?? null
  );
}

/** Whether the phone has a voice to offer for reading aloud, in either language. */
export const hasDeviceVoice = () => deviceVoice('kn') !== null || deviceVoice('en') !== null;

import type { SpokenLanguage } from '../../../domain/rules/spokenText.ts';

/**
 * A speech engine that turns a text into a clip (issue 16, read aloud): Ogg Opus, mono, about
 * 24 kbit/s, the format the API serves every clip in. Only `npm run content:audio` calls it;
 * the API serves the clips it made and never speaks at run time.
 */
export interface SpeechEngine {
  /** Short name, kept with every clip it made (`espeak-ng`, `azure`). */
  readonly name: string;
  /** How many clips to make at once: a local engine uses the cores, a hosted one its rate limit. */
  readonly concurrency: number;
  /**
   * Everything about this engine that changes how a language sounds (voice, speed, format). It
   * is part of every clip's name, so changing it makes new clips, and only then.
   */
  voice(language: SpokenLanguage): string;
  /** The clip of `text` (already as it is said: see domain/rules/spokenText.ts), Ogg Opus bytes. */
  synthesize(text: string, language: SpokenLanguage): Promise<Uint8Array>;
}

/** A clip could not be made; the message says why and what to do. */
export class SpeechError extends Error {}

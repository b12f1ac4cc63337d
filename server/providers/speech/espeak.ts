import { availableParallelism } from 'node:os';
import type { SpokenLanguage } from '../../../domain/rules/spokenText.ts';
import { ENCODING, encodeWav, run } from './opus.ts';
import type { SpeechEngine } from './provider.ts';

/**
 * eSpeak NG (Debian's `espeak-ng`), encoded by `opusenc` (Debian's `opus-tools`, see opus.ts):
 * both on the machine, no outside service, no model to download. eSpeak NG has a Kannada voice;
 * it has no Indian English one, and British English (`en-gb`) is the nearer of its voices to how
 * English is taught in Karnataka. A little slower than its 175 words a minute suits young ears.
 */
export const VOICES: Record<SpokenLanguage, string> = { en: 'en-gb+f3', kn: 'kn+f3' };
export const WORDS_PER_MINUTE = 160;

export const ESPEAK_PROGRAMS = { espeak: 'espeak-ng', opusenc: 'opusenc', opusdec: 'opusdec' };

/** Silence kept before and after the voice: the player leaves its own gaps between clips. */
const LEAD_SECONDS = 0.04;
const TAIL_SECONDS = 0.12;
/** Quieter than this (of 32767) is silence: eSpeak NG ends each clip with about 0.4 s of it. */
const SILENCE = 256;

/**
 * Where the voice is in eSpeak NG's WAV (16-bit mono PCM after a 44-byte header), as sample
 * indexes, with a little silence kept before and after: eSpeak NG ends each clip with about
 * 0.4 s of silence. The whole of it when it is all silence.
 */
export function voicedRange(wav: Buffer): { start: number; end: number; rate: number } {
  const rate = wav.readUInt32LE(24);
  const samples = Math.floor((wav.length - 44) / 2);
  const loud = (i: number) => Math.abs(wav.readInt16LE(44 + i * 2)) > SILENCE;
  let first = 0;
  while (first < samples && !loud(first)) first += 1;
  if (first === samples) return { start: 0, end: samples, rate };
  let last = samples - 1;
  while (last > first && !loud(last)) last -= 1;
  return {
    start: Math.max(0, first - Math.round(LEAD_SECONDS * rate)),
    end: Math.min(samples, last + 1 + Math.round(TAIL_SECONDS * rate)),
    rate,
  };
}

/** eSpeak NG's WAV without its long trailing silence (and the lead beyond LEAD_SECONDS). */
export function trimSilence(wav: Buffer): Buffer {
  const { start, end } = voicedRange(wav);
  const body = wav.subarray(44 + start * 2, 44 + end * 2);
  const header = Buffer.from(wav.subarray(0, 44));
  header.writeUInt32LE(36 + body.length, 4);
  header.writeUInt32LE(body.length, 40);
  return Buffer.concat([header, body]);
}

export function createEspeakEngine(programs = ESPEAK_PROGRAMS): SpeechEngine {
  return {
    name: 'espeak-ng',
    concurrency: availableParallelism(),
    voice: (language) => `espeak-ng ${VOICES[language]} ${WORDS_PER_MINUTE}wpm trimmed ${ENCODING}`,
    async synthesize(text, language) {
      // The text goes on standard input, never as an argument: a text starting with "-" is text.
      const wav = await run(
        programs.espeak,
        ['-v', VOICES[language], '-s', String(WORDS_PER_MINUTE), '--stdout'],
        text,
      );
      return encodeWav(trimSilence(wav), programs);
    },
  };
}

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SpokenLanguage } from '../../../domain/rules/spokenText.ts';
import { trimSilence, VOICES, voicedRange, WORDS_PER_MINUTE } from './espeak.ts';
import { encodeWav, run } from './opus.ts';

const SCRIPT = fileURLToPath(new URL('./espeak-words.py', import.meta.url));

/** A word of a clip: where it is in the text said (characters) and when it starts and ends (ms). */
export interface TimedWord {
  at: number;
  length: number;
  startMs: number;
  endMs: number;
}

/** A clip with its words' times: what the reading corner lights each word by (issue 30, ADR 028). */
export interface TimedClip {
  /** Ogg Opus, encoded as every clip is (opus.ts). */
  opus: Uint8Array;
  words: TimedWord[];
  durationMs: number;
  /** The trimmed WAV the clip was encoded from (for measuring; not kept). */
  wav: Buffer;
}

/** What names the voice of a timed clip: a new voice, speed or encoding makes new clips. */
export const timedVoice = (language: SpokenLanguage) =>
  `espeak-ng ${VOICES[language]} ${WORDS_PER_MINUTE}wpm words`;

/**
 * eSpeak NG says `text` (already as it is said: domain/rules/spokenText.ts) and tells when each
 * word starts, from its library's word events (espeak-words.py): the same voice and speed as
 * every other clip, trimmed as they are, so a word's time is where the clip says it.
 */
export async function speakWithWords(text: string, language: SpokenLanguage): Promise<TimedClip> {
  const dir = mkdtempSync(join(tmpdir(), 'kalike-words-'));
  try {
    const out = join(dir, 'page.wav');
    const printed = await run('python3', [SCRIPT, VOICES[language], String(WORDS_PER_MINUTE), out], text);
    const events = JSON.parse(printed.toString()) as { rate: number; words: [number, number, number][] };
    // eSpeak NG may end with an empty word (a closing mark): only words with letters are lit.
    const words = events.words.filter(([at, length]) => /[\p{L}\p{N}]/u.test(text.slice(at, at + length)));
    const raw = readFileSync(out);
    const { start, end, rate } = voicedRange(raw);
    const cutMs = (start / rate) * 1000;
    const durationMs = Math.round(((end - start) / rate) * 1000);
    const starts = words.map(([, , ms]) => Math.max(0, Math.round(ms - cutMs)));
    const wav = trimSilence(raw);
    return {
      opus: await encodeWav(wav),
      words: words.map(([at, length], i) => ({
        at,
        length,
        startMs: starts[i] as number,
        endMs: starts[i + 1] ?? durationMs,
      })),
      durationMs,
      wav,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * How far the lit word is from the voice, where it can be heard: for each word that follows a
 * pause (the voice silent for 80 ms before its event), the time from its event to the first
 * loud sample. The milliseconds, one per such word.
 */
export function onsetDrifts(wav: Buffer, words: TimedWord[]): number[] {
  const rate = wav.readUInt32LE(24);
  const samples = Math.floor((wav.length - 44) / 2);
  const loud = (i: number) => Math.abs(wav.readInt16LE(44 + i * 2)) > 512;
  const drifts: number[] = [];
  for (const word of words) {
    const at = Math.round((word.startMs / 1000) * rate);
    const before = Math.max(0, at - Math.round(0.08 * rate));
    let quiet = true;
    for (let i = before; i < at && quiet; i += 1) if (loud(i)) quiet = false;
    if (!quiet || at === 0) continue;
    let onset = at;
    while (onset < samples && !loud(onset)) onset += 1;
    if (onset < samples) drifts.push(Math.round(((onset - at) / rate) * 1000));
  }
  return drifts;
}

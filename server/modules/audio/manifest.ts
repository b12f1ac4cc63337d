import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SpokenLanguage } from '../../../domain/rules/spokenText.ts';

/**
 * The list of clips `npm run content:audio` keeps in the audio folder (AUDIO_DIR, by default
 * curriculum/audio/): each generated clip by language and the words it says, each recorded clip
 * by its file. The API reads it to name the clip of every text, and serves only what it lists.
 *
 *   generated/<id>.opus   made by a speech engine; <id> is a hash of the words, voice and engine
 *   recorded/…            recorded by a person, named in the curriculum; <id> is a hash of the file
 */
export const MANIFEST = 'manifest.json';
export const GENERATED = 'generated';
export const RECORDED = 'recorded';

export interface GeneratedClip {
  id: string;
  bytes: number;
  /** The engine that made it (`espeak-ng`, `azure`). */
  engine: string;
}
export interface RecordedClip {
  id: string;
  bytes: number;
}
export interface AudioManifest {
  /** By language, then by the words said (domain/rules/spokenText.ts). */
  generated: Record<SpokenLanguage, Record<string, GeneratedClip>>;
  /** By file under recorded/. */
  recorded: Record<string, RecordedClip>;
}

/** A clip's id: 32 hex digits (128 bits) of SHA-256, so two different clips never share a name. */
const hash = (...parts: (string | Uint8Array)[]) => {
  const h = createHash('sha256');
  for (const part of parts) h.update(part).update('\n');
  return h.digest('hex').slice(0, 32);
};
/** Same words, same voice, same engine: same clip. Change any one and it is a new clip. */
export const generatedClipId = (voice: string, words: string) => hash('generated', voice, words);
export const recordedClipId = (bytes: Uint8Array) => hash('recorded', bytes);
export const CLIP_ID = /^[0-9a-f]{32}$/;

export const emptyManifest = (): AudioManifest => ({ generated: { en: {}, kn: {} }, recorded: {} });

export function readManifest(audioDir: string): AudioManifest {
  const file = join(audioDir, MANIFEST);
  if (!existsSync(file)) return emptyManifest();
  const read = JSON.parse(readFileSync(file, 'utf8')) as Partial<AudioManifest>;
  return {
    generated: { en: read.generated?.en ?? {}, kn: read.generated?.kn ?? {} },
    recorded: read.recorded ?? {},
  };
}

const sorted = <T>(record: Record<string, T>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const inline = (value: object) =>
  `{ ${Object.entries(value)
    .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
    .join(', ')} }`;

/** Written sorted, one clip a line, so that a changed question is a one-line change in git. */
export function writeManifest(audioDir: string, manifest: AudioManifest) {
  const block = (record: Record<string, object>, indent: string) => {
    const lines = Object.entries(sorted(record)).map(
      ([key, value]) => `${indent}${JSON.stringify(key)}: ${inline(value)}`,
    );
    return lines.length ? `{\n${lines.join(',\n')}\n${indent.slice(2)}}` : '{}';
  };
  const text = [
    '{',
    '  "generated": {',
    `    "en": ${block(manifest.generated.en, '      ')},`,
    `    "kn": ${block(manifest.generated.kn, '      ')}`,
    '  },',
    `  "recorded": ${block(manifest.recorded, '    ')}`,
    '}',
    '',
  ].join('\n');
  const file = join(audioDir, MANIFEST);
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/** A clip as the manifest knows it: its id and whether a speech engine made it. */
export interface FoundClip {
  id: string;
  bytes: number;
  synthetic: boolean;
}

/**
 * The clip of a text: its recorded clip when it names one (recordings win), else the clip made
 * for its words in its language. null when there is nothing to say; undefined when no clip is
 * listed (`npm run content:audio` has not run since the text changed).
 */
export function findClip(
  manifest: AudioManifest,
  text: { language: SpokenLanguage; words: string; recorded?: string | undefined },
): FoundClip | null | undefined {
  const recorded = text.recorded ? manifest.recorded[text.recorded] : undefined;
  if (recorded) return { id: recorded.id, bytes: recorded.bytes, synthetic: false };
  if (!text.words) return null;
  const generated = manifest.generated[text.language][text.words];
  return generated ? { id: generated.id, bytes: generated.bytes, synthetic: true } : undefined;
}

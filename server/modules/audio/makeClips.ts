import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { SpeechEngine } from '../../providers/speech/provider.ts';
import {
  type AudioManifest,
  emptyManifest,
  GENERATED,
  generatedClipId,
  RECORDED,
  recordedClipId,
  writeManifest,
} from './manifest.ts';
import type { SpokenNeed } from './needs.ts';

export interface MadeClips {
  manifest: AudioManifest;
  /** Clips the engine made this time. */
  made: number;
  /** Generated clips already there (same words, voice and engine). */
  kept: number;
  recorded: number;
  /** Generated files no text needs any more; deleted when `prune`. */
  stale: string[];
  /** Recorded clips named in the curriculum but not in recorded/. */
  missingRecordings: SpokenNeed[];
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/**
 * `npm run content:audio`: makes the clip of every text that has no recorded clip and no clip
 * of this engine yet, and writes the manifest listing exactly the clips the texts need. A clip's
 * name is a hash of its words, voice and engine, so changing one question makes one clip, and a
 * clip already made is never made again. Recorded clips win over generated ones.
 */
export async function makeClips({
  audioDir,
  needs,
  engine,
  prune = false,
  onClip,
}: {
  audioDir: string;
  needs: SpokenNeed[];
  engine: SpeechEngine;
  prune?: boolean;
  onClip?: (need: SpokenNeed) => void;
}): Promise<MadeClips> {
  const generatedDir = join(audioDir, GENERATED);
  mkdirSync(generatedDir, { recursive: true });
  const manifest = emptyManifest();
  const result: MadeClips = { manifest, made: 0, kept: 0, recorded: 0, stale: [], missingRecordings: [] };

  for (const need of needs.filter((n) => n.recorded)) {
    const file = join(audioDir, RECORDED, need.recorded as string);
    if (!existsSync(file)) {
      result.missingRecordings.push(need);
      continue;
    }
    if (manifest.recorded[need.recorded as string]) continue;
    const bytes = readFileSync(file);
    manifest.recorded[need.recorded as string] = { id: recordedClipId(bytes), bytes: bytes.length };
    result.recorded += 1;
  }

  // One clip per language and words, however often they appear.
  const wanted = new Map<string, SpokenNeed>();
  for (const need of needs)
    if (!need.recorded && need.words) wanted.set(`${need.language}\n${need.words}`, need);
  await eachLimited([...wanted.values()], engine.concurrency, async (need) => {
    const id = generatedClipId(engine.voice(need.language), need.words);
    const path = join(generatedDir, `${id}.opus`);
    if (existsSync(path)) {
      result.kept += 1;
    } else {
      const clip = await engine.synthesize(need.words, need.language);
      // Written whole or not at all: an interrupted run leaves no half clip under a real name.
      writeFileSync(`${path}.tmp`, clip);
      renameSync(`${path}.tmp`, path);
      result.made += 1;
      onClip?.(need);
    }
    manifest.generated[need.language][need.words] = { id, bytes: statSync(path).size, engine: engine.name };
  });

  const used = new Set<string>();
  for (const language of ['en', 'kn'] as const)
    for (const clip of Object.values(manifest.generated[language])) used.add(clip.id);
  // What no text needs, and what an interrupted run left half written.
  result.stale = readdirSync(generatedDir)
    .filter(
      (name) =>
        name.endsWith('.tmp') || (name.endsWith('.opus') && !used.has(name.slice(0, -'.opus'.length))),
    )
    .sort();
  if (prune) for (const name of result.stale) rmSync(join(generatedDir, name));
  writeManifest(audioDir, manifest);
  return result;
}

/**
 * `npm run content:sizes -- --unmade`: the manifest as it will be once `content:audio` has run,
 * with each text that has no clip yet made in memory by the engine and weighed, nothing written.
 * A writer measures a topic with its new lines before the clips are made (and committed).
 */
export async function withUnmadeClips(
  manifest: AudioManifest,
  needs: SpokenNeed[],
  engine: SpeechEngine,
): Promise<{ manifest: AudioManifest; made: number }> {
  const result: AudioManifest = {
    generated: { en: { ...manifest.generated.en }, kn: { ...manifest.generated.kn } },
    recorded: manifest.recorded,
  };
  const unmade = new Map<string, SpokenNeed>();
  for (const need of needs)
    if (!need.recorded && need.words && !result.generated[need.language][need.words])
      unmade.set(`${need.language}\n${need.words}`, need);
  await eachLimited([...unmade.values()], engine.concurrency, async (need) => {
    const clip = await engine.synthesize(need.words, need.language);
    result.generated[need.language][need.words] = {
      id: generatedClipId(engine.voice(need.language), need.words),
      bytes: clip.length,
      engine: engine.name,
    };
  });
  return { manifest: result, made: unmade.size };
}

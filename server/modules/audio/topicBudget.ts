import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import type { CurriculumFile } from '../learning/curriculumFiles.ts';
import { type AudioManifest, findClip } from './manifest.ts';
import { curriculumNeeds } from './needs.ts';

/** What a child's phone downloads to hear a whole topic, in its one language (issue 16). */
export const TOPIC_AUDIO_BUDGET_BYTES = 150 * 1024;

export interface TopicAudio {
  /** `<file> › <topic key>`. */
  topic: string;
  bytes: number;
  clips: number;
}

/** Each topic's clips (each counted once, however often its words appear), largest first. */
export function topicAudioSizes(files: CurriculumFile[], manifest: AudioManifest): TopicAudio[] {
  const byTopic = new Map<string, Map<string, number>>();
  for (const need of curriculumNeeds(files)) {
    const clip = findClip(manifest, need);
    if (!clip || !need.topic) continue;
    const clips = byTopic.get(need.topic) ?? new Map<string, number>();
    clips.set(clip.id, clip.bytes);
    byTopic.set(need.topic, clips);
  }
  return [...byTopic]
    .map(([topic, clips]) => ({
      topic,
      bytes: [...clips.values()].reduce((sum, bytes) => sum + bytes, 0),
      clips: clips.size,
    }))
    .sort((a, b) => b.bytes - a.bytes);
}

export const defaultAudioDir = (curriculumDir: string) =>
  process.env.AUDIO_DIR || join(curriculumDir, 'audio');

/**
 * Topics allowed over the bar for now, with the most each may weigh (KB), by file then topic key
 * (curriculum/audio/budget-exceptions.yaml). Measured in ADR 015: long explanations and a story
 * repeated in every question outweigh any encoding that keeps speech clear; each needs its
 * content shortened or split, and may not grow meanwhile.
 */
export function readBudgetExceptions(file: string): Map<string, number> {
  if (!existsSync(file)) return new Map();
  const data = (load(readFileSync(file, 'utf8')) ?? {}) as Record<string, Record<string, number>>;
  return new Map(
    Object.entries(data).flatMap(([subjectFile, topics]) =>
      Object.entries(topics ?? {}).map(([key, kb]) => [`${subjectFile} › ${key}`, kb * 1024] as const),
    ),
  );
}

/** Topics over the bar: `failing` ones break the build, `allowed` ones are listed exceptions within their figure. */
export function overBudget(topics: TopicAudio[], exceptions: Map<string, number>) {
  const over = topics.filter((topic) => topic.bytes > TOPIC_AUDIO_BUDGET_BYTES);
  return {
    failing: over.filter((topic) => topic.bytes > (exceptions.get(topic.topic) ?? 0)),
    allowed: over.filter((topic) => topic.bytes <= (exceptions.get(topic.topic) ?? 0)),
    /** Exceptions whose topic now fits: they can leave the list. */
    fitting: [...exceptions.keys()].filter((topic) => !over.some((o) => o.topic === topic)),
  };
}

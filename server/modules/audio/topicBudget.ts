import { join } from 'node:path';
import type { CurriculumFile } from '../curriculum/index.ts';
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
    // What production serves: approved items only (CONTENT_MIN_REVIEW=approved).
    if (!clip || !need.topic || !need.approved) continue;
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

/** Topics over the bar (150 KB), largest first: each one fails `npm run budgets`. No topic is exempt. */
export function overBudget(topics: TopicAudio[]): TopicAudio[] {
  return topics.filter((topic) => topic.bytes > TOPIC_AUDIO_BUDGET_BYTES);
}

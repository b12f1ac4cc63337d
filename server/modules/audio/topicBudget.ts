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

/**
 * Each topic's clips (each counted once, however often its words appear), largest first. A
 * practice activity counts as one round (ADR 032): a child's phone fetches a clip when it plays
 * it, and a day's round is `count` items of the level's bank, so the topic counts the heaviest
 * round the bank can make (its `count` heaviest items), not the whole bank.
 */
export function topicAudioSizes(files: CurriculumFile[], manifest: AudioManifest): TopicAudio[] {
  const byTopic = new Map<string, Map<string, number>>();
  /** Per topic and practice activity, per bank item: its clips. */
  const rounds = new Map<string, Map<string, { count: number; items: Map<number, Map<string, number>> }>>();
  for (const need of curriculumNeeds(files)) {
    const clip = findClip(manifest, need);
    // What production serves: approved items only (CONTENT_MIN_REVIEW=approved).
    if (!clip || !need.topic || !need.approved) continue;
    if (need.practice) {
      const activities = rounds.get(need.topic) ?? new Map();
      rounds.set(need.topic, activities);
      const round = activities.get(need.practice.activity) ?? {
        count: need.practice.count,
        items: new Map(),
      };
      activities.set(need.practice.activity, round);
      const item = round.items.get(need.practice.seed) ?? new Map<string, number>();
      round.items.set(need.practice.seed, item);
      item.set(clip.id, clip.bytes);
      continue;
    }
    const clips = byTopic.get(need.topic) ?? new Map<string, number>();
    clips.set(clip.id, clip.bytes);
    byTopic.set(need.topic, clips);
  }
  const weight = (clips: Map<string, number>) => [...clips.values()].reduce((sum, bytes) => sum + bytes, 0);
  for (const [topic, activities] of rounds) {
    const clips = byTopic.get(topic) ?? new Map<string, number>();
    byTopic.set(topic, clips);
    for (const { count, items } of activities.values())
      for (const item of [...items.values()].sort((a, b) => weight(b) - weight(a)).slice(0, count))
        for (const [id, bytes] of item) clips.set(id, bytes);
  }
  return [...byTopic]
    .map(([topic, clips]) => ({ topic, bytes: weight(clips), clips: clips.size }))
    .sort((a, b) => b.bytes - a.bytes);
}

export const defaultAudioDir = (curriculumDir: string) =>
  process.env.AUDIO_DIR || join(curriculumDir, 'audio');

/** Topics over the bar (150 KB), largest first: each one fails `npm run budgets`. No topic is exempt. */
export function overBudget(topics: TopicAudio[]): TopicAudio[] {
  return topics.filter((topic) => topic.bytes > TOPIC_AUDIO_BUDGET_BYTES);
}

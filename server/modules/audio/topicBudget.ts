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
 * Each topic's clips (each counted once, however often its words appear), largest first: its
 * written texts, and a practice activity's title and instruction. A practice round's items are
 * not counted here but per round (practiceRoundSizes, ADR 032): a day's round is a few items of
 * a bank of 32, each clip fetched when it plays, and no child downloads the bank. A text whose
 * clip is not made yet weighs nothing: run `npm run content:audio` first.
 */
export function topicAudioSizes(
  files: CurriculumFile[],
  manifest: AudioManifest,
  { all = false }: { all?: boolean } = {},
): TopicAudio[] {
  const byTopic = new Map<string, Map<string, number>>();
  for (const need of curriculumNeeds(files)) {
    if (need.practice) continue;
    const clip = findClip(manifest, need);
    // What production serves: approved items only (CONTENT_MIN_REVIEW=approved); `all` weighs
    // the topic as it will be once its written items are approved too (a writer's measure).
    if (!clip || !need.topic || !(need.approved || all)) continue;
    const clips = byTopic.get(need.topic) ?? new Map<string, number>();
    clips.set(clip.id, clip.bytes);
    byTopic.set(need.topic, clips);
  }
  return [...byTopic]
    .map(([topic, clips]) => ({ topic, bytes: weight(clips), clips: clips.size }))
    .sort((a, b) => b.bytes - a.bytes);
}

const weight = (clips: Map<string, number>) => [...clips.values()].reduce((sum, bytes) => sum + bytes, 0);

export interface PracticeRoundAudio {
  /** `<file> › <topic key> › <place of the activity>`. */
  activity: string;
  count: number;
  /** A round's clips on average (`count` times a bank item's mean), and its heaviest round. */
  mean: number;
  heaviest: number;
}

/**
 * What one day's round of each approved practice activity fetches to hear it all (ADR 032): its
 * `count` items' clips, on average over its bank and for its heaviest round. Largest first.
 */
export function practiceRoundSizes(files: CurriculumFile[], manifest: AudioManifest): PracticeRoundAudio[] {
  const rounds = new Map<string, { count: number; items: Map<number, Map<string, number>> }>();
  for (const need of curriculumNeeds(files)) {
    if (!need.practice || !need.approved || !need.topic) continue;
    const clip = findClip(manifest, need);
    if (!clip) continue;
    const key = `${need.topic} › ${need.practice.activity}`;
    const round = rounds.get(key) ?? { count: need.practice.count, items: new Map() };
    rounds.set(key, round);
    const item = round.items.get(need.practice.seed) ?? new Map<string, number>();
    round.items.set(need.practice.seed, item);
    item.set(clip.id, clip.bytes);
  }
  return [...rounds]
    .map(([activity, { count, items }]) => {
      const weights = [...items.values()].map(weight).sort((a, b) => b - a);
      const mean = weights.reduce((sum, bytes) => sum + bytes, 0) / Math.max(1, weights.length);
      return {
        activity,
        count,
        mean: Math.round(mean * count),
        heaviest: weights.slice(0, count).reduce((sum, bytes) => sum + bytes, 0),
      };
    })
    .sort((a, b) => b.heaviest - a.heaviest);
}

export const defaultAudioDir = (curriculumDir: string) =>
  process.env.AUDIO_DIR || join(curriculumDir, 'audio');

/** Topics over the bar (150 KB), largest first: each one fails `npm run budgets`. No topic is exempt. */
export function overBudget(topics: TopicAudio[]): TopicAudio[] {
  return topics.filter((topic) => topic.bytes > TOPIC_AUDIO_BUDGET_BYTES);
}

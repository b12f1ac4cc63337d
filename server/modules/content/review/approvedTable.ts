import { type CurriculumActivity, passageOf } from '../../curriculum/index.ts';
import type { ItemReview } from './workflow.ts';

/**
 * How long a child spends on an activity, estimated from its item counts (issue 28, ADR 022):
 * what `content:check` adds up to say how many minutes of learning each class and subject gives
 * in production. The figures are a child of the class working at an easy pace, heard aloud:
 * 15 s for the title and instruction; a multiple-choice question 20 s, a blank 30 s (typing),
 * a match pair 15 s, a card to sort 10 s, a generated practice item 30 s; a passage its
 * characters at 12 a second (read aloud); a video its own length. An estimate, not a timing:
 * it tells a subject with 10 minutes from one with 100.
 */
export const SECONDS = { activity: 15, mcq: 20, fill: 30, pair: 15, card: 10, practice: 30 } as const;
export const PASSAGE_CHARACTERS_A_SECOND = 12;

export function estimatedSeconds(activity: CurriculumActivity): number {
  const passage = (passageOf(activity)?.text.length ?? 0) / PASSAGE_CHARACTERS_A_SECOND;
  const body = (() => {
    switch (activity.kind) {
      case 'mcq':
        return activity.questions.length * SECONDS.mcq;
      case 'fill':
        return activity.questions.length * SECONDS.fill;
      case 'match':
        return activity.pairs.length * SECONDS.pair;
      case 'classify':
        return activity.items.length * SECONDS.card;
      case 'practice':
        return activity.practice.count * SECONDS.practice;
      case 'video':
        return activity.video.durationSeconds;
    }
  })();
  return SECONDS.activity + passage + body;
}

export interface ApprovedRow {
  set: string;
  grade: string;
  subject: string;
  topics: { approved: number; all: number };
  activities: { reviewed: number; legacy: number; all: number };
  minutes: { approved: number; all: number };
}

/** Per class and subject of each medium: what production serves (approved) against all written. */
export function approvedRows(items: ItemReview[]): ApprovedRow[] {
  const rows = new Map<string, ApprovedRow & { seconds: { approved: number; all: number } }>();
  const topics = new Map<string, { all: Set<string>; approved: Set<string> }>();
  for (const item of items) {
    const { file, topic, activity } = item.placed;
    const key = `${file.set}|${file.grade.padStart(2, '0')}|${file.subject.key}`;
    const row = rows.get(key) ?? {
      set: file.set,
      grade: file.grade,
      subject: file.subject.key,
      topics: { approved: 0, all: 0 },
      activities: { reviewed: 0, legacy: 0, all: 0 },
      minutes: { approved: 0, all: 0 },
      seconds: { approved: 0, all: 0 },
    };
    rows.set(key, row);
    const seen = topics.get(key) ?? { all: new Set(), approved: new Set() };
    topics.set(key, seen);
    const served = item.standing !== 'not approved';
    const seconds = estimatedSeconds(activity);
    seen.all.add(topic.key);
    row.activities.all += 1;
    row.seconds.all += seconds;
    if (!served) continue;
    seen.approved.add(topic.key);
    row.activities[item.standing === 'reviewed' ? 'reviewed' : 'legacy'] += 1;
    row.seconds.approved += seconds;
  }
  return [...rows.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, { seconds, ...row }]) => ({
      ...row,
      topics: { approved: topics.get(key)?.approved.size ?? 0, all: topics.get(key)?.all.size ?? 0 },
      minutes: { approved: Math.round(seconds.approved / 60), all: Math.round(seconds.all / 60) },
    }));
}

/** `content:check`'s table of what children get in production. */
export function approvedTable(rows: ApprovedRow[]): string {
  const head =
    `${'Approved (served in production)'.padEnd(32)}${'topics'.padStart(10)}` +
    `${'reviewed'.padStart(10)}${'legacy'.padStart(8)}${'activities'.padStart(12)}${'minutes'.padStart(11)}`;
  const line = (r: ApprovedRow) =>
    `${r.set.padEnd(16)}${r.grade.padEnd(7)}${r.subject.padEnd(9)}` +
    `${`${r.topics.approved}/${r.topics.all}`.padStart(10)}` +
    `${String(r.activities.reviewed).padStart(10)}${String(r.activities.legacy).padStart(8)}` +
    `${`${r.activities.reviewed + r.activities.legacy}/${r.activities.all}`.padStart(12)}` +
    `${`${r.minutes.approved}/${r.minutes.all}`.padStart(11)}`;
  const sum = (pick: (r: ApprovedRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const total: ApprovedRow = {
    set: 'all',
    grade: '',
    subject: '',
    topics: { approved: sum((r) => r.topics.approved), all: sum((r) => r.topics.all) },
    activities: {
      reviewed: sum((r) => r.activities.reviewed),
      legacy: sum((r) => r.activities.legacy),
      all: sum((r) => r.activities.all),
    },
    minutes: { approved: sum((r) => r.minutes.approved), all: sum((r) => r.minutes.all) },
  };
  return [head, ...rows.map(line), line(total)].join('\n');
}

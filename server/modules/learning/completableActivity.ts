import type { Kysely } from 'kysely';
import type { ActivityBody } from '../../../domain/contract/activity.ts';
import type { Database } from '../../db/schema.ts';
import type { Catalogue } from '../curriculum/index.ts';
import { activityBodyOf, findLiveActivity } from './learning.repository.ts';
import { type PracticeDefinition, practiceOf } from './practice.ts';

/** What completing an activity needs of it: its row's numbers, and its body parsed once. */
export interface CompletableActivity {
  id: string;
  topic_id: string;
  kind: string;
  max_score: number;
  /** What scores it: its body as the one activity type, or a practice activity's definition (issue 19). */
  rules: { body: ActivityBody } | { practice: PracticeDefinition };
}

/**
 * Activities as completing one needs them, read and parsed once per content version (issue 31,
 * point 1: the same for every child). The curriculum tree in memory is the version: an import
 * (the only writer of activities, retiring included) makes a new tree on every instance within
 * its recheck interval (ADR 011), and with it an empty set here; the old set goes with the old
 * tree. A completion then costs no read of the activity and no parse of its body.
 */
const byVersion = new WeakMap<Catalogue, Map<string, CompletableActivity | null>>();

export async function completableActivity(
  db: Kysely<Database>,
  catalogue: Catalogue,
  activityId: string,
): Promise<CompletableActivity | undefined> {
  let known = byVersion.get(catalogue);
  if (!known) {
    known = new Map();
    byVersion.set(catalogue, known);
  }
  const held = known.get(activityId);
  if (held !== undefined) return held ?? undefined;
  const row = await findLiveActivity(db, activityId);
  // An id that names no live activity is remembered too (a client sending it again costs
  // nothing), but only while the set is small: ids come from requests, live ones from the files.
  const activity = row
    ? {
        id: row.id,
        topic_id: row.topic_id,
        kind: row.kind,
        max_score: row.max_score,
        rules: row.kind === 'practice' ? { practice: practiceOf(row.body) } : { body: activityBodyOf(row) },
      }
    : null;
  if (activity || known.size < MAX_REMEMBERED) known.set(activityId, activity);
  return activity ?? undefined;
}

/** Far more than the curriculum's activities (3,341 on 3 December 2026). */
const MAX_REMEMBERED = 20_000;

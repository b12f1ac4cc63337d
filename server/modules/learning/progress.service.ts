import { LEARNING_ERRORS } from '../../../domain/contract/learning.ts';
import { pointsOf } from '../../../domain/rules/coins.ts';
import { score } from '../../../domain/rules/scoring.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { CatalogueSource } from '../curriculum/index.ts';
import { recordAll } from '../ledger/index.ts';
import { missedItemDueAt, recordItemResults } from '../practice/index.ts';
import { streakService } from '../streak/index.ts';
import { openTopic, unitLocked } from './access.service.ts';
import { activityBodyOf } from './activityBody.ts';
import type { Learner } from './contentSets.ts';
import { findAttemptByKey, findLiveActivity, insertAttempt } from './learning.repository.ts';
import { judgePractice, MEDIUM_OF_LANGUAGE, practiceOf } from './practice.ts';

export interface Completion {
  activityId: string;
  /** The child's answers, as the player sends them: the only input to the score. */
  answers: unknown;
  /** A practice activity's seeds, one per item, as the activities answer gave them. */
  practiceSeeds?: number[] | undefined;
  idempotencyKey: string;
}

/** What a completion earned: the server's score, the activity's total, the coins newly paid. */
export interface CompletionResult {
  score: number;
  total: number;
  coins: number;
}

/** A completion as recorded: `created` is false when its key had been recorded already. */
export interface Recorded {
  result: CompletionResult;
  created: boolean;
}

const resultOf = (attempt: CompletionResult): CompletionResult => ({
  score: attempt.score,
  total: attempt.total,
  coins: attempt.coins,
});

/** Thrown inside the transaction when another request recorded the same key first: rolls it back. */
class KeyTaken extends Error {}

/** The child completing: the rules need their class, board and medium (their own content). */
type Student = Learner & { id: string };

export type ProgressService = ReturnType<typeof progressService>;

/**
 * Completing an activity (spec §7 POST /v1/auth/wallet/activity; ARCHITECTURE.md, "Coins"): the
 * server scores the child's answers (the client never sends a score), and an activity earns
 * max(0, score − best earlier score) coins. The same idempotency key again is the same
 * completion.
 */
export function progressService(database: Db, source: CatalogueSource, config: Config) {
  const { db } = database;
  const streaks = streakService(database, config);

  /**
   * The rules of one completion, in one transaction, without the streak's rewards (the caller
   * pays those: once per request). 404 for no such activity or one of another class, board or
   * medium than the child's (issue 27: nothing is paid outside their own), 403 for a locked unit's.
   */
  async function record(child: Student, { activityId, answers, practiceSeeds, idempotencyKey }: Completion) {
    const childId = child.id;
    const activity = await findLiveActivity(db, activityId);
    if (!activity) throw new AppError(404, LEARNING_ERRORS.notFound, 'No such activity.');
    // Spec §6: a locked unit's activity is refused; a VAV plan opens only its videos.
    const { unit, videosOnly } = await openTopic(db, await source.current(), child, activity.topic_id);
    if (videosOnly && activity.kind !== 'video') throw unitLocked();

    // Generated practice (issue 19): the items are made again from their seeds and judged here.
    const judged =
      activity.kind === 'practice'
        ? judgePractice(
            practiceOf(activity.body),
            practiceSeeds,
            answers,
            MEDIUM_OF_LANGUAGE[unit.subject.language],
          )
        : null;
    const points = Math.min(
      judged ? judged.filter((item) => item.correct).length : score(activityBodyOf(activity), answers),
      activity.max_score,
    );
    try {
      const result = await db.transaction().execute(async (trx): Promise<CompletionResult> => {
        // The coin rule (domain/rules/coins.ts): each point of an activity is paid once ever (one
        // ledger row per point), so the coins are max(0, score − best earlier score) and replays
        // and races cannot farm coins.
        const coins = await recordAll(
          trx,
          pointsOf(activity.id, points).map((reference) => ({
            childId: childId,
            amount: 1,
            reason: 'activity' as const,
            reference,
          })),
        );
        const inserted = await insertAttempt(trx, {
          student_id: childId,
          activity_id: activity.id,
          idempotency_key: idempotencyKey,
          score: points,
          total: activity.max_score,
          coins,
          answers: JSON.stringify(answers ?? null),
        });
        // The key was recorded before (a request sent again), or by another request at this
        // moment: whatever this one paid goes back with the transaction, and the recorded
        // result is the answer. The unique key decides, so a new key, the common case, reads
        // nothing first (issue 31 point 4).
        if (!inserted) throw new KeyTaken();
        // Each generated item's result feeds the child's mastery; a missed one comes back later.
        if (judged) {
          const now = new Date();
          await recordItemResults(trx, database.kind, childId, judged, now, missedItemDueAt(config, now));
        }
        return { score: points, total: activity.max_score, coins };
      });
      return { result, created: true } satisfies Recorded;
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
      const other = await findAttemptByKey(db, childId, idempotencyKey);
      if (!other) throw new Error('An attempt refused as a duplicate was not found.');
      return { result: resultOf(other), created: false } satisfies Recorded;
    }
  }

  return {
    record,

    /** One completion (POST /v1/auth/wallet/activity): its result, the first one for a key sent again. */
    async complete(child: Student, completion: Completion): Promise<CompletionResult> {
      const { result, created } = await record(child, completion);
      // A finished activity counts for the streak and may reach a reward day (paid once).
      if (created) await streaks.payRewards(child.id);
      return result;
    },

    /** Pays the streak rewards finished activities reached (once each: the ledger's unique key). */
    payStreakRewards: (childId: string) => streaks.payRewards(childId),
  };
}

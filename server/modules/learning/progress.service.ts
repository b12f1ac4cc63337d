import { LEARNING_ERRORS } from '../../../src/contract/learning.ts';
import { score } from '../../../src/lib/scoring.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { streakService } from '../streak/streak.service.ts';
import { recordAll } from '../wallet/ledger.repository.ts';
import { openTopic, unitLocked } from './access.service.ts';
import type { CatalogueSource } from './catalogue.ts';
import type { CurriculumActivity } from './curriculumSchema.ts';
import { findAttemptByKey, findLiveActivity, insertAttempt } from './learning.repository.ts';

export interface Completion {
  activityId: string;
  /** The child's answers, as the player sends them: the only input to the score. */
  answers: unknown;
  idempotencyKey: string;
}

/** What a completion earned: the server's score, the activity's total, the coins newly paid. */
export interface CompletionResult {
  score: number;
  total: number;
  coins: number;
}

const resultOf = (attempt: CompletionResult): CompletionResult => ({
  score: attempt.score,
  total: attempt.total,
  coins: attempt.coins,
});

/**
 * Completing an activity (spec §7 POST /v1/auth/wallet/activity; ARCHITECTURE.md, "Coins"): the
 * server scores the child's answers (the client never sends a score), and an activity earns
 * max(0, score − best earlier score) coins. The same idempotency key again is the same
 * completion.
 */
export function progressService(database: Db, source: CatalogueSource, config: Config) {
  const { db } = database;
  const streaks = streakService(database, config);
  return {
    async complete(studentId: string, { activityId, answers, idempotencyKey }: Completion) {
      const activity = await findLiveActivity(db, activityId);
      if (!activity) throw new AppError(404, LEARNING_ERRORS.notFound, 'No such activity.');
      // Spec §6: a locked unit's activity is refused; a VAV plan opens only its videos.
      const { videosOnly } = await openTopic(db, await source.current(), studentId, activity.topic_id);
      if (videosOnly && activity.kind !== 'video') throw unitLocked();

      const previous = await findAttemptByKey(db, studentId, idempotencyKey);
      if (previous) return resultOf(previous);
      const definition = { kind: activity.kind, ...JSON.parse(activity.body) } as CurriculumActivity;
      const points = Math.min(score(definition, answers), activity.max_score);
      const result = await db.transaction().execute(async (trx): Promise<CompletionResult> => {
        // Each point of an activity is paid once ever (one ledger row per point), so the coins
        // are max(0, score − best earlier score) and replays and races cannot farm coins.
        const coins = await recordAll(
          trx,
          Array.from({ length: points }, (_, i) => ({
            studentId,
            amount: 1,
            reason: 'activity' as const,
            reference: `${activity.id}#${i + 1}`,
          })),
        );
        const recorded = await insertAttempt(trx, {
          student_id: studentId,
          activity_id: activity.id,
          idempotency_key: idempotencyKey,
          score: points,
          total: activity.max_score,
          coins,
          answers: JSON.stringify(answers ?? null),
        });
        if (recorded) return { score: points, total: activity.max_score, coins };
        // The same key arrived twice at once: the other request recorded it.
        const other = await findAttemptByKey(trx, studentId, idempotencyKey);
        if (!other) throw new Error('An attempt refused as a duplicate was not found.');
        return resultOf(other);
      });
      // A finished activity counts for the streak and may reach a reward day (paid once).
      await streaks.payRewards(studentId);
      return result;
    },
  };
}

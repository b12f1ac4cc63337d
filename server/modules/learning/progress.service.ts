import type { Holdings } from '../../../domain/contract/auth.ts';
import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import { LEARNING_ERRORS } from '../../../domain/contract/learning.ts';
import type { SyncEvent, SyncResult } from '../../../domain/contract/offline.ts';
import { MEDIUM_OF_LANGUAGE } from '../../../domain/practice/index.ts';
import { pointsOf } from '../../../domain/rules/coins.ts';
import { score } from '../../../domain/rules/scoring.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { CatalogueSource } from '../curriculum/index.ts';
import { missedItemDueAt, recordItemResults } from '../practice/index.ts';
import { streakService } from '../streak/index.ts';
import { type Learner, openTopic, unitLocked } from './access.service.ts';
import { completableActivity } from './completableActivity.ts';
import { attemptsByKeys, findAttemptByKey, recordCompletion } from './learning.repository.ts';
import { judgePractice } from './practice.ts';

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

/**
 * A completion as recorded: `created` is false when its key had been recorded already;
 * `holdings`, the child's coins and plans straight after a new one's write (the write reads
 * them: issue 31).
 */
export interface Recorded {
  result: CompletionResult;
  created: boolean;
  holdings?: Holdings;
}

const resultOf = (attempt: CompletionResult): CompletionResult => ({
  score: attempt.score,
  total: attempt.total,
  coins: attempt.coins,
});

/** The child completing: the rules need their class, board and medium (their own content). */
type Student = Learner & { id: string };

export type ProgressService = ReturnType<typeof progressService>;

/**
 * Completing activities, online one at a time (spec §7 POST /v1/auth/wallet/activity) and offline
 * in a batch sent when the network is back (issue 17, POST /v1/auth/wallet/activity/sync): one
 * rule for both (ARCHITECTURE.md, "Coins"). The server scores the child's answers (the client
 * never sends a score), and an activity earns max(0, score − best earlier score) coins. The same
 * idempotency key again (an offline event's id is its key) is the same completion.
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
    const catalogue = await source.current();
    const activity = await completableActivity(db, catalogue, activityId);
    if (!activity) throw new AppError(404, LEARNING_ERRORS.notFound, 'No such activity.');
    // Spec §6: a locked unit's activity is refused; a VAV plan opens only its videos.
    const { unit, videosOnly } = await openTopic(db, catalogue, child, activity.topic_id);
    if (videosOnly && activity.kind !== 'video') throw unitLocked();

    // Generated practice (issue 19): the items are made again from their seeds and judged here.
    const { rules } = activity;
    const judged =
      'practice' in rules
        ? judgePractice(rules.practice, practiceSeeds, answers, MEDIUM_OF_LANGUAGE[unit.subject.language])
        : null;
    const earned =
      'body' in rules ? score(rules.body, answers) : (judged ?? []).filter((item) => item.correct).length;
    const points = Math.min(earned, activity.max_score);
    // The coin rule (domain/rules/coins.ts): each point of an activity is paid once ever (one
    // ledger row per point), so the coins are max(0, score − best earlier score) and replays and
    // races cannot farm coins. The unique key decides a repeat, so a new key, the common case,
    // reads nothing first (issue 31 point 4).
    const write = async (trx: typeof db): Promise<Recorded | undefined> => {
      const recorded = await recordCompletion(
        trx,
        database.kind,
        {
          childId,
          activityId: activity.id,
          idempotencyKey,
          score: points,
          total: activity.max_score,
          answers: JSON.stringify(answers ?? null),
        },
        pointsOf(activity.id, points),
      );
      if (!recorded) return undefined;
      // Each generated item's result feeds the child's mastery; a missed one comes back later.
      if (judged) {
        const now = new Date();
        await recordItemResults(trx, database.kind, childId, judged, now, missedItemDueAt(config, now));
      }
      const result = { score: points, total: activity.max_score, coins: recorded.coins };
      const holdings: Holdings = {
        totalCoinsEarned: recorded.totals.earned,
        coinBalance: recorded.totals.balance,
        activeSubscriptions: recorded.subscriptions,
      };
      return { result, created: true, holdings };
    };
    // A practice round's item results go with its attempt, in one transaction; any other
    // completion is one write of the repository's (one statement on PostgreSQL).
    const recorded = judged ? await db.transaction().execute(write) : await write(db);
    if (recorded) return recorded;
    // The key was recorded before (a request sent again), or by another request at this moment:
    // nothing was written, and the recorded result is the answer.
    const other = await findAttemptByKey(db, childId, idempotencyKey);
    if (!other) throw new Error('An attempt refused as a duplicate was not found.');
    return { result: resultOf(other), created: false } satisfies Recorded;
  }

  return {
    record,

    /**
     * One completion (POST /v1/auth/wallet/activity): its result, the first one for a key sent
     * again, and the child's coins and plans when the write read them (a new completion's), the
     * streak's reward included, so the answer's profile reads nothing again.
     */
    async complete(
      child: Student,
      completion: Completion,
    ): Promise<{ result: CompletionResult; holdings?: Holdings }> {
      const { result, created, holdings } = await record(child, completion);
      if (!created) return { result };
      // A finished activity counts for the streak and may reach a reward day (paid once).
      const paid = await streaks.payRewards(child.id);
      if (!holdings) return { result };
      const { totalCoinsEarned, coinBalance } = holdings;
      return {
        result,
        holdings: { ...holdings, totalCoinsEarned: totalCoinsEarned + paid, coinBalance: coinBalance + paid },
      };
    },

    /** Completions made offline, in the order sent: each event's answer (see `applyEvents`). */
    sync: (child: Student, events: SyncEvent[]) =>
      applyEvents({ db, record, payStreakRewards: streaks.payRewards }, child, events),
  };
}

/** Why `record` would refuse an event, as the sync names it; undefined for a fault. */
function rejection(error: unknown): SyncResult['reason'] | undefined {
  if (!(error instanceof AppError)) return undefined;
  if (error.code === LEARNING_ERRORS.unitLocked) return LEARNING_ERRORS.unitLocked;
  if (error.code === LEARNING_ERRORS.notFound) return LEARNING_ERRORS.notFound;
  // Another class's activity (issue 27), say after the child's class changed: refused for good.
  if (error.code === LEARNING_ERRORS.notInYourClass) return LEARNING_ERRORS.notInYourClass;
  // A practice activity's event without its seeds: sending it again cannot help either.
  if (error.code === ERROR_CODES.validation) return ERROR_CODES.validation;
  return undefined;
}

const answer = (eventId: string, status: 'applied' | 'duplicate', result: CompletionResult): SyncResult => ({
  eventId,
  status,
  reason: null,
  ...result,
});

/** What a batch is applied with: the service's own `record` (a test puts a failing one in). */
export interface BatchRules {
  db: Db['db'];
  record(child: Student, completion: Completion): Promise<Recorded>;
  payStreakRewards(childId: string): Promise<number>;
}

/**
 * Completions made offline (issue 17), sent in a batch. An event's id is its completion's
 * idempotency key, so the unique (student, key) of the attempts table makes "exactly once" the
 * database's rule: whatever is sent again, from however many instances at once, is recorded once
 * and paid once. Each event goes through `record`'s rules, in its own transaction, in the order
 * sent, so coins go to the first completion that earned them, as they would have online.
 */
export async function applyEvents(
  { db, record, payStreakRewards }: BatchRules,
  child: Student,
  events: SyncEvent[],
): Promise<SyncResult[]> {
  const childId = child.id;
  // Every id recorded before, in one query; the batch's own repeats are added as it goes.
  const recorded = await attemptsByKeys(
    db,
    childId,
    events.map((event) => event.eventId),
  );
  const results: SyncResult[] = [];
  let applied = 0;
  let fault: unknown;
  for (const { eventId, activityId, answers, practiceSeeds } of events) {
    const earlier = recorded.get(eventId);
    if (earlier) {
      results.push(answer(eventId, 'duplicate', earlier));
      continue;
    }
    try {
      // `created` is false when another request recorded this id since the query above.
      const { result, created } = await record(child, {
        activityId,
        answers,
        practiceSeeds,
        idempotencyKey: eventId,
      });
      recorded.set(eventId, result);
      if (created) applied += 1;
      results.push(answer(eventId, created ? 'applied' : 'duplicate', result));
    } catch (error) {
      // A rule's refusal is this event's answer (not recorded, so a repeat is judged again);
      // a fault stops no other event, and fails the answer below.
      const reason = rejection(error);
      if (!reason) {
        fault ??= error;
        continue;
      }
      results.push({ eventId, status: 'rejected', reason, score: null, total: null, coins: null });
    }
  }
  // Once for the batch: the streak's rewards are paid once each whenever they are looked at.
  if (applied > 0) await payStreakRewards(childId);
  // The client keeps its batch and sends it again: what was applied now answers duplicate.
  if (fault) throw fault;
  return results;
}

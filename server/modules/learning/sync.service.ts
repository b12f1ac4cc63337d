import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import { LEARNING_ERRORS } from '../../../domain/contract/learning.ts';
import type { SyncEvent, SyncResult } from '../../../domain/contract/offline.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Learner } from './contentSets.ts';
import { attemptsByKeys } from './learning.repository.ts';
import type { CompletionResult, ProgressService } from './progress.service.ts';

/** Why completeActivity would refuse an event, as the sync names it; undefined for a fault. */
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

/**
 * Completions made offline (issue 17), sent in a batch when the network is back. An event's id
 * is its completion's idempotency key, so the unique (student, key) of the attempts table makes
 * "exactly once" the database's rule: whatever is sent again, from however many instances at
 * once, is recorded once and paid once. Each event goes through completeActivity's rules
 * (progress.service.ts `record`), in its own transaction, in the order sent, so coins go to the
 * first completion that earned them, as they would have online.
 */
export function syncService({ db }: Db, progress: ProgressService) {
  return {
    async apply(child: Learner & { id: string }, events: SyncEvent[]): Promise<SyncResult[]> {
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
          const { result, created } = await progress.record(child, {
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
      if (applied > 0) await progress.payStreakRewards(childId);
      // The client keeps its batch and sends it again: what was applied now answers duplicate.
      if (fault) throw fault;
      return results;
    },
  };
}

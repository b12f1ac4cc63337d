import type { ActivityBody } from '../../domain/contract/activity.ts';
import { maxScore, score } from '../../domain/rules/scoring.ts';
import { $profile } from '../stores/session.ts';
import { coinsFor, queueAnswer, waitingAnswers } from './answerQueue.ts';

/** What the score popup shows for an answer kept on the phone: the coins come when it is sent. */
export interface WaitingResult {
  score: number;
  total: number;
  coins: number;
  waiting: true;
}

/**
 * An activity finished with no signal (issue 17): the phone scores it with the same rules as the
 * server (domain/rules/scoring.ts; the player has the answers, ADR 012), keeps it in the queue under
 * the attempt's own key (so an attempt whose first sending did reach the server counts once),
 * and shows the coins it will earn as waiting. The server's score, when it comes, is the one
 * that counts.
 */
export async function finishOffline(
  activity: { activityId: string; body: ActivityBody; bestScore: number | null; practiceSeeds?: number[] },
  topicId: string,
  answers: unknown,
  eventId: string,
): Promise<WaitingResult> {
  const childId = $profile.get()?._id;
  if (!childId) throw new Error('Not signed in.');
  const total = maxScore(activity.body);
  const points = Math.min(score(activity.body, answers), total);
  const coins = coinsFor(points, activity.bestScore, await waitingAnswers(childId), activity.activityId);
  await queueAnswer({
    eventId,
    childId: childId,
    activityId: activity.activityId,
    topicId,
    answers,
    ...(activity.practiceSeeds ? { practiceSeeds: activity.practiceSeeds } : {}),
    completedAt: new Date().toISOString(),
    score: points,
    total,
    coins,
  });
  return { score: points, total, coins, waiting: true };
}

import { storyCoins } from '../../domain/rules/coins.ts';
import { $profile } from '../stores/session.ts';
import { queueAnswer, waitingAnswers } from './index.ts';

/** A story reading finished with no signal (issue 30 point 4), as the reader shows it. */
export interface WaitingReading {
  correct: number;
  questions: number;
  /** The coins it will earn when sent: none for a story read before (or already waiting). */
  coins: number;
}

/**
 * Keeps a reading in the offline queue under its completion id, so a reading whose first send
 * did reach the server counts once; `syncAnswers` (index.ts) sends it with completeStory when the signal returns.
 */
export async function finishStoryOffline(
  story: { key: string; level: number; read: boolean; questions: { answer: number }[] },
  reading: { completionId: string; seconds: number; pagesRecorded: number; answers: number[] },
): Promise<WaitingReading> {
  const childId = $profile.get()?._id;
  if (!childId) throw new Error('Not signed in.');
  const activityId = `story:${story.key}`;
  const waitingAlready = (await waitingAnswers(childId)).some((a) => a.activityId === activityId);
  const correct = story.questions.filter((q, i) => reading.answers[i] === q.answer).length;
  const coins = story.read || waitingAlready ? 0 : storyCoins(story.level);
  const { completionId, ...sent } = reading;
  await queueAnswer({
    eventId: completionId,
    childId,
    activityId,
    topicId: '',
    answers: reading.answers,
    completedAt: new Date().toISOString(),
    score: correct,
    total: story.questions.length,
    coins,
    story: { key: story.key, ...sent },
  });
  return { correct, questions: story.questions.length, coins };
}

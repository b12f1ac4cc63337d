import { atom } from 'nanostores';
import { ApiError } from '../client/http.ts';
import { syncCompletions } from '../client/offline.ts';
import { completeStory } from '../client/stories.ts';
import { forgetProgress } from '../stores/learning.ts';
import { setProfile } from '../stores/profile.ts';
import { $profile } from '../stores/session.ts';
import { acknowledge, type QueuedAnswer, refreshWaiting, waitingAnswers } from './answerQueue.ts';

/** The server takes up to this many answers in one request. */
const BATCH = 200;

/**
 * Answers the server refused for good (the unit was locked again, the activity is gone, or it is
 * of another class than the child's now): the child's bar says so.
 */
export type RefusedReason = 'UNIT_LOCKED' | 'NOT_FOUND' | 'NOT_IN_YOUR_CLASS';
export const $refused = atom<{ count: number; reason: RefusedReason } | null>(null);

/** The reason the bar names for a batch's refusals: the first one's, a locked unit when unknown. */
export const refusedReason = (reason: string | null | undefined): RefusedReason =>
  reason === 'NOT_FOUND' || reason === 'NOT_IN_YOUR_CLASS' ? reason : 'UNIT_LOCKED';

let running: Promise<void> | null = null;

/**
 * Sends the signed-in child's waiting answers (issue 17): on start, when the signal returns,
 * when the page is shown again, and when Background Sync wakes the page. Through the one client,
 * so an expired token is refreshed. The server answers each event `applied`, `duplicate` or
 * `rejected`; all three are final, so those answers leave the queue, and nothing else does: a
 * request cut off midway leaves the queue as it was, and sending it again counts nothing twice
 * (the event id is unique per child on the server). Tabs take turns through a Web Lock.
 */
export function syncAnswers(): Promise<void> {
  running ??= withLock(sendAll).finally(() => {
    running = null;
  });
  return running;
}

function withLock(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('kalike-sync', task) : task();
}

async function sendAll() {
  const childId = $profile.get()?._id;
  if (!childId) return;
  if (!(await sendReadings(await waitingAnswers(childId)))) return;
  for (;;) {
    const batch = (await waitingAnswers(childId)).filter((a) => !a.story).slice(0, BATCH);
    if (batch.length === 0) break;
    let response: Awaited<ReturnType<typeof send>>;
    try {
      response = await send(batch);
    } catch (error) {
      // No signal, or the server could not answer: everything stays for the next try.
      if (error instanceof ApiError) return;
      throw error;
    }
    const refused = response.data.filter((event) => event.status === 'rejected');
    await acknowledge(response.data.map((event) => event.eventId));
    if (refused.length > 0)
      $refused.set({
        count: refused.length,
        reason: refusedReason(refused[0]?.reason),
      });
    setProfile(response.profile);
    forgetProgress();
  }
  await refreshWaiting();
}

const send = (batch: Awaited<ReturnType<typeof waitingAnswers>>) =>
  syncCompletions(
    batch.map(({ eventId, activityId, answers, practiceSeeds, completedAt }) => ({
      eventId,
      activityId,
      answers,
      ...(practiceSeeds ? { practiceSeeds } : {}),
      completedAt,
    })),
  );

/**
 * The stories read with no signal (issue 30 point 4), one request each (a child reads a few a
 * day): each answer is final (recorded now or before, or refused: the story is gone) and leaves
 * the queue; no answer at all stops here, the rest kept. False when the network failed.
 */
async function sendReadings(waiting: QueuedAnswer[]): Promise<boolean> {
  for (const { eventId, story, completedAt } of waiting) {
    if (!story) continue;
    try {
      const { key, ...reading } = story;
      const response = await completeStory(key, { completionId: eventId, ...reading, completedAt });
      setProfile(response.profile);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Refused for good (no such story now, answers that do not fit it): dropped. Else kept.
      if (error.status !== 400 && error.status !== 404) return false;
    }
    await acknowledge([eventId]);
  }
  return true;
}

import { atom } from 'nanostores';
import { SYNC_TAG } from '../../domain/offline/names.ts';
import { coinsEarned } from '../../domain/rules/coins.ts';
import { $profile } from '../stores/session.ts';
import { offlineDb, type QueuedAnswer } from './offlineDb.ts';

export type { QueuedAnswer };

/**
 * Answers finished with no signal (issue 17), kept until the server has said what it did with
 * each. `$waiting` is what the child's bar shows: how many answers and coins wait to be sent.
 */
export const $waiting = atom<{ answers: number; coins: number }>({ answers: 0, coins: 0 });

/** The waiting answers of the signed-in child, oldest first. */
export async function waitingAnswers(childId = $profile.get()?._id): Promise<QueuedAnswer[]> {
  if (!childId) return [];
  const all = await (await offlineDb()).getAllFromIndex('answers', 'byChild', childId);
  return all.sort((a, b) => a.completedAt.localeCompare(b.completedAt));
}

/** Reads the queue again into `$waiting`. */
export async function refreshWaiting() {
  const answers = await waitingAnswers();
  $waiting.set({ answers: answers.length, coins: answers.reduce((sum, a) => sum + a.coins, 0) });
}

/** Keeps an answer to send later, and asks the browser to wake us when the signal returns. */
export async function queueAnswer(answer: QueuedAnswer) {
  await (await offlineDb()).put('answers', answer);
  await refreshWaiting();
  try {
    const registration = await navigator.serviceWorker?.ready;
    const sync = (
      registration as
        | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
        | undefined
    )?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari): the page sends them on start, online and when shown.
  }
}

/** Forgets answers the server acknowledged (applied, a duplicate, or refused for good). */
export async function acknowledge(eventIds: string[]) {
  const db = await offlineDb();
  const tx = db.transaction('answers', 'readwrite');
  await Promise.all([...eventIds.map((id) => tx.store.delete(id)), tx.done]);
  await refreshWaiting();
}

/**
 * The coins an answer would earn, as the server will count them (the one coin rule,
 * domain/rules/coins.ts): only the points above the best score so far, the waiting answers' included.
 */
export function coinsFor(
  points: number,
  bestScore: number | null,
  waiting: QueuedAnswer[],
  activityId: string,
) {
  const best = Math.max(
    bestScore ?? 0,
    ...waiting.filter((a) => a.activityId === activityId).map((a) => a.score),
  );
  return coinsEarned(points, best);
}

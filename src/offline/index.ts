import { atom } from 'nanostores';
import { CACHES, SYNC_MESSAGE, SYNC_TAG } from '../../domain/offline/names.ts';
import { coinsEarned } from '../../domain/rules/coins.ts';
import { ApiError } from '../client/http.ts';
import { syncCompletions } from '../client/offline.ts';
import { STORAGE_KEYS } from '../client/storageKeys.ts';
import { completeStory } from '../client/stories.ts';
import { forgetProgress } from '../stores/learning.ts';
import { setProfile } from '../stores/profile.ts';
import { $profile } from '../stores/session.ts';
import { offlineDb, type QueuedAnswer } from './offlineDb.ts';

/**
 * The phone's offline answers (issue 17, ADR 017), and the one face of src/offline that screens
 * use for them (issue 33): an answer finished with no signal is scored on the phone and kept
 * (`finishOffline`), waits in IndexedDB (offlineDb.ts) under its child's id, is sent when the
 * signal returns (`syncAnswers`, started by `startOffline`), and leaves the queue when the server
 * has said what it did with it. Logging out ends here too (a deleted account: forgetAccount.ts). What waits,
 * and what was refused, are the stores the child's bar shows (`$waiting`, `$refused`).
 */
export type { DownloadedStory, DownloadedUnit, QueuedAnswer } from './offlineDb.ts';

/**
 * Offline on a signed-in screen (issue 17): the service worker is installed (a signed-out visit
 * to the public site never downloads the app), and the waiting answers are sent on start, when
 * the signal returns, when the page is shown again and when Background Sync says so.
 */
export function startOffline() {
  const user = $profile.get();
  if (!user || typeof indexedDB === 'undefined') return;
  // Another child signed in on this phone (however the last session ended): the offline copies
  // of the API's answers were the other child's.
  const owner = localStorage.getItem(STORAGE_KEYS.offlineOwner);
  if (owner !== user._id) {
    void forgetChildData();
    localStorage.setItem(STORAGE_KEYS.offlineOwner, user._id);
  }
  if ('serviceWorker' in navigator) {
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // A browser that refuses (private mode in some) still works online.
    });
    navigator.serviceWorker.addEventListener('message', (event) => {
      if (event.data === SYNC_MESSAGE) void syncWhenWoken();
    });
  }
  const send = () => {
    if (navigator.onLine && document.visibilityState === 'visible') void syncAnswers();
  };
  window.addEventListener('online', send);
  document.addEventListener('visibilitychange', send);
  void refreshWaiting().then(send);
}

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
async function refreshWaiting() {
  const answers = await waitingAnswers();
  $waiting.set({ answers: answers.length, coins: answers.reduce((sum, a) => sum + a.coins, 0) });
}

/**
 * Keeps an answer (an activity's, or a story's: finishStoryOffline.ts) to send later, and asks
 * the browser to wake us when the signal returns.
 */
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
async function acknowledge(eventIds: string[]) {
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

/** What the score popup shows for an answer kept on the phone: the coins come when it is sent. */
export interface WaitingResult {
  score: number;
  total: number;
  coins: number;
  waiting: true;
}

/**
 * An activity finished with no signal (issue 17): scored on the phone with the same rules as the
 * server (the screen scores it with domain/rules/scoring.ts, which the player has already: the
 * pages that only start the queue carry no scoring), kept in the queue under the attempt's own
 * key (so an attempt whose first sending did reach the server counts once), and shown with the
 * coins it will earn as waiting. The server's score, when it comes, is the one that counts.
 */
export async function finishOffline(
  activity: { activityId: string; bestScore: number | null; practiceSeeds?: number[] },
  topicId: string,
  answers: unknown,
  eventId: string,
  scored: { points: number; total: number },
): Promise<WaitingResult> {
  const childId = $profile.get()?._id;
  if (!childId) throw new Error('Not signed in.');
  const { total } = scored;
  const points = Math.min(scored.points, total);
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

let wakeUp: Promise<void> | null = null;

/**
 * Background Sync woke the page (the service worker's message). A pass under way may have sent
 * before the signal came back and be failing now, so the wake-up runs a pass of its own after
 * it instead of joining it: a busy run's wake-up joined such a pass and its answer waited for the
 * next start. The page's own triggers still join a pass under way: the signal's return fires
 * several at once, and a pass cut off midway must leave the answers for the next trigger.
 */
function syncWhenWoken(): Promise<void> {
  if (!running) return syncAnswers();
  wakeUp ??= running
    .catch(() => {})
    .then(() => {
      wakeUp = null;
      return syncAnswers();
    });
  return wakeUp;
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

const send = (batch: QueuedAnswer[]) =>
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

/**
 * Before logging out (issue 17): the waiting answers are sent if the signal allows; the number
 * still waiting is returned, for the logout question to say so first.
 */
export async function answersLeftBehind(): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0;
  try {
    if (navigator.onLine) await syncAnswers();
    return (await waitingAnswers()).length;
  } catch {
    return 0;
  }
}

/**
 * After logging out: the API's answers kept for offline use are this child's (their locks,
 * their progress), so they go; downloaded lessons and waiting answers stay (the answers carry
 * their child's id and are sent at that child's next login).
 */
export async function forgetChildData() {
  if (typeof caches === 'undefined') return;
  await caches.delete(CACHES.data).catch(() => false);
}

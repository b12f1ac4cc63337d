import { deleteDB } from 'idb';
import { CACHES } from '../../domain/offline/names.ts';
import { waitingAnswers } from './answerQueue.ts';
import { closeOfflineDb } from './offlineDb.ts';
import { syncAnswers } from './sync.ts';

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

/**
 * After the account is deleted (issue 18, the privacy policy): nothing of it stays on the phone
 * for offline use either: the API's answers, the waiting answers and the list of downloaded
 * units (IndexedDB), and the downloaded lessons themselves.
 */
export async function forgetAccount() {
  if (typeof caches !== 'undefined') {
    await Promise.all([caches.delete(CACHES.data), caches.delete(CACHES.packs)]).catch(() => []);
  }
  if (typeof indexedDB === 'undefined') return;
  await closeOfflineDb();
  await deleteDB('kalike-offline').catch(() => {});
}

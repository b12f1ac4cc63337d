import { deleteDB } from 'idb';
import { CACHES } from '../../domain/offline/names.ts';
import { closeOfflineDb } from './offlineDb.ts';

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

import { SYNC_MESSAGE } from '../../domain/offline/names.ts';
import { STORAGE_KEYS } from '../client/storageKeys.ts';
import { $profile } from '../stores/session.ts';
import { refreshWaiting } from './answerQueue.ts';
import { forgetChildData } from './leaving.ts';
import { syncAnswers } from './sync.ts';

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
      if (event.data === SYNC_MESSAGE) void syncAnswers();
    });
  }
  const send = () => {
    if (navigator.onLine && document.visibilityState === 'visible') void syncAnswers();
  };
  window.addEventListener('online', send);
  document.addEventListener('visibilitychange', send);
  void refreshWaiting().then(send);
}

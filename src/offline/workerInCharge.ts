/**
 * Waits until the service worker answers this page's requests (it takes over on its first
 * start), so that the screens' reads made during a download are kept for offline use. A browser
 * without service workers downloads all the same; it just cannot open the screens offline.
 */
export async function workerInCharge() {
  const workers = navigator.serviceWorker;
  if (!workers || !(await workers.getRegistration())) return;
  await workers.ready;
  if (workers.controller) return;
  await new Promise<void>((resolve) => {
    workers.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}

/**
 * Kalike's service worker (issue 17, ADR 017), built after `astro build` by
 * scripts/serviceWorker.ts: esbuild bundles this file and Workbox's injectManifest writes the
 * precache list into `self.__WB_MANIFEST`.
 *
 * - The app's screens in both languages, their scripts, styles, font and icons are precached:
 *   every learning screen opens with no signal. The activities' pictures are not (ADR 026): a
 *   downloaded unit brings its own, a topic opened online keeps those it names, and each one
 *   shown is kept (cache first).
 * - The API's reads are network first: online, the answer is fresh (and costs no body bytes
 *   when its ETag still matches); offline, the last answer is shown. An answer marked
 *   `no-store` (the data downloads) is never kept (mayKeep.ts).
 * - Read-aloud clips are cache first (they never change under their name); lesson videos are
 *   served from a downloaded unit when there is one, Range requests included. A downloaded
 *   story's clips and pictures come from the phone too.
 * - Background Sync, where the browser has it, wakes an open page to send the waiting answers:
 *   they are sent by the page's one client, so the token refresh applies.
 */
import { cacheNames, clientsClaim, type RouteHandlerCallbackOptions } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { shellFor } from '../../domain/appRoutes.ts';
import { keepOnlyStorable } from '../../domain/offline/mayKeep.ts';
import {
  API_READ,
  AUDIO_PATH,
  BUILT_ASSET,
  CACHES,
  DOWNLOAD_HEADER,
  MEDIA_PATH,
  mediaKey,
  PICTURE_PATH,
  READING_PAGE,
  STORY_PICTURES_PATH,
  SYNC_MESSAGE,
  SYNC_TAG,
  TOPIC_ACTIVITIES,
} from '../../domain/offline/names.ts';
import { activityPictures, pictureUrl } from '../../domain/offline/pictures.ts';

// The worker's own global scope: the DOM library types `self` as a window.
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { matchAll(options: { type: 'window' }): Promise<Array<{ postMessage(message: unknown): void }>> };
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
}
interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
const scope = self as unknown as WorkerScope;

// A new worker takes over at once: pages are shells over the API, and the precache keeps every
// file a page of the new build asks for.
void scope.skipWaiting();
clientsClaim();

// Written as `self.__WB_MANIFEST`: the text Workbox looks for to put the list in.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });

// /maths/units and /kn/<topic>/activity are served by their shell page (domain/appRoutes.ts).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && shellFor(url.pathname) !== undefined,
  async ({ url }) => {
    const shell = `${shellFor(url.pathname)}.html`;
    return (await matchPrecache(shell)) ?? fetch(shell);
  },
);

// The reading corner's pages (issue 30) are kept when opened, not precached: network first,
// one copy per page whatever story its address names (`/story?key=…`).
registerRoute(
  ({ url, request }) => request.method === 'GET' && READING_PAGE.test(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.reading,
    networkTimeoutSeconds: 8,
    plugins: [
      keepOnlyStorable,
      { cacheKeyWillBeUsed: async ({ request }) => request.url.replace(/(\.html)?([?#].*)?$/, '') },
    ],
  }),
);
// ...and the built scripts they load that are not precached: cache first (hashed names), the
// oldest dropped past a limit (a new build brings new names).
registerRoute(
  ({ url, request }) => request.method === 'GET' && BUILT_ASSET.test(url.pathname),
  new CacheFirst({
    cacheName: CACHES.reading,
    plugins: [keepOnlyStorable, new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
  }),
);

/**
 * A topic opened online keeps its pictures for later with no signal (ADR 026's move): when its
 * activities answer is stored, the pictures it names that the phone lacks are fetched once and
 * kept. Not for a download's answers: the download fetches the pictures its pack lists.
 */
const keepTopicPictures = {
  cacheDidUpdate: async ({ request, newResponse }: { request: Request; newResponse: Response }) => {
    if (!TOPIC_ACTIVITIES.test(new URL(request.url).pathname) || request.headers.has(DOWNLOAD_HEADER)) return;
    const answer = (await newResponse.clone().json()) as {
      data?: Array<{ kind: string; content: Parameters<typeof activityPictures>[0] }>;
    };
    const names = new Set(
      answer.data?.flatMap((a) => (a.kind === 'video' ? [] : activityPictures(a.content))),
    );
    const kept = await caches.open(CACHES.pictures);
    for (const name of names) {
      const url = new URL(pictureUrl(name), scope.location.origin).href;
      if (await caches.match(url, { ignoreVary: true })) continue;
      const response = await fetch(url).catch(() => null);
      if (response?.ok) await kept.put(url, response);
    }
  },
};

registerRoute(
  ({ url, request }) => request.method === 'GET' && API_READ.test(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.data,
    // On patchy data a read that hangs falls back to the last answer after this long.
    networkTimeoutSeconds: 8,
    // A whole answer the server lets be stored: never a `no-store` one (the data downloads).
    plugins: [keepOnlyStorable, keepTopicPictures],
  }),
);

/**
 * Files that never change under their name (clips, pictures), kept as they are first used and
 * the oldest dropped past `most`; but from a downloaded unit when it has them (asked with its own
 * Accept-Encoding, an <audio> gets the same file whatever that says), and a download's own
 * requests pass through (it keeps its copy in the packs' cache: not a second one here).
 */
function keptAsUsed(cacheName: string, most: number) {
  const kept = new CacheFirst({
    cacheName,
    plugins: [keepOnlyStorable, new ExpirationPlugin({ maxEntries: most, purgeOnQuotaError: true })],
  });
  return async (options: RouteHandlerCallbackOptions) => {
    const downloaded = await caches.match(options.request, { cacheName: CACHES.packs, ignoreVary: true });
    if (downloaded) return downloaded;
    if (options.request.headers.has(DOWNLOAD_HEADER)) return fetch(options.request);
    return kept.handle(options);
  };
}
registerRoute(({ url }) => AUDIO_PATH.test(url.pathname), keptAsUsed(CACHES.audio, 600));
// The activities' and tiles' pictures (ADR 026): a few hundred bytes each.
registerRoute(({ url }) => PICTURE_PATH.test(url.pathname), keptAsUsed(CACHES.pictures, 500));

// A story's pictures come from its download when it has one (issue 30), else the network.
registerRoute(
  ({ url }) => STORY_PICTURES_PATH.test(url.pathname),
  async ({ request }) =>
    (await caches.match(request, { cacheName: CACHES.packs, ignoreVary: true })) ?? fetch(request),
);

// A downloaded video is kept under its path (its signature changes every hour); a <video>
// asks for byte ranges, which are cut from the whole file.
registerRoute(
  ({ url }) => MEDIA_PATH.test(url.pathname),
  async ({ request }) => {
    const packs = await caches.open(CACHES.packs);
    const downloaded = await packs.match(mediaKey(request.url, scope.location.origin));
    if (!downloaded) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, downloaded) : downloaded;
  },
);

// Any other page (the public site) comes from the network, as without a worker...
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());
// ...but offline, a page that was never precached says so in its language, with the way back
// to the lessons (not the browser's error page).
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate' || !url) return Response.error();
  const kannada = /^\/kn(\/|$)/.test(url.pathname);
  return (await matchPrecache(kannada ? '/kn/offline.html' : '/offline.html')) ?? Response.error();
});

scope.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    scope.clients.matchAll({ type: 'window' }).then((pages) => {
      for (const page of pages) page.postMessage(SYNC_MESSAGE);
    }),
  );
});

// Caches of an older layout of names (a `-v1` that became `-v2`) are deleted.
scope.addEventListener('activate', (event) => {
  const kept = new Set<string>([...Object.values(CACHES), cacheNames.precache, cacheNames.runtime]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('kalike-') && !kept.has(name)).map((n) => caches.delete(n)),
        ),
      ),
  );
});

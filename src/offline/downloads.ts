import { persistentAtom } from '@nanostores/persistent';
import { CACHES, mediaKey } from '../../domain/offline/names.ts';
import { API_BASE_URL } from '../client/http.ts';
import { getContinueLearning, getSubjects } from '../client/learning.ts';
import { fetchPackData, fetchPackFile, packUrl, type UnitPack } from '../client/offline.ts';
import { getPlaySettings } from '../client/settings.ts';
import { getStreak } from '../client/streak.ts';
import { getCheckIn } from '../client/wallet.ts';
import { $profile } from '../stores/session.ts';
import { type DownloadedStory, type DownloadedUnit, offlineDb } from './offlineDb.ts';

export type { UnitPack };

type PackFile = UnitPack['files'][number];

/**
 * Data saver (issue 17), on by default for families on pay-per-megabyte data: downloads wait for
 * Wi-Fi and leave the videos out. Kept per phone, not per child: it is the phone's data plan.
 */
export const $dataSaver = persistentAtom<boolean>('kalike.dataSaver', true, {
  encode: (on) => (on ? '1' : '0'),
  decode: (value) => value !== '0',
});

/** What of a pack is fetched: everything, or without the videos and their captions. */
export function filesToFetch(pack: UnitPack, videos: boolean): PackFile[] {
  return videos ? pack.files : pack.files.filter((file) => file.kind !== 'video' && file.kind !== 'captions');
}

export const bytesOf = (files: PackFile[]) => files.reduce((sum, file) => sum + file.bytes, 0);

/**
 * Whether the phone may download now: with data saver on, only on Wi-Fi (or a cable). Where the
 * browser does not say what the connection is (most desktop browsers), it is allowed.
 */
export function mayDownloadNow(dataSaver: boolean): boolean {
  if (!dataSaver) return true;
  const type = (navigator as Navigator & { connection?: { type?: string } }).connection?.type;
  return type === undefined || type === 'wifi' || type === 'ethernet' || type === 'unknown';
}

/**
 * The key a file is kept under: a video's path without its hourly signature; a picture's address
 * on the site (not the API's origin), where the pages ask for it.
 */
const keyOf = (file: PackFile) => {
  if (file.kind === 'video' || file.kind === 'captions')
    return mediaKey(file.url, API_BASE_URL || location.origin);
  if (file.kind === 'picture') return new URL(file.url, location.origin).href;
  return packUrl(file.url);
};
const cacheOf = (file: PackFile) => (file.kind === 'data' ? CACHES.data : CACHES.packs);

/**
 * Downloads a unit (issue 17): its API answers through the one client (the token refresh
 * applies; the service worker keeps what it answers), then its clips, pictures (ADR 026) and
 * videos into the packs' cache, a few files at a time, the progress moving with each. The
 * browser is asked to keep the storage (`persist()`), and the unit is listed on the phone when
 * every file is in.
 */
export async function downloadUnit(
  pack: UnitPack,
  unit: { name: DownloadedUnit['name'] },
  { videos, onProgress }: { videos: boolean; onProgress: (done: number, total: number) => void },
): Promise<void> {
  const user = $profile.get();
  if (!user) throw new Error('Not signed in.');
  const childId = user._id;
  void navigator.storage?.persist?.();
  await workerInCharge();
  // The screens around the unit read these too (the dashboard, the bar, the player's settings):
  // asked once now, the service worker keeps its copy of each.
  await Promise.allSettled([
    getSubjects(user.grade, user.board, user.medium),
    getContinueLearning(),
    getPlaySettings(),
    getCheckIn(),
    getStreak(),
  ]);
  const files = filesToFetch(pack, videos);
  const total = bytesOf(files);
  let done = 0;
  onProgress(0, total);
  // Four at a time: on a slow line each file waits mostly for the round trip, and the browser
  // keeps six connections to a host.
  const queue = [...files];
  const fetchOne = async (file: PackFile) => {
    const cache = await caches.open(cacheOf(file));
    if (file.kind === 'data') {
      const body = await fetchPackData(file.url);
      await cache.put(packUrl(file.url), Response.json(body));
    } else {
      // A picture is the site's file: fetched from where the page asks for it.
      await cache.put(keyOf(file), await fetchPackFile(file.kind === 'picture' ? keyOf(file) : file.url));
    }
    done += file.bytes;
    onProgress(done, total);
  };
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) await fetchOne(file);
    }),
  );
  await (await offlineDb()).put('units', {
    unitId: pack.unitId,
    childId: childId,
    subjectKey: pack.subjectKey,
    name: unit.name,
    urls: files.map(keyOf),
    bytes: total,
    videos,
    downloadedAt: new Date().toISOString(),
  });
}

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

/**
 * The downloads of `store` on this phone for the signed-in child: its units, or the stories kept
 * from the reading corner (issue 30, storyDownloads.ts).
 */
export function downloadsOnPhone(store: 'units'): Promise<DownloadedUnit[]>;
export function downloadsOnPhone(store: 'stories'): Promise<DownloadedStory[]>;
export async function downloadsOnPhone(store: 'units' | 'stories') {
  const childId = $profile.get()?._id;
  if (!childId || typeof indexedDB === 'undefined') return [];
  return (await offlineDb()).getAllFromIndex(store, 'byChild', childId);
}

/** Removes a unit or a story: its files go, except those another download of its kind still needs. */
export async function removeDownload(store: 'units' | 'stories', key: string) {
  const db = await offlineDb();
  const all: Array<DownloadedUnit | DownloadedStory> = await db.getAll(store);
  const gone = all.find((download) => ('unitId' in download ? download.unitId : download.key) === key);
  if (!gone) return;
  const needed = new Set(all.filter((download) => download !== gone).flatMap((download) => download.urls));
  const [data, packs] = await Promise.all([caches.open(CACHES.data), caches.open(CACHES.packs)]);
  await Promise.all(
    gone.urls.filter((url) => !needed.has(url)).flatMap((url) => [data.delete(url), packs.delete(url)]),
  );
  await db.delete(store, key);
}

/** Removes a unit: its files go, except those another downloaded unit still needs. */
export const removeUnit = (unitId: string) => removeDownload('units', unitId);

/** The space the site uses on this phone, and whether the browser promised to keep it. */
export async function storageUsed(): Promise<{ bytes: number; kept: boolean } | null> {
  if (!navigator.storage?.estimate) return null;
  const [{ usage }, kept] = await Promise.all([
    navigator.storage.estimate(),
    navigator.storage.persisted?.() ?? Promise.resolve(false),
  ]);
  return { bytes: usage ?? 0, kept };
}

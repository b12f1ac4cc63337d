import type { StoryAnswer, StoryCard } from '../../domain/contract/stories.ts';
import { CACHES } from '../../domain/offline/names.ts';
import { ApiError } from '../client/http.ts';
import { fetchPackFile, packUrl } from '../client/offline.ts';
import { getStory, listStories } from '../client/stories.ts';
import { $profile } from '../stores/session.ts';
import { type DownloadedStory, offlineDb } from './offlineDb.ts';
import { workerInCharge } from './workerInCharge.ts';

/**
 * A story kept on the phone (issue 30 point 5, ADR 028 and 017): downloaded like a unit, but
 * from the reading corner itself, as it weighs at most what reading it once online costs (its
 * clips and pictures, `npm run budgets`). Its answer is kept in IndexedDB with its record; its
 * clips and pictures in the packs' cache, where the service worker finds them.
 */

/** Every file a story's download fetches, each once: its pages' and words' clips, its pictures. */
export function storyFiles(story: StoryAnswer): string[] {
  const clips = story.pages.flatMap((page) => [page.clip, ...page.words.map((word) => word.clip)]);
  const pictures = [story.cover, ...story.pages.flatMap((page) => page.pictures)];
  return [
    ...new Set([
      ...clips.filter((url): url is string => url !== null).map(packUrl),
      // The pictures are the site's files, not the API's.
      ...pictures.map((url) => new URL(url, location.origin).href),
    ]),
  ];
}

/** Downloads a story for the signed-in child, the progress moving with each file. */
export async function downloadStory(key: string, onProgress: (done: number, total: number) => void) {
  const childId = $profile.get()?._id;
  if (!childId) throw new Error('Not signed in.');
  void navigator.storage?.persist?.();
  await workerInCharge();
  // The list too: the service worker keeps it, for the library with no signal.
  const [{ data: story }] = await Promise.all([getStory(key), listStories().catch(() => null)]);
  const urls = storyFiles(story);
  const packs = await caches.open(CACHES.packs);
  let done = 0;
  onProgress(0, urls.length);
  const queue = [...urls];
  // Four at a time, as a unit's files: each waits mostly for its round trip.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        await packs.put(url, await fetchPackFile(url));
        onProgress(++done, urls.length);
      }
    }),
  );
  await (await offlineDb()).put('stories', {
    key,
    childId,
    story,
    urls,
    bytes: story.bytes,
    downloadedAt: new Date().toISOString(),
  });
}

/** The stories downloaded on this phone for the signed-in child. */
export async function downloadedStories(): Promise<DownloadedStory[]> {
  const childId = $profile.get()?._id;
  if (!childId || typeof indexedDB === 'undefined') return [];
  return (await offlineDb()).getAllFromIndex('stories', 'byChild', childId);
}

/** Removes a story: its files go, except those another downloaded story still needs. */
export async function removeStory(key: string) {
  const db = await offlineDb();
  const all = await db.getAll('stories');
  const story = all.find((s) => s.key === key);
  if (!story) return;
  const needed = new Set(all.filter((s) => s.key !== key).flatMap((s) => s.urls));
  const packs = await caches.open(CACHES.packs);
  await Promise.all(story.urls.filter((url) => !needed.has(url)).map((url) => packs.delete(url)));
  await db.delete('stories', key);
}

/** A story's card from its answer: what the library shows of it. */
const cardOf = ({ pages: _pages, questions: _questions, ...card }: StoryAnswer): StoryCard => card;

/**
 * Whether a failed read may be answered from the phone: no answer, or a server fault; not a 401
 * (the sign-in path handles it) nor a 404 (a story no longer served).
 */
const fromPhone = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * The library's stories: the API's list (the service worker's last copy with no signal), or,
 * when neither answers, the stories on the phone.
 */
export async function storiesOrOnPhone(): Promise<StoryCard[]> {
  try {
    return (await listStories()).data;
  } catch (error) {
    const kept = fromPhone(error) ? await downloadedStories().catch(() => []) : [];
    if (kept.length === 0) throw error;
    return kept.map((k) => cardOf(k.story));
  }
}

/** A story from the API, or from the phone when it is downloaded and the API does not answer. */
export async function storyOrOnPhone(key: string): Promise<StoryAnswer> {
  try {
    return (await getStory(key)).data;
  } catch (error) {
    const kept = fromPhone(error)
      ? (await downloadedStories().catch(() => [])).find((k) => k.key === key)
      : null;
    if (!kept) throw error;
    return kept.story;
  }
}

import type { StoryAnswer, StoryCard } from '../../domain/contract/stories.ts';
import { CACHES } from '../../domain/offline/names.ts';
import { ApiError } from '../client/http.ts';
import { fetchPackFile, packUrl } from '../client/offline.ts';
import { fetchSiteFile, getStory, listStories } from '../client/stories.ts';
import { $profile } from '../stores/session.ts';
import { downloadsOnPhone, workerInCharge } from './downloads.ts';
import { offlineDb } from './offlineDb.ts';

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

// What a page or script loads: an island's and the page's scripts, and a script's imports.
const LOADS =
  /(?:component-url|renderer-url|before-hydration-url|src|href)="(\/_astro\/[^"]+)"|(?:from|import)\s*\(?\s*["'`]((?:\.{1,2}|\/_astro)\/[^"'`]+\.js)["'`]/g;

/**
 * Fetches the reading corner's pages and every script they load, through the service worker,
 * which keeps them (sw.ts: they are not precached): the library and the reader then open with no
 * signal, even the one this phone has not shown yet.
 */
async function keepPages(pages: string[]) {
  const seen = new Set<string>();
  const keep = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    const text = await fetchSiteFile(url);
    if (/\.css$/.test(new URL(url).pathname)) return;
    const found = [...text.matchAll(LOADS)];
    await Promise.all(found.map((m) => keep(new URL((m[1] ?? m[2]) as string, url).href)));
  };
  await Promise.all(pages.map((page) => keep(new URL(page, location.origin).href)));
}

/**
 * Downloads a story for the signed-in child, the progress moving with each file, and keeps the
 * reading corner's `pages` (the library and the reader in the page's language).
 */
export async function downloadStory(
  key: string,
  pages: string[],
  onProgress: (done: number, total: number) => void,
) {
  const childId = $profile.get()?._id;
  if (!childId) throw new Error('Not signed in.');
  void navigator.storage?.persist?.();
  await workerInCharge();
  // The list too: the service worker keeps it, for the library with no signal.
  const [{ data: story }] = await Promise.all([
    getStory(key),
    listStories().catch(() => null),
    keepPages(pages),
  ]);
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
    const kept = fromPhone(error) ? await downloadsOnPhone('stories').catch(() => []) : [];
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
      ? (await downloadsOnPhone('stories').catch(() => [])).find((k) => k.key === key)
      : null;
    if (!kept) throw error;
    return kept.story;
  }
}

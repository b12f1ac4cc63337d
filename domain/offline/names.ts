/**
 * Names the service worker and the pages share (issue 17, ADR 017). A change to what a cache
 * holds changes its name, so an old worker's copies are never read as new ones.
 */
export const CACHES = {
  /**
   * The API's reads as last answered (network first): what a screen shows with no signal. v2
   * (issue 32): v1 could hold the data downloads, which are `no-store`; a new worker deletes it.
   */
  data: 'kalike-data-v2',
  /** Read-aloud clips heard online (cache first, the oldest dropped past a limit). */
  audio: 'kalike-audio-v1',
  /** The files of the units a parent downloaded (clips, videos, captions): never dropped by age. */
  packs: 'kalike-packs-v1',
  /**
   * The reading corner's pages and the scripts they load (issue 30): not precached (every
   * signed-in phone would pay for them), kept when they are opened or a story is downloaded.
   */
  reading: 'kalike-reading-v1',
} as const;

/** The Background Sync tag of the answers waiting to be sent. */
export const SYNC_TAG = 'kalike-answers';

/** The worker's message to its pages: send the waiting answers now (Background Sync fired). */
export const SYNC_MESSAGE = 'kalike:sync';

/** The API's paths the worker keeps a copy of; audio and media have their own caches. */
export const API_READ = /^\/(v1|v2)\/(?!audio\/|media\/|stories\/audio\/)/;
/** Read-aloud clips: the activities' and the stories' (issue 30), both named by what they say. */
export const AUDIO_PATH = /^\/v1\/(stories\/)?audio\//;
/** The reading corner's pages (issue 30), in either language, as a link or as their file. */
export const READING_PAGE = /^(\/kn)?\/(stories|story)(\.html)?$/;
/** The site's built scripts and styles: hashed names, never changed under their name. */
export const BUILT_ASSET = /^\/_astro\//;
/** The stories' pictures (issue 30): not precached, they come with a story's download. */
export const STORY_PICTURES_PATH = /^\/pictures\/stories\//;
export const MEDIA_PATH = /^\/v1\/media\//;

/** A lesson video's cache key: its path, without the signature that changes every hour. */
export const mediaKey = (url: string, base: string) => {
  const parsed = new URL(url, base);
  return `${parsed.origin}${parsed.pathname}`;
};

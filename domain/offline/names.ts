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
  /**
   * The files of the units a parent downloaded (clips, pictures, videos, captions): never
   * dropped by age.
   */
  packs: 'kalike-packs-v1',
  /**
   * The activities' and tiles' pictures shown online (cache first, the oldest dropped past a
   * limit): no longer precached (ADR 026's move), a downloaded unit keeps its own in the packs.
   */
  pictures: 'kalike-pictures-v1',
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
/** A topic's activities answer: the worker keeps the pictures it names with it (ADR 026). */
export const TOPIC_ACTIVITIES = /^\/v1\/auth\/subjects\/topic\/[\w-]+\/activities$/;
/**
 * The header of a download's requests (a unit's, a story's): the worker lets them through to the
 * network and keeps nothing of its own for them; the download keeps its copy.
 */
export const DOWNLOAD_HEADER = 'x-kalike-download';
/**
 * The activities' and tiles' pictures (issue 29, ADR 026): a unit's download, or kept as shown.
 * The name is its first group (a tile's picture in the units answer is such an address).
 */
export const PICTURE_PATH = /^\/pictures\/([\w-]+)\.svg$/;
export const MEDIA_PATH = /^\/v1\/media\//;

/** A lesson video's cache key: its path, without the signature that changes every hour. */
export const mediaKey = (url: string, base: string) => {
  const parsed = new URL(url, base);
  return `${parsed.origin}${parsed.pathname}`;
};

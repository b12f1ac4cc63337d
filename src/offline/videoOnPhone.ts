import { CACHES, mediaKey } from '../../domain/offline/names.ts';
import { API_BASE_URL } from '../client/http.ts';

/**
 * Whether a lesson video is on this phone (downloaded with its unit). A unit downloaded with data
 * saver on has none: with no signal, the player says so instead of showing a black screen.
 */
export async function videoOnPhone(src: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const packs = await caches.open(CACHES.packs);
  return Boolean(await packs.match(mediaKey(src, API_BASE_URL || location.origin)));
}

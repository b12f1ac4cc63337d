import { type FetcherStore, type KeyInput, nanoquery } from '@nanostores/query';
import { computed } from 'nanostores';
import { ApiError } from '../client/http.ts';
import { $profile } from './session.ts';

/**
 * The islands' one way to load what a screen shows (issue 33, ADR 030): @nanostores/query's
 * fetcher stores, keyed by what they load (the family's children, the child's coins…). Islands
 * on one page that read the same key share one request and one answer, and a write updates or
 * invalidates the keys it changes, so every island showing them follows.
 *
 * - Asked once a page: pages are whole documents (no client router), so an answer is kept until
 *   the page goes or a write invalidates it (`dedupeTime` Infinity); on slow, paid data nothing is
 *   asked twice because a second island wants it.
 * - No retry by itself: a failure shows "Try again" (SectionStatus), as before; a phone that lost
 *   its signal does not spend data in the background.
 * - Errors keep the client's shape: an `ApiError` (`NETWORK` when no answer came); a 401 has
 *   already sent the page to the login (client/http.ts), so it is not shown as a failure.
 */
export const [createFetcherStore, , { invalidateKeys, mutateCache }] = nanoquery({
  dedupeTime: Number.POSITIVE_INFINITY,
  cacheLifetime: Number.POSITIVE_INFINITY,
  onErrorRetry: null,
});

/** A store whose answer is `load()`'s, under `key` (its parts joined); no key part, no request. */
export function createQuery<T>(key: KeyInput, load: () => Promise<T>): FetcherStore<T, unknown> {
  return createFetcherStore<T, unknown>(key, { fetcher: () => load() });
}

/** True when a load failed for a reason to show (not the session ending: the page is leaving). */
export function failedToShow(error: unknown): boolean {
  return error !== undefined && !(error instanceof ApiError && error.status === 401);
}

/** The child playing: the key of everything that is theirs (null while signed out: nothing asked). */
export const $childKey = computed($profile, (profile) => profile?._id ?? null);

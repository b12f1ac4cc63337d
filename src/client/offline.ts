import type { EndpointInput, EndpointOutput } from '../../domain/contract/endpoint.ts';
import type { learningEndpoints } from '../../domain/contract/learning.ts';
import { DOWNLOAD_HEADER } from '../../domain/offline/names.ts';
import { API_BASE_URL, api, call } from './http.ts';

/**
 * The API calls of offline use (issue 17): sending the answers kept on the phone, and fetching a
 * unit's pack. Here, in the one client, so that the offline code keeps the queue and the caches
 * and never speaks to the server itself (issue 33).
 */
export type UnitPack = EndpointOutput<typeof learningEndpoints.getUnitPack>['data'];
type SyncEvents = EndpointInput<typeof learningEndpoints.syncCompletions>['body']['events'];

/** Sends a batch of answers made offline; each comes back `applied`, `duplicate` or `rejected`. */
export const syncCompletions = (events: SyncEvents) =>
  call<typeof learningEndpoints.syncCompletions>('syncCompletions', { body: { events } });

/** The pack of a unit: what it takes and how big it is, before anything is fetched. */
export const getUnitPack = (unitId: string) =>
  call<typeof learningEndpoints.getUnitPack>('getUnitPack', { params: { unitId } }).then((r) => r.data);

/** A pack's address made whole: the API's origin, or this page's when both are one. */
export const packUrl = (url: string) => new URL(url, API_BASE_URL || location.origin).href;

/**
 * One of a pack's API answers (`kind: 'data'`), through the client so an expired token is
 * refreshed; marked as a download's, so the worker fetches nothing more for it (the pack lists
 * the pictures itself).
 */
export const fetchPackData = (url: string): Promise<unknown> =>
  api(url, { headers: new Headers({ [DOWNLOAD_HEADER]: '1' }) });

/**
 * One of a pack's files (a clip, a video, captions), as the raw response for the cache. The
 * header tells the service worker to let it through to the network rather than answer it from
 * what it keeps.
 */
export async function fetchPackFile(url: string): Promise<Response> {
  const response = await fetch(packUrl(url), { headers: { [DOWNLOAD_HEADER]: '1' } });
  if (!response.ok) throw new Error(`Download failed: ${response.status} ${url}`);
  return response;
}

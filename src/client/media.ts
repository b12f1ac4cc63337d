import { API_BASE_URL } from './http.ts';

/**
 * Lesson media come from the API as signed links (the contract's MEDIA_PREFIX, then the file,
 * `?expires=…&signature=…`): the page loads them from the API's origin, which is its own in
 * single-host mode.
 */
export const mediaUrl = (link: string): string => `${API_BASE_URL}${link}`;

/** A captions track from another origin loads only over CORS. */
export const mediaCrossOrigin: 'anonymous' | undefined = API_BASE_URL ? 'anonymous' : undefined;

import type { StoryCompletion, storiesEndpoints } from '../../domain/contract/stories.ts';
import { call } from './http.ts';

/** The reading corner's stories (issue 30), the child's level and medium first. */
export const listStories = () => call<typeof storiesEndpoints.listStories>('listStories');

/** A story's pages, with their clips and each word's time, and its questions. */
export const getStory = (key: string) =>
  call<typeof storiesEndpoints.getStory>('getStory', { params: { key } });

/**
 * A story read to the end, its questions answered (issue 30 point 4): the server scores them,
 * pays the story's coins once ever and counts the reading; the same `completionId` again is the
 * same reading. The answer carries the fresh profile, so the bar's coins rise without a round trip.
 */
export const completeStory = (key: string, body: StoryCompletion) =>
  call<typeof storiesEndpoints.completeStory>('completeStory', { params: { key }, body });

/**
 * A file of the site itself (a page of the reading corner, a script it loads), as its text: a
 * story's download fetches them so that the service worker keeps them (src/offline/storyDownloads.ts).
 */
export async function fetchSiteFile(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Download failed: ${response.status} ${url}`);
  return response.text();
}

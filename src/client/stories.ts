import type { storiesEndpoints } from '../../domain/contract/stories.ts';
import { call } from './http.ts';

/** The reading corner's stories (issue 30), the child's level and medium first. */
export const listStories = () => call<typeof storiesEndpoints.listStories>('listStories');

/** A story's pages, with their clips and each word's time, and its questions. */
export const getStory = (key: string) =>
  call<typeof storiesEndpoints.getStory>('getStory', { params: { key } });

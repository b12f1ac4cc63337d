import type { Locale } from '../../domain/contract/locale.ts';
import type { RecordCheckBody, ReviewQueue, reviewEndpoints } from '../../domain/contract/review.ts';
import type { storyReviewEndpoints } from '../../domain/contract/storyReview.ts';
import { call } from './http.ts';

/** The review queue (issue 28): one subject file's items waiting in `queue`. */
export const getReviewQueue = (place: { set: string; grade: string; subject: string }, queue: ReviewQueue) =>
  call<typeof reviewEndpoints.getReviewQueue>('getReviewQueue', { query: { ...place, queue } });

export interface ItemPlace {
  set: string;
  grade: string;
  subject: string;
  topic: string;
  activity: string;
}

/** One item for review: as the child sees and hears it, its record, what changed. */
export const getReviewItem = (place: ItemPlace) =>
  call<typeof reviewEndpoints.getReviewItem>('getReviewItem', { params: place });

/** Records a check in the item's curriculum file. */
export const recordReviewCheck = (place: ItemPlace, body: RecordCheckBody) =>
  call<typeof reviewEndpoints.recordReviewCheck>('recordReviewCheck', { params: place, body });

/** The reading corner's stories of one language waiting in `queue` (issue 30). */
export const getStoryReviewQueue = (language: Locale, queue: ReviewQueue) =>
  call<typeof storyReviewEndpoints.getStoryReviewQueue>('getStoryReviewQueue', {
    query: { language, queue },
  });

/** One story for review: as the child meets it, and its record. */
export const getStoryReviewItem = (language: Locale, key: string) =>
  call<typeof storyReviewEndpoints.getStoryReviewItem>('getStoryReviewItem', { params: { language, key } });

/** Records a check in the story's file. */
export const recordStoryCheck = (language: Locale, key: string, body: RecordCheckBody) =>
  call<typeof storyReviewEndpoints.recordStoryCheck>('recordStoryCheck', { params: { language, key }, body });

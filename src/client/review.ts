import type { RecordCheckBody, ReviewQueue, reviewEndpoints } from '../../domain/contract/review.ts';
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

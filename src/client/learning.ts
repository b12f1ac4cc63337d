import type { Answers } from '../../domain/contract/activity.ts';
import type { learningEndpoints } from '../../domain/contract/learning.ts';
import { forgetProgress } from '../stores/learning.ts';
import { call } from './http.ts';

/** The subjects of a class, board and medium (spec §7; public). */
export const getSubjects = (grade: string, board: string, medium: string) =>
  call<typeof learningEndpoints.getSubjects>('getSubjects', { query: { grade, board, medium } });

/** A subject's units with chapters, topics and lock state (spec §7). */
export const getUnits = (subject: string, grade: string, board: string, medium: string) =>
  call<typeof learningEndpoints.getUnits>('getUnits', {
    params: { subject },
    query: { grade, board, medium },
  });

/** A topic's activities (spec §7): 403 UNIT_LOCKED for a locked unit. */
export const getTopicActivities = (topicId: string) =>
  call<typeof learningEndpoints.getTopicActivities>('getTopicActivities', { params: { topicId } });

/**
 * Completes an activity (spec §7): the answers go, the server scores them and answers 201 with
 * the fresh profile. The same key sent again (a retry on slow data) counts once.
 */
export async function completeActivity(
  activityId: string,
  answers: Answers,
  idempotencyKey: string,
  /** A practice round's seeds (issue 19), as the activities answer gave them. */
  practiceSeeds?: number[],
) {
  const response = await call<typeof learningEndpoints.completeActivity>('completeActivity', {
    body: { activityId, answers, idempotencyKey, ...(practiceSeeds ? { practiceSeeds } : {}) },
  });
  // The topic lists' stored counts are old now: they load again when next shown.
  forgetProgress();
  return response;
}

/** Where the child left off, and each subject's topics done (the dashboard). */
export const getContinueLearning = () =>
  call<typeof learningEndpoints.getContinueLearning>('getContinueLearning');

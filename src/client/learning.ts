import type { ActivitiesResponse, CompleteActivityResponse, Subject, Unit } from '../contract/learning.ts';
import { api } from './http.ts';

/** GET /v1/web/subjects (spec §7): the subjects of a class, board and medium. */
export const fetchSubjects = (grade: string, board: string, medium: string) =>
  api<{ success: true; data: Subject[] }>('/v1/web/subjects', { query: { grade, board, medium } });

/** GET /v1/auth/subjects/{subject}/units (spec §7): units with chapters, topics and lock state. */
export const fetchUnits = (subject: string, grade: string, board: string, medium: string) =>
  api<{
    success: true;
    subject: { _id: string; key: string; name: { en: string; kn: string } };
    data: Unit[];
  }>(`/v1/auth/subjects/${encodeURIComponent(subject)}/units`, { query: { grade, board, medium } });

/** GET /v1/auth/subjects/topic/{topicId}/activities (spec §7): 403 UNIT_LOCKED for a locked unit. */
export const fetchActivities = (topicId: string) =>
  api<ActivitiesResponse>(`/v1/auth/subjects/topic/${encodeURIComponent(topicId)}/activities`);

/**
 * POST /v1/auth/wallet/activity (spec §7): the answers go, the server scores them and answers
 * 201 with the fresh profile. The same key sent again (a retry on slow data) counts once.
 */
export const completeActivity = (activityId: string, answers: unknown, idempotencyKey: string) =>
  api<CompleteActivityResponse>('/v1/auth/wallet/activity', {
    method: 'POST',
    body: { activityId, answers, idempotencyKey },
  });

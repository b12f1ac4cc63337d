import type { Subject, Unit } from '../contract/learning.ts';
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

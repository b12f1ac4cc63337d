import type { Subject } from '../contract/learning.ts';
import { api } from './http.ts';

/** GET /v1/web/subjects (spec §7): the subjects of a class, board and medium. */
export const fetchSubjects = (grade: string, board: string, medium: string) =>
  api<{ success: true; data: Subject[] }>('/v1/web/subjects', { query: { grade, board, medium } });

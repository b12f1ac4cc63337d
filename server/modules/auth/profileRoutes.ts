import {
  AUTH_ERRORS,
  profileResponseSchema,
  profileUpdateRequestSchema,
  schoolsResponseSchema,
} from '../../../src/contract/auth.ts';
import { splitBoardMedium } from '../../../src/contract/catalog.ts';
import { errorResponseSchema } from '../../../src/contract/errors.ts';
import { toDbTime } from '../../db/dialect.ts';
import type { StudentTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from './module.ts';
import { findStudent, loadProfile } from './repository.ts';
import { SCHOOLS } from './schools.ts';

/** GET/PUT /v1/auth/profile (spec §7) and the school list offered at sign-up. */
export async function profileRoutes({ app, db }: AuthContext) {
  const load = async (id: string) => {
    const student = await findStudent(db.db, id);
    if (!student)
      throw new AppError(
        401,
        AUTH_ERRORS.unauthorized,
        'This account no longer exists. Please log in again.',
      );
    return student;
  };

  app.get(
    '/v1/auth/profile',
    {
      config: { auth: 'student' },
      schema: { tags: ['profile'], response: { 200: profileResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      profile: await loadProfile(db.db, await load(request.studentId)),
    }),
  );

  app.put(
    '/v1/auth/profile',
    {
      config: { auth: 'student' },
      schema: {
        tags: ['profile'],
        body: profileUpdateRequestSchema,
        response: { 200: profileResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await load(request.studentId);
      const body = request.body;
      const changes: Partial<StudentTable> = {};
      if (body.studentName !== undefined) changes.student_name = body.studentName;
      if (body.email !== undefined) changes.email = body.email || null;
      if (body.gender !== undefined) changes.gender = body.gender;
      if (body.grade !== undefined) changes.grade = body.grade;
      if (body.board !== undefined) Object.assign(changes, splitBoardMedium(body.board));
      if (body.schoolName !== undefined) changes.school_name = body.schoolName.trim() || null;
      if (body.state !== undefined) changes.state = body.state;
      if (body.district !== undefined) changes.district = body.district;
      if (body.taluk !== undefined) changes.taluk = body.taluk;
      await db.db
        .updateTable('students')
        .set({ ...changes, updated_at: toDbTime(new Date()) })
        .where('id', '=', request.studentId)
        .execute();
      return { success: true as const, profile: await loadProfile(db.db, await load(request.studentId)) };
    },
  );

  app.get(
    '/v1/student/schools',
    {
      schema: {
        tags: ['profile'],
        summary: 'Schools suggested at sign-up',
        response: { 200: schoolsResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { success: true as const, data: SCHOOLS };
    },
  );
}

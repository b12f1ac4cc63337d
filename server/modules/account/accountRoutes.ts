import * as z from 'zod/mini';
import { deleteAccountRequestSchema, progressReportSchema } from '../../../src/contract/account.ts';
import { errorResponseSchema } from '../../../src/contract/errors.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../auth/module.ts';
import { findStudent } from '../auth/repository.ts';
import { deleteStudent, exportStudent } from './personalData.ts';
import { progressReport } from './progressReport.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};
const auth = { auth: 'student' as const };

/**
 * My Account's calls beyond the profile: the parent's progress view, and the parent's rights
 * under India's DPDP Act: every piece of the child's data as a file, and deletion of the
 * account confirmed by a code sent to the phone.
 */
export async function accountRoutes({ app, db, otp }: AuthContext) {
  const studentOf = async (id: string) => {
    const student = await findStudent(db.db, id);
    if (!student) throw new AppError(401, 'UNAUTHORIZED', 'Please log in again.');
    return student;
  };

  app.get(
    '/v1/auth/profile/progress',
    { config: auth, schema: { tags: ['account'], response: { 200: progressReportSchema, ...errors } } },
    async (request) => ({ success: true as const, data: await progressReport(db.db, request.studentId) }),
  );

  app.get(
    '/v1/auth/profile/export',
    {
      config: auth,
      schema: { tags: ['account'], summary: 'Everything stored about the child, as a JSON file' },
    },
    async (request, reply) => {
      const data = await exportStudent(db.db, request.studentId);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', 'attachment; filename="kalike-my-data.json"')
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/v1/auth/profile/delete/otp',
    {
      config: auth,
      schema: {
        tags: ['account'],
        summary: 'Sends the code that confirms deleting the account to its phone',
        response: { 200: z.object({ success: z.literal(true), otpSecret: z.string() }), ...errors },
      },
    },
    async (request) => {
      const student = await studentOf(request.studentId);
      const otpSecret = await otp.send(student.phone, 'delete', request.ip);
      return { success: true as const, otpSecret };
    },
  );

  app.post(
    '/v1/auth/profile/delete',
    {
      config: auth,
      schema: {
        tags: ['account'],
        summary: 'Deletes the account and all its personal data, after the code from the phone',
        body: deleteAccountRequestSchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const student = await studentOf(request.studentId);
      await otp.verify(student.phone, request.body.otpSecret, request.body.otp, 'delete');
      await deleteStudent(db.db, student);
      return { success: true as const, message: 'The account and its data are deleted.' };
    },
  );
}

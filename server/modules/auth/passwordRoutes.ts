import {
  AUTH_ERRORS,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginOtpResponseSchema,
  resetPasswordRequestSchema,
  successResponseSchema,
} from '../../../src/contract/auth.ts';
import { ERROR_CODES, errorResponseSchema } from '../../../src/contract/errors.ts';
import { toDbTime } from '../../db/dialect.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from './module.ts';
import { hashPassword, isWeakPassword, verifyPassword } from './passwords.ts';
import { findStudent, findStudentByPhone, phoneHasAccount } from './repository.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};
const weak = () =>
  new AppError(400, ERROR_CODES.validation, 'This password is too easy to guess. Please choose another.', {
    fields: { password: 'passwordCommon' },
  });

/**
 * Forgot password (an OTP to the phone, then a new password) and change password. Either ends
 * every session of the account, so a stolen session does not outlive the new password.
 */
export async function passwordRoutes({ app, db, otp, tokens }: AuthContext) {
  /** A new password ends every session of the account, in the same transaction. */
  const replacePassword = async (studentId: string, password: string) => {
    const passwordHash = await hashPassword(password);
    await db.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('students')
        .set({ password_hash: passwordHash, updated_at: toDbTime(new Date()) })
        .where('id', '=', studentId)
        .execute();
      await tokens.revokeAll(studentId, trx);
    });
  };

  app.post(
    '/v1/student/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a password-reset OTP',
        body: forgotPasswordRequestSchema,
        response: { 200: loginOtpResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { phone, appSignature } = request.body;
      const deliver = await phoneHasAccount(db.db, phone);
      const otpSecret = await otp.send(phone, 'reset', request.ip, { deliver, appSignature });
      return { success: true as const, message: 'OTP sent.', otpSecret };
    },
  );

  app.post(
    '/v1/student/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the reset OTP',
        body: resetPasswordRequestSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { phone, otpSecret, otp: code, password } = request.body;
      if (isWeakPassword(password, phone)) throw weak();
      await otp.verify(phone, otpSecret, code, 'reset');
      const student = await findStudentByPhone(db.db, phone);
      if (!student)
        throw new AppError(
          400,
          AUTH_ERRORS.otpInvalid,
          'This code is not right. Please check the SMS and try again.',
        );
      await replacePassword(student.id, password);
      return { success: true as const, message: 'Your password has been changed. Please log in.' };
    },
  );

  app.post(
    '/v1/student/change-password',
    {
      config: { auth: 'student' },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (signed in)',
        body: changePasswordRequestSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      const student = await findStudent(db.db, request.studentId);
      if (!student) throw new AppError(401, AUTH_ERRORS.unauthorized, 'Please log in again.');
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(currentPassword, student.password_hash))) {
        throw new AppError(400, AUTH_ERRORS.invalidCredentials, 'The current password is not right.', {
          fields: { currentPassword: 'wrong' },
        });
      }
      if (isWeakPassword(newPassword, student.phone)) throw weak();
      await replacePassword(student.id, newPassword);
      return { success: true as const, message: 'Your password has been changed.' };
    },
  );
}

import * as z from 'zod/mini';
import {
  AUTH_ERRORS,
  loginOtpVerifyRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  passwordLoginRequestSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  successResponseSchema,
} from '../../../src/contract/auth.ts';
import { ERROR_CODES, errorResponseSchema } from '../../../src/contract/errors.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from './module.ts';
import { DUMMY_HASH, verifyPassword } from './passwords.ts';
import { findStudentByPhone, loadProfile } from './repository.ts';

/** ARCHITECTURE.md: 10 failed password logins per phone in 15 minutes throttle that phone. */
export const LOGIN_THROTTLE = {
  name: 'login:failures',
  max: 10,
  windowMs: 15 * 60_000,
  message: 'Too many wrong passwords for this number. Please wait 15 minutes, or log in with an OTP.',
};

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/** Password login, OTP login, refresh and logout (spec §7). */
export async function sessionRoutes({ app, db, counters, otp, tokens }: AuthContext) {
  app.post(
    '/v1/student/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with phone (in `email`) and password',
        body: passwordLoginRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { email: phone, password, deviceId } = request.body;
      const key = `${LOGIN_THROTTLE.name}:${phone}`;
      const failures = await counters.peek(key);
      if (failures && failures.count >= LOGIN_THROTTLE.max) {
        const retryAfter = Math.max(1, Math.ceil((failures.resetAt - Date.now()) / 1000));
        throw new AppError(429, ERROR_CODES.rateLimited, LOGIN_THROTTLE.message, {
          headers: { 'retry-after': String(retryAfter) },
        });
      }
      const student = await findStudentByPhone(db.db, phone);
      // Verify against a dummy hash when there is no account, so both cost the same time.
      const ok = await verifyPassword(password, student?.password_hash ?? DUMMY_HASH);
      if (!student || !ok) {
        await counters.hit(key, LOGIN_THROTTLE.windowMs);
        throw new AppError(401, AUTH_ERRORS.invalidCredentials, 'Password Incorrect');
      }
      const tokenData = await tokens.startSession(student.id, deviceId);
      return {
        success: true as const,
        message: 'Login successful',
        profile: await loadProfile(db.db, student),
        tokenData,
      };
    },
  );

  app.post(
    '/v2/student/login-with-otp/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with the OTP sent by /v2/student/login-with-otp',
        body: loginOtpVerifyRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { phone, otpSecret, otp: code, deviceId } = request.body;
      await otp.verify(phone, otpSecret, code, 'login');
      const student = await findStudentByPhone(db.db, phone);
      if (!student)
        throw new AppError(
          400,
          AUTH_ERRORS.otpInvalid,
          'This code is not right. Please check the SMS and try again.',
        );
      const tokenData = await tokens.startSession(student.id, deviceId);
      return {
        success: true as const,
        message: 'Login successful',
        profile: await loadProfile(db.db, student),
        tokenData,
      };
    },
  );

  app.post(
    '/v1/student/refresh-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new pair (rotation)',
        description:
          'The first use rotates the token. Presenting it again within 10 s answers with the same ' +
          'refresh token (the live one it led to), never a second one; after that, the whole session ends.',
        body: refreshRequestSchema,
        response: { 200: refreshResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { accessToken, refreshToken } = await tokens.rotate(request.body.refreshToken);
      return { success: true as const, data: { accessToken, refreshToken } };
    },
  );

  app.delete(
    '/v1/student/auth/logout/:id',
    {
      config: { auth: 'student' },
      schema: {
        tags: ['auth'],
        summary: 'Log out: ends the session the refresh token belongs to',
        params: z.object({ id: z.string().check(z.maxLength(64)) }),
        body: logoutRequestSchema,
        response: { 200: successResponseSchema, ...errors, 403: errorResponseSchema },
      },
    },
    async (request) => {
      if (request.params.id !== request.studentId) {
        throw new AppError(403, AUTH_ERRORS.unauthorized, 'You can only log yourself out.');
      }
      await tokens.revokeFamily(request.body.refreshToken, request.studentId);
      return { success: true as const, message: 'Logged out.' };
    },
  );
}

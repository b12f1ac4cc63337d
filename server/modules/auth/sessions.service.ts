import type { Kysely } from 'kysely';
import { AUTH_ERRORS } from '../../../src/contract/auth.ts';
import { ERROR_CODES } from '../../../src/contract/errors.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CounterStore } from '../../ratelimit/counters.ts';
import { type Child, findLoginChild, findParentByPhone, loadProfile } from './auth.repository.ts';
import type { OtpService } from './otp.service.ts';
import { DUMMY_HASH, verifyPassword } from './passwords.ts';
import type { TokenService } from './tokens.service.ts';

/** ARCHITECTURE.md: 10 failed password logins per phone in 15 minutes throttle that phone. */
export const LOGIN_THROTTLE = {
  name: 'login:failures',
  max: 10,
  windowMs: 15 * 60_000,
  message: 'Too many wrong passwords for this number. Please wait 15 minutes, or log in with an OTP.',
};

/** Logging in (password or code), refreshing and logging out (spec §7; ARCHITECTURE.md, "Sessions"). */
export function sessionsService(
  db: Kysely<Database>,
  counters: CounterStore,
  otp: OtpService,
  tokens: TokenService,
) {
  /**
   * A new session for a parent who just proved who they are, acting for the child they last
   * played as (ADR 018), and that child's profile: the answer keeps spec §3's shape.
   */
  const signIn = async (parentId: string, deviceId: string | undefined) => {
    const student = await findLoginChild(db, parentId);
    // A parent without a child cannot play; the account is as good as absent.
    if (!student) throw new AppError(401, AUTH_ERRORS.invalidCredentials, 'Password Incorrect');
    const tokenData = await tokens.startSession({ parentId, studentId: student.id }, deviceId);
    return { profile: await loadProfile(db, student), tokenData };
  };

  return {
    /** Throttled per phone; a wrong password and an unknown phone cost the same and answer the same. */
    async loginWithPassword(phone: string, password: string, deviceId?: string) {
      const key = `${LOGIN_THROTTLE.name}:${phone}`;
      const failures = await counters.peek(key);
      if (failures && failures.count >= LOGIN_THROTTLE.max) {
        const retryAfter = Math.max(1, Math.ceil((failures.resetAt - Date.now()) / 1000));
        throw new AppError(429, ERROR_CODES.rateLimited, LOGIN_THROTTLE.message, {
          headers: { 'retry-after': String(retryAfter) },
        });
      }
      const parent = await findParentByPhone(db, phone);
      // Verify against a dummy hash when there is no account, so both cost the same time.
      const ok = await verifyPassword(password, parent?.password_hash ?? DUMMY_HASH);
      if (!parent || !ok) {
        await counters.hit(key, LOGIN_THROTTLE.windowMs);
        throw new AppError(401, AUTH_ERRORS.invalidCredentials, 'Password Incorrect');
      }
      return signIn(parent.id, deviceId);
    },

    /** With the code sent by /v2/student/login-with-otp (a phone without an account got none). */
    async loginWithOtp(phone: string, otpSecret: string, code: string, deviceId?: string) {
      await otp.verify(phone, otpSecret, code, 'login');
      const parent = await findParentByPhone(db, phone);
      if (!parent)
        throw new AppError(
          400,
          AUTH_ERRORS.otpInvalid,
          'This code is not right. Please check the SMS and try again.',
        );
      return signIn(parent.id, deviceId);
    },

    /** A new pair for a refresh token (rotation; tokens.service.ts). */
    async refresh(refreshToken: string) {
      const { accessToken, refreshToken: next } = await tokens.rotate(refreshToken);
      return { accessToken, refreshToken: next };
    },

    /** Ends the session the refresh token belongs to; a student logs out only themselves. */
    async logout(student: Child, id: string, refreshToken: string) {
      if (id !== student.id)
        throw new AppError(403, AUTH_ERRORS.unauthorized, 'You can only log yourself out.');
      await tokens.revokeFamily(refreshToken, student.parent_id);
    },
  };
}

import type { Kysely } from 'kysely';
import { AUTH_ERRORS } from '../../../domain/contract/auth.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { findLoginChild, findParentByPhone } from './auth.repository.ts';
import type { Child } from './child.ts';
import type { OtpService } from './otp.service.ts';
import { type PasswordBudget, unknownPhone } from './passwordBudget.ts';
import { DUMMY_HASH, verifyPassword } from './passwords.ts';
import { loadProfile } from './profile.ts';
import type { TokenService } from './tokens.service.ts';

/** The login's words for a used-up budget: the code by SMS is the way in meanwhile. */
const LOGIN_LOCKED =
  'Too many wrong passwords for this number. Please wait 15 minutes, or log in with an OTP.';

/** Logging in (password or code), refreshing and logging out (spec §7; ARCHITECTURE.md, "Sessions"). */
export function sessionsService(
  db: Kysely<Database>,
  budget: PasswordBudget,
  otp: OtpService,
  tokens: TokenService,
) {
  /**
   * A new session for a parent who just proved who they are, acting for the child they last
   * played as (ADR 018), and that child's profile: the answer keeps spec §3's shape.
   */
  const signIn = async (parentId: string, deviceId: string | undefined) => {
    const child = await findLoginChild(db, parentId);
    // A parent without a child cannot play; the account is as good as absent.
    if (!child) throw new AppError(401, AUTH_ERRORS.invalidCredentials, 'Password Incorrect');
    const tokenData = await tokens.startSession({ parentId, childId: child.id }, deviceId);
    return { profile: await loadProfile(db, child), tokenData };
  };

  return {
    /**
     * Within the account's budget of wrong passwords (passwordBudget.ts), shared with every other
     * check of the parent's secrets; a wrong password and an unknown phone cost the same and
     * answer the same.
     */
    async loginWithPassword(phone: string, password: string, deviceId?: string) {
      const parent = await findParentByPhone(db, phone);
      // Verify against a dummy hash when there is no account, so both cost the same time.
      const ok = await budget.attempt(
        parent?.id ?? unknownPhone(phone),
        () => verifyPassword(password, parent?.password_hash ?? DUMMY_HASH),
        LOGIN_LOCKED,
      );
      if (!parent || !ok) throw new AppError(401, AUTH_ERRORS.invalidCredentials, 'Password Incorrect');
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
    async logout(child: Child, id: string, refreshToken: string) {
      if (id !== child.id)
        throw new AppError(403, AUTH_ERRORS.unauthorized, 'You can only log yourself out.');
      await tokens.revokeFamily(refreshToken, child.parentId);
    },
  };
}

import type { Kysely } from 'kysely';
import { AUTH_ERRORS } from '../../../domain/contract/auth.ts';
import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { findParent, findParentByPhone, updateParentPassword } from './auth.repository.ts';
import type { Child } from './child.ts';
import type { OtpService } from './otp.service.ts';
import type { PasswordBudget } from './passwordBudget.ts';
import { hashPassword, isWeakPassword, verifyPassword } from './passwords.ts';
import type { SessionCache } from './sessionCache.ts';
import type { TokenService } from './tokens.service.ts';

const weak = () =>
  new AppError(400, ERROR_CODES.validation, 'This password is too easy to guess. Please choose another.', {
    fields: { password: 'passwordCommon' },
  });

/** Whether `password` is the parent's, guessed within the account's budget (passwordBudget.ts). */
export async function isParentPassword(
  db: Kysely<Database>,
  budget: PasswordBudget,
  parentId: string,
  password: string,
): Promise<boolean> {
  const parent = await findParent(db, parentId);
  return (
    Boolean(parent) &&
    (await budget.attempt(parentId, () => verifyPassword(password, parent?.password_hash ?? '')))
  );
}

/**
 * Forgot password (a code to the phone, then a new password) and change password. Either ends
 * every session of the account, so a stolen session does not outlive the new password.
 */
export function passwordsService(
  db: Kysely<Database>,
  otp: OtpService,
  tokens: TokenService,
  budget: PasswordBudget,
  sessions: Pick<SessionCache, 'forgetParent'>,
) {
  /** A new password (the parent's) ends every session of the family, in the same transaction. */
  const replacePassword = async (parentId: string, password: string) => {
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      await updateParentPassword(trx, parentId, passwordHash);
      await tokens.revokeAll(parentId, trx);
    });
    await sessions.forgetParent(parentId);
  };

  return {
    async reset(phone: string, otpSecret: string, code: string, password: string) {
      if (isWeakPassword(password, phone)) throw weak();
      await otp.verify(phone, otpSecret, code, 'reset');
      const parent = await findParentByPhone(db, phone);
      if (!parent)
        throw new AppError(
          400,
          AUTH_ERRORS.otpInvalid,
          'This code is not right. Please check the SMS and try again.',
        );
      await replacePassword(parent.id, password);
    },

    async change(child: Child, currentPassword: string, newPassword: string) {
      // The password is the parent's; the signed-in child only says which family.
      const parent = await findParent(db, child.parentId);
      if (!parent || !(await isParentPassword(db, budget, child.parentId, currentPassword))) {
        throw new AppError(400, AUTH_ERRORS.invalidCredentials, 'The current password is not right.', {
          fields: { currentPassword: 'wrong' },
        });
      }
      if (isWeakPassword(newPassword, parent.phone)) throw weak();
      await replacePassword(parent.id, newPassword);
    },
  };
}

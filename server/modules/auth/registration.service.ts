import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { AUTH_ERRORS, type RegisterRequest } from '../../../domain/contract/auth.ts';
import { SIGNUP_BOARD_MEDIUMS, splitBoardMedium } from '../../../domain/contract/catalog.ts';
import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import type { Db } from '../../db/database.ts';
import { toDbBool, toDbTime } from '../../db/dialect.ts';
import type { ParentTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { insertChild, insertConsent, insertParent, phoneHasAccount } from './auth.repository.ts';
import type { OtpService } from './otp.service.ts';
import { hashPassword, isWeakPassword } from './passwords.ts';
import { givenDetails } from './profile.service.ts';
import { loadProfile } from './profile.ts';
import type { TokenService } from './tokens.service.ts';

const invalid = (field: string, issue: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { fields: { [field]: issue } });

/**
 * Registration (spec §3 payload). Accepted only with a sign-up OTP challenge verified for this
 * phone (the client's isPhoneVerified is ignored) and the consent of a parent or guardian who is
 * an adult and accepts the current privacy policy (DPDP Act).
 */
export function registrationService(
  { db, kind }: Db,
  otp: OtpService,
  tokens: TokenService,
  policyVersion: string,
) {
  return {
    async register(body: RegisterRequest, now = new Date()) {
      const combined = body.medium ? `${body.board} ${body.medium}` : body.board;
      if (!(SIGNUP_BOARD_MEDIUMS as readonly string[]).includes(combined)) {
        throw invalid('board', 'board', 'Choose one of the boards offered at sign-up.');
      }
      const { board, medium } = splitBoardMedium(combined as (typeof SIGNUP_BOARD_MEDIUMS)[number]);
      if (isWeakPassword(body.password, body.phone)) {
        throw invalid(
          'password',
          'passwordCommon',
          'This password is too easy to guess. Please choose another.',
        );
      }
      if (body.consent.policyVersion !== policyVersion) {
        throw invalid(
          'consent',
          'policyVersion',
          'The privacy policy has changed. Please read it again and accept it.',
        );
      }
      if (await phoneHasAccount(db, body.phone)) {
        throw new AppError(
          409,
          AUTH_ERRORS.accountExists,
          'This phone number already has an account. Please log in.',
        );
      }
      const at = toDbTime(now);
      // The phone, password and consent are the parent's; the profile is the first child's.
      const parent: Insertable<ParentTable> = {
        id: randomUUID(),
        phone: body.phone,
        password_hash: await hashPassword(body.password),
        email: body.email || null,
        gate_pin_hash: null,
        report_opt_in: toDbBool(kind, false),
        report_language: null,
        created_at: at,
        updated_at: at,
      };
      const child = {
        id: randomUUID(),
        parentId: parent.id,
        studentName: body.studentName,
        grade: body.grade,
        board,
        medium,
        schoolName: body.schoolName?.trim() || null,
        ...givenDetails(body),
        photo: null,
      };
      // The challenge is used up, the parent, the child and the consent stored and the session
      // started together, or none of them.
      const tokenData = await db.transaction().execute(async (trx) => {
        await otp.consumeVerifiedSignup(trx, body.phone, body.otpSecret);
        await insertParent(trx, parent);
        await insertChild(trx, child, now);
        await insertConsent(
          trx,
          kind,
          {
            childId: child.id,
            parentId: parent.id,
            phone: body.phone,
            guardianName: body.consent.guardianName,
            isGuardian: body.consent.isGuardian,
            isAdult: body.consent.isAdult,
            policyVersion: body.consent.policyVersion,
            givenWith: body.otpSecret,
          },
          now,
        );
        return tokens.startSession({ parentId: parent.id, childId: child.id }, body.deviceId, trx);
      });
      return {
        childId: child.id,
        profile: await loadProfile(db, { ...child, phone: parent.phone, email: parent.email ?? null }),
        tokenData,
      };
    },
  };
}

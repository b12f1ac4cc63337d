import { randomUUID } from 'node:crypto';
import { AUTH_ERRORS, loginResponseSchema, registerRequestSchema } from '../../../src/contract/auth.ts';
import { SIGNUP_BOARD_MEDIUMS, splitBoardMedium } from '../../../src/contract/catalog.ts';
import { ERROR_CODES, errorResponseSchema } from '../../../src/contract/errors.ts';
import { toDbBool, toDbTime } from '../../db/dialect.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from './module.ts';
import { hashPassword, isWeakPassword } from './passwords.ts';
import { findStudentByPhone, loadProfile, phoneHasAccount } from './repository.ts';

const invalid = (field: string, issue: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { fields: { [field]: issue } });

/**
 * POST /v1/student/signup (spec §3 registration payload). Accepted only with a sign-up OTP
 * challenge verified for this phone (the client's isPhoneVerified is ignored) and the consent
 * of a parent or guardian who is an adult and accepts the current privacy policy (DPDP Act).
 */
export async function registrationRoutes({ app, db, otp, tokens, policyVersion }: AuthContext) {
  app.post(
    '/v1/student/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a student (needs a verified sign-up OTP and parental consent)',
        body: registerRequestSchema,
        response: {
          201: loginResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
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
      if (await phoneHasAccount(db.db, body.phone)) {
        throw new AppError(
          409,
          AUTH_ERRORS.accountExists,
          'This phone number already has an account. Please log in.',
        );
      }
      const passwordHash = await hashPassword(body.password);
      const at = toDbTime(new Date());
      const id = randomUUID();
      const tokenData = await db.db.transaction().execute(async (trx) => {
        await otp.consumeVerifiedSignup(trx, body.phone, body.otpSecret);
        await trx
          .insertInto('students')
          .values({
            id,
            phone: body.phone,
            password_hash: passwordHash,
            student_name: body.studentName,
            email: body.email || null,
            gender: body.gender,
            grade: body.grade,
            board,
            medium,
            school_name: body.schoolName?.trim() || null,
            state: body.state,
            district: body.district,
            taluk: body.taluk,
            photo: null,
            referral_code: body.referralCode?.trim() || null,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await trx
          .insertInto('consents')
          .values({
            id: randomUUID(),
            student_id: id,
            phone: body.phone,
            guardian_name: body.consent.guardianName,
            is_guardian: toDbBool(db.kind, body.consent.isGuardian),
            is_adult: toDbBool(db.kind, body.consent.isAdult),
            policy_version: body.consent.policyVersion,
            otp_challenge_id: body.otpSecret,
            accepted_at: at,
          })
          .execute();
        return tokens.startSession(id, body.deviceId, trx);
      });
      const student = await findStudentByPhone(db.db, body.phone);
      if (!student) throw new Error('the new student was not stored');
      request.log.info({ studentId: id }, 'student registered');
      return reply.code(201).send({
        success: true,
        message: 'Sign-up successful',
        profile: await loadProfile(db.db, student),
        tokenData,
      });
    },
  );
}

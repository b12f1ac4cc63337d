import {
  checkPhoneRequestSchema,
  checkPhoneResponseSchema,
  loginOtpRequestSchema,
  loginOtpResponseSchema,
  sendOtpRequestSchema,
  sendOtpResponseSchema,
  successResponseSchema,
  verifyOtpRequestSchema,
} from '../../../src/contract/auth.ts';
import { errorResponseSchema } from '../../../src/contract/errors.ts';
import type { AuthContext } from './module.ts';
import { phoneHasAccount } from './repository.ts';

const errors = { 400: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema };

/** Phone check and the OTP calls of spec §7. */
export async function otpRoutes({ app, db, otp }: AuthContext) {
  app.post(
    '/v2/student/check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Does this phone have an account?',
        body: checkPhoneRequestSchema,
        response: { 200: checkPhoneResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { phone } = request.body;
      await otp.limitLookup(phone, request.ip);
      return { success: true as const, accountExists: await phoneHasAccount(db.db, phone) };
    },
  );

  app.post(
    '/v1/student/otp/send',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a sign-up OTP (none when the phone has an account)',
        body: sendOtpRequestSchema,
        response: { 200: sendOtpResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { phone, appSignature } = request.body;
      // It says whether the phone has an account, as /v2/student/check does: the same limits.
      await otp.limitLookup(phone, request.ip);
      if (await phoneHasAccount(db.db, phone)) {
        return {
          success: true as const,
          message: 'This phone number already has an account.',
          accountExists: true,
        };
      }
      const otpSecret = await otp.send(phone, 'signup', request.ip, { appSignature });
      return { success: true as const, message: 'OTP sent.', accountExists: false, otpSecret };
    },
  );

  app.post(
    '/v1/student/otp/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify a sign-up OTP',
        body: verifyOtpRequestSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { phone, otpSecret, otp: code } = request.body;
      await otp.verify(phone, otpSecret, code, 'signup');
      return { success: true as const, message: 'OTP verified.' };
    },
  );

  app.post(
    '/v2/student/login-with-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a login OTP',
        body: loginOtpRequestSchema,
        response: { 200: loginOtpResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { phone, appSignature } = request.body;
      // The same answer whether or not the phone has an account; only account holders get an SMS.
      const deliver = await phoneHasAccount(db.db, phone);
      const otpSecret = await otp.send(phone, 'login', request.ip, { deliver, appSignature });
      return { success: true as const, message: 'OTP sent.', otpSecret };
    },
  );
}

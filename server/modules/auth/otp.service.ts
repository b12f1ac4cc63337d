import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AUTH_ERRORS } from '../../../domain/contract/auth.ts';
import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import { fromDbTime, toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { SmsDeliveryError, type SmsProvider } from '../../providers/sms/provider.ts';
import type { CounterStore } from '../../ratelimit/counters.ts';
import { enforceSharedLimit, type Limit } from '../../ratelimit/limit.ts';
import { phoneHasAccount } from './auth.repository.ts';
import {
  closeChallenge,
  countWrongTry,
  findChallenge,
  insertChallenge,
  invalidateOpenChallenges,
  spendVerifiedSignup,
} from './otp.repository.ts';
import { type OtpPurpose, otpSms } from './otpSms.ts';

/**
 * One-time passwords (ARCHITECTURE.md, "Rules the seed leaves open"): 6 digits from a CSPRNG,
 * stored only as an HMAC bound to the challenge id (`otpSecret`), valid 5 minutes, single use,
 * dead after 5 wrong tries; a new send invalidates the old code; at most 1 send per 30 s
 * (OTP_RESEND_SECONDS) and 5 per hour per phone, 20 per hour per address (counting only the sends
 * the phone's caps let through). Look-ups of whether a phone has an account are limited too (`LOOKUP_LIMITS`).
 */
export const OTP_RULES = {
  ttlMs: 5 * 60_000,
  maxWrongTries: 5,
  /** How long a verified sign-up code may wait for the registration that uses it. */
  verifiedForMs: 30 * 60_000,
} as const;

export type { OtpPurpose };

/**
 * One code per phone every `seconds` (OTP_RESEND_SECONDS, `config.auth.otpResendSeconds`): the
 * gap every answer that sends a code tells the client as `resendAfterSeconds`.
 */
export function resendLimit(seconds: number): Limit {
  return {
    name: 'otp:phone:resend',
    max: 1,
    windowMs: seconds * 1000,
    message: `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before asking for another code.`,
  };
}

export const OTP_LIMITS = {
  phoneHour: {
    name: 'otp:phone:1h',
    max: 5,
    windowMs: 3_600_000,
    message: 'Too many codes for this phone number. Please try again in an hour.',
  },
  addressHour: {
    name: 'otp:ip:1h',
    max: 20,
    windowMs: 3_600_000,
    message: 'Too many codes requested from this network. Please try again later.',
  },
} satisfies Record<string, Limit>;

/**
 * Look-ups that answer whether a phone has an account (`/v2/student/check`, and
 * `/v1/student/otp/send`, which says `accountExists` too): without a limit a script lists which
 * numbers are parents' (issue 13: 1,000 look-ups in under a second). Each sign-up or login makes
 * one look-up, a second only when the parent goes back or asks for the code again.
 * - Per address, 120 in 10 minutes: a school behind one NAT address may sign a class of 40 in
 *   at once, each with a check and a code (80 look-ups); a script is stopped after 120 and gets
 *   at most 720 an hour (not 1,000 a second), which lists nothing of India's 10-digit numbers.
 * - Per phone, 10 an hour: twice the 5 codes a phone may get in an hour, for the look-ups that go
 *   with them; more is a script going round addresses, not a parent.
 * Look-ups the phone's limit refuses do not count against the address (`enforceSharedLimit`).
 */
export const LOOKUP_LIMITS = {
  address: {
    name: 'lookup:ip:10m',
    max: 120,
    windowMs: 10 * 60_000,
    message: 'Too many phone numbers checked from this network. Please try again in a few minutes.',
  },
  phone: {
    name: 'lookup:phone:1h',
    max: 10,
    windowMs: 3_600_000,
    message: 'Too many checks of this phone number. Please try again in an hour.',
  },
} satisfies Record<string, Limit>;

export interface OtpServiceOptions {
  db: Kysely<Database>;
  counters: CounterStore;
  sms: SmsProvider;
  pepper: string;
  /** The gap between two codes to one phone (`config.auth.otpResendSeconds`). */
  resendSeconds: number;
  now?: () => Date;
}

export type OtpService = ReturnType<typeof createOtpService>;

/** A code on its way: the client's `otpSecret`, and when it may ask for another. */
export interface SentOtp {
  otpSecret: string;
  resendAfterSeconds: number;
}

export function createOtpService({
  db,
  counters,
  sms,
  pepper,
  resendSeconds,
  now = () => new Date(),
}: OtpServiceOptions) {
  const digest = (challengeId: string, code: string) =>
    createHmac('sha256', pepper).update(`${challengeId}:${code}`).digest();

  const fail = (code: string, message: string, status = 400) => new AppError(status, code, message);
  const invalid = () =>
    fail(AUTH_ERRORS.otpInvalid, 'This code is not right. Please check the SMS and try again.');
  const expired = () =>
    fail(AUTH_ERRORS.otpExpired, 'This code has expired or was already used. Please ask for a new one.');
  const locked = () => fail(AUTH_ERRORS.otpLocked, 'Too many wrong tries. Please ask for a new code.');
  const phoneResend = resendLimit(resendSeconds);

  const service = {
    /** Counts a look-up of whether `phone` has an account (`LOOKUP_LIMITS`); 429 past the limits. */
    async limitLookup(phone: string, address: string) {
      await enforceSharedLimit(counters, { limit: LOOKUP_LIMITS.address, subject: address }, [
        { limit: LOOKUP_LIMITS.phone, subject: phone },
      ]);
    },

    /**
     * Starts a challenge and (unless `deliver` is false, for phones that must not learn whether
     * an account exists) sends its code. Returns the challenge id (the client's `otpSecret`) and
     * the seconds before the phone may be sent another.
     */
    async send(
      phone: string,
      purpose: OtpPurpose,
      address: string,
      options: { deliver?: boolean; appSignature?: string | undefined; lang?: Locale | undefined } = {},
    ): Promise<SentOtp> {
      // A send the phone's caps refuse does not count against the address, so one script
      // hammering one phone cannot spend the 20 an hour of a school's shared address. Every send
      // they let through does, delivered or not (`deliver: false`, a phone without an account),
      // so that a 429 tells nothing about which phones have accounts.
      await enforceSharedLimit(counters, { limit: OTP_LIMITS.addressHour, subject: address }, [
        { limit: phoneResend, subject: phone },
        { limit: OTP_LIMITS.phoneHour, subject: phone },
      ]);
      const id = randomBytes(24).toString('base64url');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const at = now();
      await db.transaction().execute(async (trx) => {
        await invalidateOpenChallenges(trx, phone, purpose, at);
        await insertChallenge(trx, {
          id,
          phone,
          purpose,
          code_hash: digest(id, code).toString('hex'),
          wrong_tries: 0,
          created_at: toDbTime(at),
          expires_at: toDbTime(new Date(at.getTime() + OTP_RULES.ttlMs)),
        });
      });
      if (options.deliver !== false) {
        // In the parent's language; Android's SMS Retriever reads the code when the message ends
        // with the app's signature.
        const message = otpSms(purpose, options.lang ?? 'en', code, options.appSignature);
        try {
          await sms.send({ phone, otp: code, ...message });
        } catch (error) {
          if (error instanceof SmsDeliveryError) {
            throw fail(ERROR_CODES.unavailable, 'We could not send the SMS just now. Please try again.', 503);
          }
          throw error;
        }
      }
      return { otpSecret: id, resendAfterSeconds: resendSeconds };
    },

    /**
     * Checks a code. Sign-up codes become "verified" (registration then uses them up); login and
     * reset codes are used up at once. Any failure counts against the challenge.
     */
    async verify(phone: string, challengeId: string, code: string, purpose: OtpPurpose) {
      const row = await findChallenge(db, challengeId);
      if (!row || row.phone !== phone || row.purpose !== purpose) throw invalid();
      const at = now();
      if (row.used_at || row.verified_at || row.invalidated_at || fromDbTime(row.expires_at) <= at)
        throw expired();
      if (row.wrong_tries >= OTP_RULES.maxWrongTries) throw locked();
      const expected = Buffer.from(row.code_hash, 'hex');
      if (!timingSafeEqual(digest(challengeId, code), expected)) {
        if ((await countWrongTry(db, challengeId)) >= OTP_RULES.maxWrongTries) throw locked();
        throw invalid();
      }
      // Single use: only one request can move the challenge on, however many arrive at once.
      const column = purpose === 'signup' ? 'verified_at' : 'used_at';
      if (!(await closeChallenge(db, challengeId, column, at, OTP_RULES.maxWrongTries))) throw expired();
    },

    /** Uses up a verified sign-up challenge; registration is refused without one. */
    async consumeVerifiedSignup(trx: Kysely<Database>, phone: string, challengeId: string) {
      const since = new Date(now().getTime() - OTP_RULES.verifiedForMs);
      if (!(await spendVerifiedSignup(trx, phone, challengeId, since, now()))) {
        throw fail(
          AUTH_ERRORS.otpNotVerified,
          'Please verify your phone number with the SMS code first.',
          403,
        );
      }
    },

    /** `/v2/student/check`: whether the phone has an account, within the look-up limits. */
    async checkPhone(phone: string, address: string) {
      await service.limitLookup(phone, address);
      return phoneHasAccount(db, phone);
    },

    /**
     * The sign-up code, only for a phone without an account. The answer says whether it has one,
     * as the phone check does, so it shares the check's limits.
     */
    async sendSignUp(
      phone: string,
      address: string,
      sms: { appSignature?: string | undefined; lang?: Locale | undefined } = {},
    ): Promise<{ accountExists: true } | ({ accountExists: false } & SentOtp)> {
      if (await service.checkPhone(phone, address)) return { accountExists: true };
      return { accountExists: false, ...(await service.send(phone, 'signup', address, sms)) };
    },

    /**
     * A login or password-reset code: the same answer whether or not the phone has an account,
     * but only an account's phone gets the SMS.
     */
    async sendToAccount(
      phone: string,
      purpose: 'login' | 'reset',
      address: string,
      sms: { appSignature?: string | undefined; lang?: Locale | undefined } = {},
    ) {
      const deliver = await phoneHasAccount(db, phone);
      return service.send(phone, purpose, address, { deliver, ...sms });
    },
  };
  return service;
}

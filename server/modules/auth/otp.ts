import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AUTH_ERRORS } from '../../../src/contract/auth.ts';
import { ERROR_CODES } from '../../../src/contract/errors.ts';
import { fromDbTime, toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { SmsDeliveryError, type SmsProvider } from '../../providers/sms/provider.ts';
import type { CounterStore } from '../../ratelimit/counters.ts';
import { enforceSharedLimit, type Limit } from '../../ratelimit/limit.ts';

/**
 * One-time passwords (ARCHITECTURE.md, "Rules the seed leaves open"): 6 digits from a CSPRNG,
 * stored only as an HMAC bound to the challenge id (`otpSecret`), valid 5 minutes, single use,
 * dead after 5 wrong tries; a new send invalidates the old code; at most 1 send per 30 s and
 * 5 per hour per phone, 20 per hour per address (counting only the sends the phone's caps let
 * through). Look-ups of whether a phone has an account are limited too (`LOOKUP_LIMITS`).
 */
export const OTP_RULES = {
  ttlMs: 5 * 60_000,
  maxWrongTries: 5,
  /** How long a verified sign-up code may wait for the registration that uses it. */
  verifiedForMs: 30 * 60_000,
} as const;

export type OtpPurpose = 'signup' | 'login' | 'reset' | 'delete';

export const OTP_LIMITS = {
  phoneBurst: {
    name: 'otp:phone:30s',
    max: 1,
    windowMs: 30_000,
    message: 'Please wait 30 seconds before asking for another code.',
  },
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

const MESSAGES: Record<OtpPurpose, string> = {
  signup: 'is your Kalike sign-up code',
  login: 'is your Kalike login code',
  reset: 'is your Kalike password reset code',
  delete: 'is your code to DELETE the Kalike account and all its data',
};

export interface OtpServiceOptions {
  db: Kysely<Database>;
  counters: CounterStore;
  sms: SmsProvider;
  pepper: string;
  now?: () => Date;
}

export type OtpService = ReturnType<typeof createOtpService>;

export function createOtpService({ db, counters, sms, pepper, now = () => new Date() }: OtpServiceOptions) {
  const digest = (challengeId: string, code: string) =>
    createHmac('sha256', pepper).update(`${challengeId}:${code}`).digest();

  const fail = (code: string, message: string, status = 400) => new AppError(status, code, message);

  return {
    /** Counts a look-up of whether `phone` has an account (`LOOKUP_LIMITS`); 429 past the limits. */
    async limitLookup(phone: string, address: string) {
      await enforceSharedLimit(counters, { limit: LOOKUP_LIMITS.address, subject: address }, [
        { limit: LOOKUP_LIMITS.phone, subject: phone },
      ]);
    },

    /**
     * Starts a challenge and (unless `deliver` is false, for phones that must not learn whether
     * an account exists) sends its code. Returns the challenge id, the client's `otpSecret`.
     */
    async send(
      phone: string,
      purpose: OtpPurpose,
      address: string,
      options: { deliver?: boolean; appSignature?: string } = {},
    ) {
      // A send the phone's caps refuse does not count against the address, so one script
      // hammering one phone cannot spend the 20 an hour of a school's shared address. Every send
      // they let through does, delivered or not (`deliver: false`, a phone without an account),
      // so that a 429 tells nothing about which phones have accounts.
      await enforceSharedLimit(counters, { limit: OTP_LIMITS.addressHour, subject: address }, [
        { limit: OTP_LIMITS.phoneBurst, subject: phone },
        { limit: OTP_LIMITS.phoneHour, subject: phone },
      ]);
      const id = randomBytes(24).toString('base64url');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('otp_challenges')
          .set({ invalidated_at: toDbTime(at) })
          .where('phone', '=', phone)
          .where('purpose', '=', purpose)
          .where('used_at', 'is', null)
          .where('invalidated_at', 'is', null)
          .execute();
        await trx
          .insertInto('otp_challenges')
          .values({
            id,
            phone,
            purpose,
            code_hash: digest(id, code).toString('hex'),
            wrong_tries: 0,
            created_at: toDbTime(at),
            expires_at: toDbTime(new Date(at.getTime() + OTP_RULES.ttlMs)),
          })
          .execute();
      });
      if (options.deliver !== false) {
        // Android's SMS Retriever reads the code when the message ends with the app's signature.
        const body = `${code} ${MESSAGES[purpose]}. It expires in 5 minutes. Do not share it with anyone.${
          options.appSignature ? `\n${options.appSignature}` : ''
        }`;
        try {
          await sms.send({ phone, body, otp: code });
        } catch (error) {
          if (error instanceof SmsDeliveryError) {
            throw fail(ERROR_CODES.unavailable, 'We could not send the SMS just now. Please try again.', 503);
          }
          throw error;
        }
      }
      return id;
    },

    /**
     * Checks a code. Sign-up codes become "verified" (registration then uses them up); login and
     * reset codes are used up at once. Any failure counts against the challenge.
     */
    async verify(phone: string, challengeId: string, code: string, purpose: OtpPurpose) {
      const row = await db
        .selectFrom('otp_challenges')
        .selectAll()
        .where('id', '=', challengeId)
        .executeTakeFirst();
      if (!row || row.phone !== phone || row.purpose !== purpose) {
        throw fail(AUTH_ERRORS.otpInvalid, 'This code is not right. Please check the SMS and try again.');
      }
      const at = now();
      if (row.used_at || row.verified_at || row.invalidated_at || fromDbTime(row.expires_at) <= at) {
        throw fail(
          AUTH_ERRORS.otpExpired,
          'This code has expired or was already used. Please ask for a new one.',
        );
      }
      if (row.wrong_tries >= OTP_RULES.maxWrongTries) {
        throw fail(AUTH_ERRORS.otpLocked, 'Too many wrong tries. Please ask for a new code.');
      }
      const expected = Buffer.from(row.code_hash, 'hex');
      if (!timingSafeEqual(digest(challengeId, code), expected)) {
        // Counted in the database, so parallel guesses cannot get past the limit.
        await db
          .updateTable('otp_challenges')
          .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
          .where('id', '=', challengeId)
          .execute();
        const after = await db
          .selectFrom('otp_challenges')
          .select('wrong_tries')
          .where('id', '=', challengeId)
          .executeTakeFirstOrThrow();
        if (after.wrong_tries >= OTP_RULES.maxWrongTries) {
          throw fail(AUTH_ERRORS.otpLocked, 'Too many wrong tries. Please ask for a new code.');
        }
        throw fail(AUTH_ERRORS.otpInvalid, 'This code is not right. Please check the SMS and try again.');
      }
      // Single use: only one request can move the challenge on, however many arrive at once.
      const column = purpose === 'signup' ? 'verified_at' : 'used_at';
      const result = await db
        .updateTable('otp_challenges')
        .set({ [column]: toDbTime(at) })
        .where('id', '=', challengeId)
        .where('used_at', 'is', null)
        .where('verified_at', 'is', null)
        .where('invalidated_at', 'is', null)
        .where('wrong_tries', '<', OTP_RULES.maxWrongTries)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) {
        throw fail(
          AUTH_ERRORS.otpExpired,
          'This code has expired or was already used. Please ask for a new one.',
        );
      }
    },

    /** Uses up a verified sign-up challenge; registration is refused without one. */
    async consumeVerifiedSignup(trx: Kysely<Database>, phone: string, challengeId: string) {
      const since = new Date(now().getTime() - OTP_RULES.verifiedForMs);
      const result = await trx
        .updateTable('otp_challenges')
        .set({ used_at: toDbTime(now()) })
        .where('id', '=', challengeId)
        .where('phone', '=', phone)
        .where('purpose', '=', 'signup')
        .where('verified_at', 'is not', null)
        .where('verified_at', '>', toDbTime(since))
        .where('used_at', 'is', null)
        .where('invalidated_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) {
        throw fail(
          AUTH_ERRORS.otpNotVerified,
          'Please verify your phone number with the SMS code first.',
          403,
        );
      }
    },
  };
}

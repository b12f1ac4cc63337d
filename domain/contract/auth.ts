import * as z from 'zod/mini';
import {
  OTP_LENGTH,
  PHONE_PATTERN,
  SIGNUP_BOARD_MEDIUMS,
  SIGNUP_GRADES,
  TALUK_MAX_LENGTH,
} from './catalog.ts';
import { endpoint } from './endpoint.ts';
import { optionalText, requiredText } from './fields.ts';
import { LOCALES } from './locale.ts';
import { operation } from './operations.ts';

/**
 * Requests and responses of the student auth calls (spec §3 "Login responses", §7). Field
 * checks carry issue codes (`phone`, `otp`, `passwordShort`, …) that the screens translate.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const phoneField = z
  .string({ error: 'phone' })
  .check(z.trim(), z.regex(PHONE_PATTERN, { error: 'phone' }));
export const otpField = z
  .string({ error: 'otp' })
  .check(z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: 'otp' }));
export const otpSecretField = z
  .string({ error: 'otpSecret' })
  .check(z.minLength(16, { error: 'otpSecret' }), z.maxLength(64, { error: 'otpSecret' }));
export const passwordField = z
  .string({ error: 'passwordShort' })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: 'passwordShort' }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: 'tooLong' }),
  );
const shortText = (max: number) => z.optional(z.string().check(z.maxLength(max, { error: 'tooLong' })));
const device = {
  deviceId: shortText(100),
  deviceModel: shortText(100),
  firebaseToken: shortText(4096),
};

export const checkPhoneRequestSchema = z.strictObject({ phone: phoneField });
export const checkPhoneResponseSchema = z.object({ success: z.literal(true), accountExists: z.boolean() });

/**
 * Seconds before the phone may be sent another code (OTP_RESEND_SECONDS, 30 by default): every
 * answer that sends a code says it, and the screens' "Resend" waits that long.
 */
export const resendAfterSecondsField = z.int().check(z.positive());

/**
 * The language of the code's SMS: the one the parent is using the app in (issue 27: a Kannada
 * sign-up got its code in English). English when absent, as before.
 */
const smsLanguageField = z.optional(z.enum(LOCALES));

/** Sign-up OTP: the answer says whether the phone has an account (then no OTP is sent). */
export const sendOtpRequestSchema = z.strictObject({
  phone: phoneField,
  appSignature: shortText(20),
  lang: smsLanguageField,
});
export const sendOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  accountExists: z.boolean(),
  /** With `resendAfterSeconds`, only when a code was sent (the phone has no account). */
  otpSecret: z.optional(z.string()),
  resendAfterSeconds: z.optional(resendAfterSecondsField),
});

export const verifyOtpRequestSchema = z.strictObject({
  otp: otpField,
  otpSecret: otpSecretField,
  phone: phoneField,
  verifyPhoneNumber: z.optional(z.boolean()),
});
export const successResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const GENDERS = ['Female', 'Male'] as const;

/**
 * The child's gender and place are the parent's to give or not (issue 32, DPDP Act s. 6): the
 * gender only colours the picture drawn from the name, and the state only says which GST applies
 * to a payment (its place of supply; without it, our own state's). Absent or empty: not given;
 * in a change, empty clears what was given.
 */
export const genderField = z.optional(z.union([z.literal(''), z.enum(GENDERS)], { error: 'invalid' }));
export const placeFields = {
  state: optionalText(100),
  district: optionalText(100),
  taluk: optionalText(TALUK_MAX_LENGTH),
};

/** POST /v1/student/signup: the registration payload of spec §3, plus the parent's consent. */
export const registerRequestSchema = z.strictObject({
  studentName: requiredText(100),
  phone: phoneField,
  password: passwordField,
  gender: genderField,
  grade: z.enum(SIGNUP_GRADES, { error: 'required' }),
  email: z.optional(z.union([z.literal(''), z.email({ error: 'email' }).check(z.maxLength(254))])),
  /** 'Karnataka Kannada', or 'Karnataka' with `medium` 'Kannada'. */
  board: z.string({ error: 'required' }).check(z.minLength(1, { error: 'required' }), z.maxLength(40)),
  medium: shortText(20),
  schoolName: shortText(150),
  ...placeFields,
  /** Sent by the client for compatibility; never trusted (the verified challenge decides). */
  isPhoneVerified: z.optional(z.boolean()),
  otpSecret: otpSecretField,
  consent: z.strictObject({
    guardianName: requiredText(100),
    isGuardian: z.literal(true, { error: 'consent' }),
    isAdult: z.literal(true, { error: 'consent' }),
    acceptsPolicy: z.literal(true, { error: 'consent' }),
    policyVersion: z.string().check(z.minLength(1), z.maxLength(40)),
  }),
  ...device,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const activeSubscriptionSchema = z.object({
  type: z.string(),
  grade: z.string(),
  /** The board and medium it was bought for: it opens that content only (issue 13). */
  board: z.string(),
  medium: z.string(),
  endDate: z.string(),
});
export type ActiveSubscription = z.infer<typeof activeSubscriptionSchema>;

/** The logged-in student (spec §3, "Student profile"). */
export const profileSchema = z.object({
  _id: z.string(),
  studentName: z.string(),
  phone: z.string(),
  email: z.nullable(z.string()),
  /** Null: not given (as for the place). */
  gender: z.nullable(z.string()),
  grade: z.string(),
  board: z.string(),
  medium: z.string(),
  schoolName: z.nullable(z.string()),
  state: z.nullable(z.string()),
  district: z.nullable(z.string()),
  taluk: z.nullable(z.string()),
  photo: z.nullable(z.string()),
  totalCoinsEarned: z.number(),
  /** Coins the child can spend now: earned minus spent on unlocks (the ledger's sum). */
  coinBalance: z.number(),
  activeSubscriptions: z.array(activeSubscriptionSchema),
});
export type Profile = z.infer<typeof profileSchema>;
/** What a child holds, as the profile shows it: coins earned, the balance, the plans running. */
export type Holdings = Pick<Profile, 'totalCoinsEarned' | 'coinBalance' | 'activeSubscriptions'>;

export const tokenDataSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenData = z.infer<typeof tokenDataSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  profile: profileSchema,
  tokenData: tokenDataSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Password login: the phone travels in the `email` field (spec §7). */
export const passwordLoginRequestSchema = z.strictObject({
  email: phoneField,
  password: z
    .string({ error: 'required' })
    .check(z.minLength(1, { error: 'required' }), z.maxLength(PASSWORD_MAX_LENGTH)),
  ...device,
});

export const loginOtpRequestSchema = sendOtpRequestSchema;
/** A code sent (login, password reset): the challenge to answer, and when another may be asked. */
export const otpSentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  otpSecret: z.string(),
  resendAfterSeconds: resendAfterSecondsField,
});
export const loginOtpVerifyRequestSchema = z.strictObject({
  otp: otpField,
  otpSecret: otpSecretField,
  phone: phoneField,
  ...device,
});

export const refreshRequestSchema = z.strictObject({
  refreshToken: z.string().check(z.minLength(1), z.maxLength(200)),
});
export const refreshResponseSchema = z.object({ success: z.literal(true), data: tokenDataSchema });

export const logoutParamsSchema = z.object({ id: z.string().check(z.maxLength(64)) });
export const logoutRequestSchema = refreshRequestSchema;

export const forgotPasswordRequestSchema = z.strictObject({
  phone: phoneField,
  appSignature: shortText(20),
  lang: smsLanguageField,
});
export const resetPasswordRequestSchema = z.strictObject({
  phone: phoneField,
  otpSecret: otpSecretField,
  otp: otpField,
  password: passwordField,
});
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().check(z.minLength(1, { error: 'required' }), z.maxLength(PASSWORD_MAX_LENGTH)),
  newPassword: passwordField,
});

export const profileUpdateRequestSchema = z.strictObject({
  studentName: z.optional(requiredText(100)),
  email: z.optional(z.union([z.literal(''), z.email({ error: 'email' }).check(z.maxLength(254))])),
  gender: genderField,
  grade: z.optional(z.enum(SIGNUP_GRADES)),
  board: z.optional(z.enum(SIGNUP_BOARD_MEDIUMS)),
  schoolName: shortText(150),
  ...placeFields,
});
export const profileResponseSchema = z.object({ success: z.literal(true), profile: profileSchema });

export const schoolsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ name: z.string(), district: z.string() })),
});

/** Error codes of the auth calls, for the screens to translate. */
export const AUTH_ERRORS = {
  otpInvalid: 'OTP_INVALID',
  otpExpired: 'OTP_EXPIRED',
  otpLocked: 'OTP_LOCKED',
  otpNotVerified: 'OTP_NOT_VERIFIED',
  accountExists: 'ACCOUNT_EXISTS',
  invalidCredentials: 'INVALID_CREDENTIALS',
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  unauthorized: 'UNAUTHORIZED',
  notFound: 'STUDENT_NOT_FOUND',
} as const;

const SENDS_A_CODE =
  'At most one code per phone every `resendAfterSeconds` (OTP_RESEND_SECONDS, 30 by default) and 5 an hour, ' +
  'and 20 an hour per address: past them 429 `RATE_LIMITED` with Retry-After. 503 `SERVICE_UNAVAILABLE` when ' +
  'the SMS could not be sent.';

/**
 * The student auth calls of spec §7: phone check, the sign-up, login and password-reset codes,
 * registration, sessions, passwords, the profile, and the schools offered at sign-up.
 */
/**
 * What every endpoint that checks the parent's password or PIN says of the one budget of wrong
 * tries they share (server/modules/auth/passwordBudget.ts).
 */
export const PASSWORD_BUDGET_TEXT =
  'Wrong passwords and PINs count per parent account, together on every endpoint that checks them ' +
  '(password login, change of password, removal of a child, the parent gate): after 10 in 15 minutes, ' +
  '429 `RATE_LIMITED` with Retry-After until the window ends, even for the right one. A right one does ' +
  'not reset the count.';

export const authEndpoints = {
  checkPhone: endpoint({
    ...operation('checkPhone'),
    auth: 'public',
    tag: 'auth',
    summary: 'Whether a phone number has an account',
    description: 'Look-ups are limited per address and per phone (429 `RATE_LIMITED` with Retry-After).',
    body: checkPhoneRequestSchema,
    status: 200,
    response: checkPhoneResponseSchema,
    errors: [400, 429],
  }),
  sendSignUpOtp: endpoint({
    ...operation('sendSignUpOtp'),
    auth: 'public',
    tag: 'auth',
    summary: 'Sends a sign-up code, unless the phone already has an account',
    description: `Answers \`accountExists\` as the phone check does, and shares its limits; a phone with an account gets no code. ${SENDS_A_CODE}`,
    body: sendOtpRequestSchema,
    status: 200,
    response: sendOtpResponseSchema,
    errors: [400, 429, 503],
  }),
  verifySignUpOtp: endpoint({
    ...operation('verifySignUpOtp'),
    auth: 'public',
    tag: 'auth',
    summary: 'Verifies a sign-up code; registration then uses the verified challenge',
    description:
      '400 `OTP_INVALID` (wrong code, phone or purpose), `OTP_EXPIRED` (after 5 minutes, used or replaced), `OTP_LOCKED` (5 wrong tries).',
    body: verifyOtpRequestSchema,
    status: 200,
    response: successResponseSchema,
    errors: [400],
  }),
  registerStudent: endpoint({
    ...operation('registerStudent'),
    auth: 'public',
    tag: 'auth',
    summary: 'Registers a student: needs a verified sign-up code and a parent’s consent',
    description:
      '403 `OTP_NOT_VERIFIED` without a sign-up challenge verified for this phone in the last 30 minutes; ' +
      '409 `ACCOUNT_EXISTS`; 400 for a common password, a board not offered or consent to an older privacy policy.',
    body: registerRequestSchema,
    status: 201,
    response: loginResponseSchema,
    errors: [400, 403, 409],
  }),
  loginWithPassword: endpoint({
    ...operation('loginWithPassword'),
    auth: 'public',
    tag: 'auth',
    summary: 'Logs in with phone (in `email`, spec §7) and password',
    description: `401 \`INVALID_CREDENTIALS\` for a wrong password and an unknown phone alike. ${PASSWORD_BUDGET_TEXT}`,
    body: passwordLoginRequestSchema,
    status: 200,
    response: loginResponseSchema,
    errors: [400, 401, 429],
  }),
  sendLoginOtp: endpoint({
    ...operation('sendLoginOtp'),
    auth: 'public',
    tag: 'auth',
    summary: 'Sends a login code',
    description: `The same answer whether or not the phone has an account; only an account's phone gets the SMS. ${SENDS_A_CODE}`,
    body: loginOtpRequestSchema,
    status: 200,
    response: otpSentResponseSchema,
    errors: [400, 429, 503],
  }),
  loginWithOtp: endpoint({
    ...operation('loginWithOtp'),
    auth: 'public',
    tag: 'auth',
    summary: 'Logs in with the code sent by /v2/student/login-with-otp',
    description: '400 `OTP_INVALID`, `OTP_EXPIRED` or `OTP_LOCKED`, as for the sign-up code.',
    body: loginOtpVerifyRequestSchema,
    status: 200,
    response: loginResponseSchema,
    errors: [400],
  }),
  refreshSession: endpoint({
    ...operation('refreshSession'),
    auth: 'public',
    tag: 'auth',
    summary: 'Trades a refresh token for a new pair (rotation)',
    description:
      'The first use rotates the token. Presenting it again within 10 s answers with the same refresh token ' +
      '(the live one it led to), never a second one; after that, the whole session ends (401 `UNAUTHORIZED`).',
    body: refreshRequestSchema,
    status: 200,
    response: refreshResponseSchema,
    errors: [400, 401],
  }),
  logout: endpoint({
    ...operation('logout'),
    auth: 'session',
    tag: 'auth',
    summary: 'Logs out: ends the session the refresh token belongs to',
    description: '`id` is the signed-in student’s; another answers 403.',
    params: logoutParamsSchema,
    body: logoutRequestSchema,
    status: 200,
    response: successResponseSchema,
    errors: [400, 401, 403],
  }),
  sendPasswordResetOtp: endpoint({
    ...operation('sendPasswordResetOtp'),
    auth: 'public',
    tag: 'auth',
    summary: 'Sends a password-reset code',
    description: `The same answer whether or not the phone has an account; only an account's phone gets the SMS. ${SENDS_A_CODE}`,
    body: forgotPasswordRequestSchema,
    status: 200,
    response: otpSentResponseSchema,
    errors: [400, 429, 503],
  }),
  resetPassword: endpoint({
    ...operation('resetPassword'),
    auth: 'public',
    tag: 'auth',
    summary: 'Sets a new password with the reset code; every session of the account ends',
    description: '400 for a refused code (`OTP_…`) or a password too easy to guess.',
    body: resetPasswordRequestSchema,
    status: 200,
    response: successResponseSchema,
    errors: [400],
  }),
  changePassword: endpoint({
    ...operation('changePassword'),
    auth: 'session',
    tag: 'auth',
    summary: 'Changes the password (signed in); every session of the account ends',
    description:
      '400 `INVALID_CREDENTIALS` when the current password is wrong; 400 for a password too easy to guess. ' +
      PASSWORD_BUDGET_TEXT,
    body: changePasswordRequestSchema,
    status: 200,
    response: successResponseSchema,
    errors: [400, 401, 429],
  }),
  getProfile: endpoint({
    ...operation('getProfile'),
    etag: true,
    auth: 'session',
    tag: 'auth',
    summary: 'The signed-in student’s profile (spec §3), with coins and subscriptions',
    description: 'The profile as the child and parent entered it, their coin balance and their active plans.',
    status: 200,
    response: profileResponseSchema,
    errors: [401],
  }),
  updateProfile: endpoint({
    ...operation('updateProfile'),
    auth: 'session',
    parent: true,
    tag: 'auth',
    summary: 'Changes the fields sent; answers with the fresh profile',
    description:
      'Every field is optional; fields not sent keep their value, and an empty gender, school, state, district or ' +
      'taluk clears it. The phone and password change through their own calls.',
    body: profileUpdateRequestSchema,
    status: 200,
    response: profileResponseSchema,
    errors: [400, 401, 403],
  }),
  listSchools: endpoint({
    ...operation('listSchools'),
    auth: 'public',
    tag: 'auth',
    summary: 'Schools suggested at sign-up (any other may be typed)',
    description: 'No sign-in; the same list for everyone. Sign-up accepts any school name.',
    status: 200,
    response: schoolsResponseSchema,
    errors: [],
  }),
};

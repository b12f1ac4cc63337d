import * as z from 'zod/mini';
import {
  OTP_LENGTH,
  PHONE_PATTERN,
  SIGNUP_BOARD_MEDIUMS,
  SIGNUP_GRADES,
  TALUK_MAX_LENGTH,
} from './catalog.ts';
import { requiredText } from './fields.ts';

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

/** Sign-up OTP: the answer says whether the phone has an account (then no OTP is sent). */
export const sendOtpRequestSchema = z.strictObject({ phone: phoneField, appSignature: shortText(20) });
export const sendOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  accountExists: z.boolean(),
  otpSecret: z.optional(z.string()),
});

export const verifyOtpRequestSchema = z.strictObject({
  otp: otpField,
  otpSecret: otpSecretField,
  phone: phoneField,
  verifyPhoneNumber: z.optional(z.boolean()),
});
export const successResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const GENDERS = ['Female', 'Male'] as const;

/** POST /v1/student/signup: the registration payload of spec §3, plus the parent's consent. */
export const registerRequestSchema = z.strictObject({
  studentName: requiredText(100),
  phone: phoneField,
  password: passwordField,
  gender: z.enum(GENDERS, { error: 'required' }),
  grade: z.enum(SIGNUP_GRADES, { error: 'required' }),
  email: z.optional(z.union([z.literal(''), z.email({ error: 'email' }).check(z.maxLength(254))])),
  /** 'Karnataka Kannada', or 'Karnataka' with `medium` 'Kannada'. */
  board: z.string({ error: 'required' }).check(z.minLength(1, { error: 'required' }), z.maxLength(40)),
  medium: shortText(20),
  schoolName: shortText(150),
  state: requiredText(100),
  district: requiredText(100),
  taluk: requiredText(TALUK_MAX_LENGTH),
  /** Sent by the client for compatibility; never trusted (the verified challenge decides). */
  isPhoneVerified: z.optional(z.boolean()),
  otpSecret: otpSecretField,
  referralCode: shortText(32),
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
  gender: z.string(),
  grade: z.string(),
  board: z.string(),
  medium: z.string(),
  schoolName: z.nullable(z.string()),
  state: z.string(),
  district: z.string(),
  taluk: z.string(),
  photo: z.nullable(z.string()),
  totalCoinsEarned: z.number(),
  /** Coins the child can spend now: earned minus spent on unlocks (the ledger's sum). */
  coinBalance: z.number(),
  activeSubscriptions: z.array(activeSubscriptionSchema),
});
export type Profile = z.infer<typeof profileSchema>;

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
export const loginOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  otpSecret: z.string(),
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

export const logoutRequestSchema = refreshRequestSchema;

export const forgotPasswordRequestSchema = z.strictObject({ phone: phoneField, appSignature: shortText(20) });
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
  gender: z.optional(z.enum(GENDERS)),
  grade: z.optional(z.enum(SIGNUP_GRADES)),
  board: z.optional(z.enum(SIGNUP_BOARD_MEDIUMS)),
  schoolName: shortText(150),
  state: z.optional(requiredText(100)),
  district: z.optional(requiredText(100)),
  taluk: z.optional(requiredText(TALUK_MAX_LENGTH)),
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

import * as z from 'zod/mini';
import { resendAfterSecondsField, successResponseSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { operation } from './operations.ts';

/** GET /v1/auth/profile/progress: the parent's view, the last four weeks per subject. */
export const progressReportSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Oldest first: each week's first and last day (India's calendar). */
    weeks: z.array(z.object({ from: z.string(), to: z.string() })),
    subjects: z.array(
      z.object({
        key: z.string(),
        name: z.object({ en: z.string(), kn: z.string() }),
        colour: z.string(),
        /** Activities completed each week (attempts), oldest week first. */
        activities: z.array(z.number()),
        /** Coins earned from activities each week. */
        coins: z.array(z.number()),
      }),
    ),
  }),
});
export type ProgressReport = z.infer<typeof progressReportSchema>['data'];

/**
 * GET /v1/auth/profile/export: everything stored about the child (India's DPDP Act), table by
 * table, each row as the database holds it (secrets left out), so that a new column is never
 * dropped from the file by a schema that does not know it.
 */
const rows = z.array(z.record(z.string(), z.unknown()));
/** Everything stored about one child (GET /v1/auth/children/{childId}/export). */
export const childPersonalDataSchema = z.object({
  exportedAt: z.string(),
  about: z.string(),
  /** The child's profile, with the parent's phone and e-mail it is reached by. */
  account: z.record(z.string(), z.unknown()),
  /** The consent the parent gave for this child. */
  consents: rows,
  activityAttempts: rows,
  /** The stories read to the end (issue 30): time open, pages recorded, answers, coins. */
  storyReadings: rows,
  /** Maths practice answered (right or not, skill, level) and the questions to try again. */
  skillResults: rows,
  missedItems: rows,
  unitUnlocks: rows,
  coinLedger: rows,
  notifications: rows,
  notificationsRead: rows,
  /** The parent's sessions, codes and SMS: the account's, shared by its children. */
  sessions: rows,
  smsMessages: rows,
  smsCodes: rows,
  subscriptions: rows,
  payments: rows,
  /** Play settings (sounds, timers); empty until the parent changes them. */
  playSettings: rows,
  /** Whether the parent allowed "My turn" (recording the child's reading) and keeping recordings. */
  recordingSettings: rows,
  /** The recordings kept in the account, each with its sound (Opus, base64 in `audio`). */
  storyRecordings: rows,
  /** The weekly reports sent by SMS for this child (week and template). */
  reportSends: rows,
});
export type ChildPersonalData = z.infer<typeof childPersonalDataSchema>;

/**
 * The whole account (ADR 018): the active child's data as one child's file has it, then the
 * parent's own account and every other child's file.
 */
export const personalDataSchema = z.extend(childPersonalDataSchema, {
  /** The parent's account (how My Account opens, the report's choice) without the password or PIN hashes. */
  parent: z.record(z.string(), z.unknown()),
  otherChildren: z.array(childPersonalDataSchema),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/** POST /v1/auth/profile/delete/otp: the code is on its way to the account's phone. */
export const deletionOtpResponseSchema = z.object({
  success: z.literal(true),
  otpSecret: z.string(),
  resendAfterSeconds: resendAfterSecondsField,
});

/** POST /v1/auth/profile/delete: the code sent to the parent's phone confirms it. */
export const deleteAccountRequestSchema = z.strictObject({
  otpSecret: z.string().check(z.minLength(1), z.maxLength(64)),
  otp: z.string().check(z.regex(/^\d{6}$/, { error: 'otp' })),
});

/** Rows kept after an account is deleted, because the law requires them (privacy policy). */
export const KEPT_AFTER_DELETION = ['payments'] as const;

/** My Account's calls beyond the profile: the parent's progress view and rights (DPDP Act). */
export const accountEndpoints = {
  getProgressReport: endpoint({
    ...operation('getProgressReport'),
    auth: 'session',
    tag: 'account',
    summary: 'Activities and coins per subject in each of the last four weeks, oldest first',
    description: 'Weeks run on India’s calendar; a subject without activity in a week counts 0.',
    status: 200,
    response: progressReportSchema,
    errors: [401],
  }),
  exportPersonalData: endpoint({
    ...operation('exportPersonalData'),
    auth: 'session',
    parent: true,
    tag: 'account',
    summary: 'Everything stored about the child, as a JSON file (DPDP Act)',
    description:
      'Answered as an attachment, `kalike-my-data.json`; sessions and codes without their secrets.',
    status: 200,
    response: personalDataSchema,
    errors: [401, 403],
  }),
  sendAccountDeletionOtp: endpoint({
    ...operation('sendAccountDeletionOtp'),
    auth: 'session',
    parent: true,
    tag: 'account',
    summary: 'Sends the code that confirms deleting the account to its phone',
    description:
      'The limits of every code apply: one per phone every `resendAfterSeconds`, 5 an hour (429 `RATE_LIMITED`); ' +
      '503 `SERVICE_UNAVAILABLE` when the SMS could not be sent.',
    status: 200,
    response: deletionOtpResponseSchema,
    errors: [401, 403, 429, 503],
  }),
  deleteAccount: endpoint({
    ...operation('deleteAccount'),
    auth: 'session',
    parent: true,
    tag: 'account',
    summary: 'Deletes the account and all its personal data, after the code from the phone',
    description:
      'Payment records stay, as the law requires (`KEPT_AFTER_DELETION`); every session ends. 400 `OTP_…` for a refused code.',
    body: deleteAccountRequestSchema,
    status: 200,
    response: successResponseSchema,
    errors: [400, 401, 403],
  }),
};

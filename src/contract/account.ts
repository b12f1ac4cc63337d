import * as z from 'zod/mini';

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

/** POST /v1/auth/profile/delete: the code sent to the parent's phone confirms it. */
export const deleteAccountRequestSchema = z.strictObject({
  otpSecret: z.string().check(z.minLength(1), z.maxLength(64)),
  otp: z.string().check(z.regex(/^\d{6}$/, { error: 'otp' })),
});

/** Rows kept after an account is deleted, because the law requires them (privacy policy). */
export const KEPT_AFTER_DELETION = ['payments'] as const;

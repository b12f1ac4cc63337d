import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { LOCALES } from './locale.ts';
import { operation } from './operations.ts';
import { streakRulesSchema } from './streak.ts';

const paise = z.int().check(z.nonnegative());

/** GET /v2/config: the app configuration the client keeps in state (spec §7, §9). */
export const appConfigSchema = z.object({
  productName: z.string(),
  languages: z.array(z.object({ code: z.enum(LOCALES), name: z.string() })),
  defaultLanguage: z.enum(LOCALES),
  classes: z.array(z.object({ value: z.int(), label: z.string() })),
  boardMediums: z.array(
    z.object({ value: z.string(), board: z.string(), medium: z.string(), label: z.string() }),
  ),
  signUp: z.object({ grades: z.array(z.string()), boardMediums: z.array(z.string()) }),
  phone: z.object({ length: z.int(), pattern: z.string() }),
  otp: z.object({
    length: z.int(),
    ttlSeconds: z.int(),
    maxWrongTries: z.int(),
    resendAfterSeconds: z.int(),
  }),
  password: z.object({ minLength: z.int() }),
  talukMaxLength: z.int(),
  coins: z.object({
    dailyCheckIn: z.int(),
    unitUnlock: z.int(),
    /** A story's coins by level (index 0: level 1), paid once per story (issue 30). */
    storyByLevel: z.array(z.int()),
    firstUnitFree: z.boolean(),
    checkInTimeZone: z.string(),
  }),
  /** Issue 15: the streak's days and the coins paid on reaching a day count. */
  streak: streakRulesSchema,
  plans: z.object({
    currency: z.literal('INR'),
    allAccessYearlyPaise: z.object({ Kannada: paise, English: paise }),
    vavYearlyPaise: paise,
  }),
  activity: z.object({ scoreThreshold: z.number(), timerTickMs: z.int() }),
  ui: z.object({
    toastMs: z.int(),
    confettiPulseMs: z.int(),
    breakpoints: z.object({ small: z.int(), medium: z.int(), large: z.int() }),
    newsAutoplayMs: z.int(),
  }),
  video: z.object({
    seekStepSeconds: z.int(),
    defaultVolume: z.number(),
    defaultPlaybackRate: z.number(),
  }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const appConfigResponseSchema = z.object({ success: z.literal(true), data: appConfigSchema });

/** The app configuration (spec §7). */
export const configEndpoints = {
  getAppConfig: endpoint({
    ...operation('getAppConfig'),
    auth: 'public',
    tag: 'config',
    summary:
      'The app configuration: languages, selection lists, rules, coin values, plan prices, UI constants',
    description: 'No sign-in; the same for everyone, and cacheable for five minutes.',
    status: 200,
    response: appConfigResponseSchema,
    errors: [],
  }),
};

import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { operation } from './operations.ts';

/** The streak rules of /v2/config: which days count, and the coins paid on reaching a day. */
export const streakRulesSchema = z.object({
  timeZone: z.string(),
  countsCheckIn: z.boolean(),
  countsActivity: z.boolean(),
  rewards: z.array(z.object({ days: z.int(), coins: z.int() })),
});
export type StreakRules = z.infer<typeof streakRulesSchema>;

/** GET /v1/auth/wallet/streak: consecutive days (Asia/Kolkata) with a check-in or an activity. */
export const streakResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    days: z.int(),
    activeToday: z.boolean(),
    checkedInToday: z.boolean(),
    best: z.int(),
  }),
});
export type StreakResponse = z.infer<typeof streakResponseSchema>;

export const streakEndpoints = {
  getStreak: endpoint({
    ...operation('getStreak'),
    auth: 'session',
    tag: 'wallet',
    summary: "The child's streak: consecutive days with a check-in, a finished activity or story",
    description:
      'Days are calendar days in Asia/Kolkata. `days` counts up to today, or up to yesterday while today can still continue it; `best` is the longest run of the last 400 days.',
    status: 200,
    response: streakResponseSchema,
    errors: [401],
  }),
};

import * as z from 'zod/mini';
import { profileSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { operation } from './operations.ts';

/** GET /v1/auth/wallet/checkin: whether today's check-in (India's calendar day) is done. */
export const checkInStatusSchema = z.object({
  success: z.literal(true),
  data: z.object({ day: z.string(), checkedIn: z.boolean(), coins: z.number() }),
});

/** POST /v1/auth/wallet/checkin: today's coins, once; the fresh profile. */
export const checkInResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** streakCoins: a streak reward the check-in reached (issue 15), 0 when none. */
  data: z.object({ day: z.string(), coins: z.number(), streakCoins: z.optional(z.number()) }),
  profile: profileSchema,
});

/** POST /v1/auth/payment/unlock/unit (spec §7): spends the unit's coins, once. */
export const unlockRequestSchema = z.strictObject({
  unitId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const unlockResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ unitId: z.string(), coinsSpent: z.number() }),
  profile: profileSchema,
});

/** How many lines a page of the coin history holds unless `limit` says, and at most. */
export const HISTORY_LIMIT = { default: 100, max: 500 } as const;

/** GET /v1/auth/wallet/history?limit=&cursor= (issue 27: paged, so that every movement can be read). */
export const coinHistoryQuerySchema = z.object({
  /** Lines on this page (whole lines: an activity's coins of a day are one line). */
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(HISTORY_LIMIT.max))),
  /** The `nextCursor` of the page before; without it, the newest page. */
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});

/** GET /v1/auth/wallet/history: every coin movement, newest first, a page at a time. */
export const coinHistorySchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      amount: z.number(),
      reason: z.enum(['activity', 'check-in', 'unlock', 'correction', 'streak', 'story']),
      /** What it was for, in both languages: an activity's topic, a unit's name, a day. */
      label: z.object({ en: z.string(), kn: z.string() }),
      createdAt: z.string(),
    }),
  ),
  /** The cursor of the next (older) page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type CoinHistory = z.infer<typeof coinHistorySchema>;

export const WALLET_ERRORS = {
  alreadyCheckedIn: 'ALREADY_CHECKED_IN',
  notEnoughCoins: 'NOT_ENOUGH_COINS',
  alreadyOpen: 'UNIT_ALREADY_OPEN',
  unitNotFound: 'UNIT_NOT_FOUND',
} as const;

/** The wallet's endpoints (spec §7; ARCHITECTURE.md, "Coins"). */
export const walletEndpoints = {
  getCheckIn: endpoint({
    ...operation('getCheckIn'),
    auth: 'session',
    tag: 'wallet',
    summary: "Whether today's check-in is done",
    description: 'The day is the calendar day in Asia/Kolkata; `coins` is what a check-in pays.',
    status: 200,
    response: checkInStatusSchema,
    errors: [401],
    etag: true,
  }),
  checkIn: endpoint({
    ...operation('checkIn'),
    auth: 'session',
    tag: 'wallet',
    summary: 'The daily check-in: coins once per calendar day in Asia/Kolkata',
    description: 'A second check-in on the same day answers 409 `ALREADY_CHECKED_IN` and pays nothing.',
    status: 201,
    response: checkInResponseSchema,
    errors: [401, 409],
  }),
  unlockUnit: endpoint({
    ...operation('unlockUnit'),
    auth: 'session',
    tag: 'wallet',
    summary: 'Unlocks a unit with coins, spent once whatever the concurrency',
    description:
      'Answers 409 `NOT_ENOUGH_COINS` or `UNIT_ALREADY_OPEN`, 404 `UNIT_NOT_FOUND`, and 404 `NOT_IN_YOUR_CLASS` ' +
      "for a unit of another class, board or medium than the child's (coins buy only the child's own). The path is the spec’s (§7).",
    body: unlockRequestSchema,
    status: 201,
    response: unlockResponseSchema,
    errors: [400, 401, 404, 409],
  }),
  getCoinHistory: endpoint({
    ...operation('getCoinHistory'),
    auth: 'session',
    tag: 'wallet',
    summary: 'Every coin movement, newest first, a page at a time',
    description:
      'Earned (activities, check-ins, streaks), spent (unlocks) and corrections; the balance is in the profile. ' +
      "An activity's coins of one day (in India) are one line, at its newest coin's time, never cut between pages. " +
      `A page holds \`limit\` lines (${HISTORY_LIMIT.default} unless told, at most ${HISTORY_LIMIT.max}); \`nextCursor\` ` +
      'asks for the next, older page (`?cursor=…`) and is null on the last. Every ledger row is on exactly one ' +
      'page, so all the pages together sum to the balance (a movement made while paging shows on the first ' +
      'page when it is asked again). The cursor is opaque: one not given by this history answers 400 ' +
      '`VALIDATION_FAILED` with `fields.cursor`.',
    query: coinHistoryQuerySchema,
    status: 200,
    response: coinHistorySchema,
    errors: [400, 401],
  }),
};

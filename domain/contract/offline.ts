import * as z from 'zod/mini';
import { profileSchema } from './auth.ts';
import { practiceSeedsSchema } from './practice.ts';

/**
 * The schemas of offline play (issue 17): a batch of completions made without a network, sent
 * when it is back, and a unit's download pack, the list of what to fetch to play a unit offline.
 * Their endpoints are learning's (learning.ts `syncCompletions`, `unitPack`).
 */

/** The most completions one sync carries: a week of a keen child's play. */
export const SYNC_MAX_EVENTS = 200;
/**
 * The body limit of a sync, in bytes (the API's is 64 KB): 200 events of a ten-blank fill-in
 * answered in Kannada are about 190 KB of JSON (200 of a ten-question quiz, 35 KB); this leaves
 * room for longer activities and answers.
 */
export const SYNC_BODY_LIMIT = 512 * 1024;

/** One completion made on the device. */
export const syncEventSchema = z.strictObject({
  /** Made by the device, once per completion: the completion's idempotency key on the server. */
  eventId: z.string().check(z.minLength(8), z.maxLength(100)),
  activityId: z.string().check(z.minLength(1), z.maxLength(64)),
  answers: z.unknown(),
  /** A practice activity's seeds, as for completeActivity (`practiceSeeds`). */
  practiceSeeds: z.optional(practiceSeedsSchema),
  /** When the child finished, by the device's clock (ISO 8601). Accepted; not stored yet. */
  completedAt: z.iso.datetime({ offset: true }),
});
export type SyncEvent = z.infer<typeof syncEventSchema>;

/** POST /v1/auth/wallet/activity/sync */
export const syncRequestSchema = z.strictObject({
  events: z.array(syncEventSchema).check(z.minLength(1), z.maxLength(SYNC_MAX_EVENTS)),
});

/**
 * What became of one event: `applied` (recorded now; `coins` were paid now), `duplicate` (its
 * id was recorded before, or earlier in this batch: the recorded score, total and the coins it
 * paid then), `rejected` (not recorded, nothing paid; `reason` says why: the codes of
 * completeActivity's 403 and 404 (`NOT_IN_YOUR_CLASS`: an activity of another class, board or
 * medium than the child's, say after their class was changed), and `VALIDATION_FAILED` for a practice activity's event without
 * one seed per item). Score, total and coins are null for a rejected event.
 */
export const syncResultSchema = z.object({
  eventId: z.string(),
  status: z.enum(['applied', 'duplicate', 'rejected']),
  // Not z.nullable(z.enum(…)): OpenAPI 3.0 wants null among an enum's values to allow it.
  reason: z.literal(['UNIT_LOCKED', 'NOT_FOUND', 'NOT_IN_YOUR_CLASS', 'VALIDATION_FAILED', null]),
  score: z.nullable(z.number()),
  total: z.nullable(z.number()),
  coins: z.nullable(z.number()),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

export const syncResponseSchema = z.object({
  success: z.literal(true),
  /** One per event, in the order sent. */
  data: z.array(syncResultSchema),
  /** The profile after the batch (coins included), as completeActivity answers it. */
  profile: profileSchema,
});

/** GET /v1/auth/units/{unitId}/pack */
export const unitPackParamsSchema = z.object({ unitId: z.string().check(z.maxLength(64)) });

/**
 * One file of a pack: its address as the app requests it (API answers, clips, signed media
 * links; a picture's is the site's, `/pictures/<name>.svg`) and its size in bytes uncompressed,
 * as it is stored. `data`: an API answer (JSON); `picture`: one of the activities' or tiles'
 * pictures (issue 29, ADR 026), no longer precached.
 */
export const packFileSchema = z.object({
  url: z.string(),
  bytes: z.number(),
  kind: z.enum(['data', 'audio', 'picture', 'video', 'captions']),
});
export type PackFile = z.infer<typeof packFileSchema>;

export const unitPackResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    unitId: z.string(),
    subjectKey: z.string(),
    files: z.array(packFileSchema),
    /** The sum of every file's bytes, and the same without videos and their captions. */
    bytes: z.object({ total: z.number(), withoutVideos: z.number() }),
  }),
});
export type UnitPack = z.infer<typeof unitPackResponseSchema>['data'];

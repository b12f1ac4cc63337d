import * as z from 'zod/mini';
import { profileSchema } from './auth.ts';

/** GET /v1/web/subjects: the subjects of a class, board and medium (spec §7; public). */
export const subjectsQuerySchema = z.object({
  grade: z.string().check(z.regex(/^[1-7]$/, { error: 'grade' })),
  board: z.string().check(z.minLength(1), z.maxLength(40)),
  medium: z.string().check(z.minLength(1), z.maxLength(20)),
});

export const subjectSchema = z.object({
  _id: z.string(),
  key: z.string(),
  name: z.object({ en: z.string(), kn: z.string() }),
  icon: z.string(),
  colour: z.string(),
  unitCount: z.number(),
});
export type Subject = z.infer<typeof subjectSchema>;

export const subjectsResponseSchema = z.object({ success: z.literal(true), data: z.array(subjectSchema) });

const named = z.object({ en: z.string(), kn: z.string() });

/** GET /v1/auth/subjects/{subject}/units: units with chapters, topics and this student's lock state. */
export const unitsQuerySchema = subjectsQuerySchema;
export const unitSchema = z.object({
  _id: z.string(),
  unitNumber: z.number(),
  name: named,
  free: z.boolean(),
  coinCost: z.number(),
  locked: z.boolean(),
  /** Locked, but a VAV plan opens its videos. */
  videosOpen: z.boolean(),
  chapters: z.array(
    z.object({
      _id: z.string(),
      name: named,
      topics: z.array(
        z.object({
          _id: z.string(),
          topicName: named,
          activityCount: z.number(),
          completedCount: z.number(),
        }),
      ),
    }),
  ),
});
export type Unit = z.infer<typeof unitSchema>;
export const unitsResponseSchema = z.object({
  success: z.literal(true),
  subject: z.object({ _id: z.string(), key: z.string(), name: named }),
  data: z.array(unitSchema),
});

/**
 * An activity as the player gets it: everything it needs to play, the right answers and the
 * feedback lines included, so that feedback comes at once and play works offline (ADR 012).
 * The score is still the server's (POST /v1/auth/wallet/activity scores the submitted answers),
 * and an activity pays each of its points once ever. A video's `src` and `captions` are signed
 * links (`/v1/media/…`) valid for two to three hours.
 */
export const playerActivitySchema = z.object({
  activityId: z.string(),
  kind: z.enum(['mcq', 'fill', 'match', 'classify', 'video']),
  heading: z.object({ title: z.string(), headingImage: z.nullable(z.string()) }),
  instruction: z.nullable(z.object({ title: z.string() })),
  counter: z.number(),
  total: z.number(),
  content: z.record(z.string(), z.unknown()),
  bestScore: z.nullable(z.number()),
});
export type PlayerActivity = z.infer<typeof playerActivitySchema>;
export const activitiesResponseSchema = z.object({
  success: z.literal(true),
  topic: z.object({
    _id: z.string(),
    topicName: named,
    subject: named,
    unitNumber: z.number(),
    unit: z.object({ name: named }),
  }),
  data: z.array(playerActivitySchema),
});

/** POST /v1/auth/wallet/activity: the child's answers; the server scores them. */
export const completeActivityRequestSchema = z.strictObject({
  activityId: z.string().check(z.minLength(1), z.maxLength(64)),
  answers: z.unknown(),
  /** The same key sent again (a retry, a double tap) is the same completion. */
  idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)),
});
export const completeActivityResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ score: z.number(), total: z.number(), coins: z.number() }),
  profile: profileSchema,
});

export type ActivitiesResponse = z.infer<typeof activitiesResponseSchema>;
export type CompleteActivityResponse = z.infer<typeof completeActivityResponseSchema>;

/**
 * Lesson media (videos, captions) are served only through signed links that the activities
 * answer hands out (issue 13); these are the answers to a link that is absent, forged or old.
 */
export const MEDIA_ERRORS = {
  /** 401: no signature at all, as a plain `GET /v1/media/…` has. */
  linkMissing: 'MEDIA_LINK_MISSING',
  /** 403: a signature that does not match the file and expiry. */
  linkInvalid: 'MEDIA_LINK_INVALID',
  /** 403: a genuine link past its expiry: open the topic again for a fresh one. */
  linkExpired: 'MEDIA_LINK_EXPIRED',
} as const;

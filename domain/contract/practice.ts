import * as z from 'zod/mini';
import { generatedRoundOf } from './activity.ts';
import { activityAudioSchema } from './audio.ts';

/** The most items a generated practice round has (issue 19; the curriculum allows 3 to this). */
export const PRACTICE_MAX_ITEMS = 10;

/**
 * The seeds of a practice round's items, in order, as the activities answer gave them
 * (`practice.seeds`): unsigned 32-bit integers, one per item.
 */
export const practiceSeedsSchema = z
  .array(z.int().check(z.minimum(0), z.maximum(0xffffffff)))
  .check(z.minLength(1), z.maxLength(PRACTICE_MAX_ITEMS));

/** A generated item as the server can make it again: skill, level, seed and the medium it was in. */
export const practiceItemRefSchema = z.strictObject({
  skill: z.string().check(z.minLength(1), z.maxLength(40)),
  level: z.int().check(z.minimum(1), z.maximum(20)),
  seed: z.int().check(z.minimum(0), z.maximum(0xffffffff)),
  medium: z.enum(['english', 'kannada']),
});
export type PracticeItemRef = z.infer<typeof practiceItemRefSchema>;

const masteryStates = z.enum(['attempted', 'familiar', 'proficient', 'mastered']);

/** A skill the child has practised, with their mastery of it (domain/practice/mastery.ts). */
export const skillMasterySchema = z.object({
  skill: z.string(),
  name: z.object({ en: z.string(), kn: z.string() }),
  state: masteryStates,
  /** Right answers among the recent ones, whole per cent. */
  percent: z.int(),
  answers: z.int(),
  /** Missed items waiting, or under 60 % right. */
  weak: z.boolean(),
  /** Missed items of the skill that have come back (due now). */
  due: z.int(),
});
export type SkillMastery = z.infer<typeof skillMasterySchema>;

/**
 * "Practise what I missed": the due missed items of one skill (the one with most waiting), as one
 * `mcq` or `fill` body the players show unchanged, answers and feedback included as in any
 * activity (ADR 012); `items` go back with the answers and the server makes each item again. An
 * item missed before the banks (ADR 032) comes back as a bank item of its skill and level, named
 * so in `items`.
 */
export const reviewRoundSchema = generatedRoundOf({
  skill: z.string(),
  name: z.object({ en: z.string(), kn: z.string() }),
  items: z.array(practiceItemRefSchema),
  /**
   * The clips of its texts in the items' language, as an activity's (ADR 032: the items are bank
   * items, each text with its clip); the title has none (the player does not read it).
   */
  audio: z.optional(activityAudioSchema),
});
export type ReviewRound = z.infer<typeof reviewRoundSchema>;

export const practiceReviewResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Every skill practised, weakest first. */
    skills: z.array(skillMasterySchema),
    /** Missed items due now, of every skill. */
    due: z.int(),
    /** Left out when nothing missed is due (a round is one of two kinds: OpenAPI 3.0 cannot say "or null" of that). */
    round: z.optional(reviewRoundSchema),
  }),
});

export const completeReviewRequestSchema = z.strictObject({
  items: z.array(practiceItemRefSchema).check(z.minLength(1), z.maxLength(PRACTICE_MAX_ITEMS)),
  /** The child's answers, one per item, as the player sends them. */
  answers: z.array(z.unknown()).check(z.maxLength(PRACTICE_MAX_ITEMS)),
});

export const completeReviewResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    score: z.int(),
    total: z.int(),
    /** Missed items answered right now: they are done. */
    cleared: z.int(),
    /** Missed items still waiting (those answered wrong come back again later). */
    left: z.int(),
  }),
});

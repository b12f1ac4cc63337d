import * as z from 'zod/mini';
import { profileSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { LOCALES } from './locale.ts';
import { operation } from './operations.ts';

/**
 * The reading corner (issue 30, ADR 028): levelled stories read aloud with each word lit. A story's
 * clips are public files like every read-aloud clip (`/v1/stories/audio/<id>.opus`); its pictures
 * are the app's (`/pictures/stories/<name>.svg`).
 */
export const STORY_AUDIO_PREFIX = '/v1/stories/audio/';

const storyCardSchema = z.object({
  key: z.string(),
  language: z.enum(LOCALES),
  /** 1 (a few words a page) to 4 (short paragraphs). */
  level: z.number(),
  title: z.string(),
  /** The title page's picture. */
  cover: z.string(),
  pageCount: z.number(),
  /** For this child's class (1: levels 1–2, 2: 2–3, 3: 3–4): listed first. */
  forYou: z.boolean(),
  /** This child has read it to the end (and answered its questions) at least once. */
  read: z.boolean(),
  /**
   * What keeping it on the phone stores, in bytes (issue 30 point 5): this answer, its pages'
   * and words' clips and its pictures, each file once.
   */
  bytes: z.number(),
});
export type StoryCard = z.infer<typeof storyCardSchema>;

const wordSchema = z.object({
  /** The word as the page shows it, with its punctuation. */
  text: z.string(),
  /** When the page's clip says it, in milliseconds; null when the page has no clip yet. */
  startMs: z.nullable(z.number()),
  endMs: z.nullable(z.number()),
  /** Its own clip (a tap says it alone), or null. */
  clip: z.nullable(z.string()),
});
export type StoryWord = z.infer<typeof wordSchema>;

export const storyAnswerSchema = z.object({
  ...storyCardSchema.shape,
  pages: z.array(
    z.object({
      text: z.string(),
      pictures: z.array(z.string()),
      /** The page read aloud; null when it has no clip yet. */
      clip: z.nullable(z.string()),
      words: z.array(wordSchema),
    }),
  ),
  questions: z.array(
    z.object({ prompt: z.string(), options: z.array(z.string()), answer: z.number(), feedback: z.string() }),
  ),
});
export type StoryAnswer = z.infer<typeof storyAnswerSchema>;

export const storyKeyParamsSchema = z.object({
  key: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'key' }), z.maxLength(80)),
});

/** The most seconds one reading counts: a level-4 story of 12 pages read slowly twice over. */
export const STORY_SECONDS_MAX = 3600;

/** A story finished: sent once when its last question is answered (issue 30 point 4). */
export const completeStoryRequestSchema = z.strictObject({
  /**
   * Made by the phone once per reading: the same id sent again (a retry, the offline queue's
   * sync) is the same reading, recorded and paid once.
   */
  completionId: z.string().check(z.minLength(8), z.maxLength(100)),
  /** Time with the story open, listening and reading, as the phone measured it. */
  seconds: z.int().check(z.nonnegative(), z.maximum(STORY_SECONDS_MAX)),
  /** Pages recorded aloud ("My turn"), at most one per page. */
  pagesRecorded: z.int().check(z.nonnegative(), z.maximum(12)),
  /** The option chosen for each question after the story, in order. */
  answers: z.array(z.int().check(z.nonnegative(), z.maximum(9))).check(z.minLength(1), z.maxLength(3)),
  /** When the child finished, by the phone's clock (ISO 8601): a reading queued offline is sent later. */
  completedAt: z.optional(z.iso.datetime({ offset: true })),
});
export type StoryCompletion = z.infer<typeof completeStoryRequestSchema>;

export const storyCompletionResultSchema = z.object({
  /** Questions answered right, of how many. */
  correct: z.int(),
  questions: z.int(),
  /** Coins this reading paid: the story's coins the first time it is read, 0 after. */
  coins: z.int(),
  /** False when this completion id had been recorded before (the first answer is repeated). */
  firstTime: z.boolean(),
});
export type StoryCompletionResult = z.infer<typeof storyCompletionResultSchema>;

export const storiesEndpoints = {
  listStories: endpoint({
    ...operation('listStories'),
    etag: true,
    auth: 'session',
    tag: 'stories',
    summary: "The reading corner's stories, those for the child's class first",
    description:
      'Every story in both languages (approved ones in production), the ones of the child’s level ' +
      'and medium first (`forYou`), then by level.',
    status: 200,
    response: z.object({ success: z.literal(true), data: z.array(storyCardSchema) }),
    errors: [401],
  }),
  getStory: endpoint({
    ...operation('getStory'),
    etag: true,
    auth: 'session',
    tag: 'stories',
    summary: 'A story: its pages with their clips and each word’s time, and its questions',
    description:
      'Each page names its clip and, per word as shown, when the clip says it and its own clip ' +
      '(ADR 028). 404 for a story that does not exist or is not served here.',
    params: storyKeyParamsSchema,
    status: 200,
    response: z.object({ success: z.literal(true), data: storyAnswerSchema }),
    errors: [400, 401, 404],
  }),
  completeStory: endpoint({
    ...operation('completeStory'),
    auth: 'session',
    tag: 'stories',
    summary: 'A story read to the end: its questions scored, its coins paid once ever, the reading counted',
    description:
      'Sent when the child has answered the questions after the last page, with the time the story ' +
      'was open and the pages recorded. The server scores the answers; the story pays its coins ' +
      '(by level, `COINS_STORY_BY_LEVEL`: 5, 6, 8, 10 unless configured) once ever per child, on its first reading; later readings pay 0. ' +
      'The same `completionId` again answers the first result and records nothing more. A reading ' +
      'counts for the streak and the weekly report (stories read, minutes, pages recorded). 404 for ' +
      'a story that does not exist or is not served here; 400 when the answers are not one per question.',
    params: storyKeyParamsSchema,
    body: completeStoryRequestSchema,
    status: 201,
    response: z.object({
      success: z.literal(true),
      data: storyCompletionResultSchema,
      /** The profile after the reading (its coins included), as completeActivity answers it. */
      profile: profileSchema,
    }),
    errors: [400, 401, 404],
  }),
};

import * as z from 'zod/mini';
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

const storySchema = z.object({
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
export type StoryAnswer = z.infer<typeof storySchema>;

export const storyKeyParamsSchema = z.object({
  key: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'key' }), z.maxLength(80)),
});

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
    response: z.object({ success: z.literal(true), data: storySchema }),
    errors: [400, 401, 404],
  }),
};

import * as z from 'zod/mini';
import { REVIEWED_FIELDS } from '../curriculum/index.ts';

/**
 * A story of the reading corner (issue 30, ADR 028): one file `curriculum/stories/<en|kn>/<key>.yaml`,
 * written for children of classes 1–3 at one of four levels, reviewed like an activity (the same
 * two checks, ADR 022), with a picture on every page from the app's illustration set (ADR 026).
 */
const { key, handle, review, reviewChecks } = REVIEWED_FIELDS;
const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(max));
/** A picture of the set by its name (Fluent Emoji Flat): lower-case words joined by hyphens. */
const picture = z
  .string()
  .check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a picture name of the set, e.g. mango'));

export const STORY_LEVELS = [1, 2, 3, 4] as const;
export type StoryLevel = (typeof STORY_LEVELS)[number];

/** At most this many words on a page of each level: a level-1 reader meets a few words at once. */
export const WORDS_PER_PAGE: Record<StoryLevel, number> = { 1: 6, 2: 10, 3: 20, 4: 50 };

const page = z.strictObject({
  text: text(400),
  pictures: z.array(picture).check(z.minLength(1, 'a page shows a picture'), z.maxLength(3)),
});

const question = z
  .strictObject({
    prompt: text(200),
    options: z.array(text(80)).check(z.minLength(2), z.maxLength(4)),
    answer: z.int().check(z.nonnegative()),
    feedback: text(300),
  })
  .check(
    z.refine((q) => q.answer < q.options.length, {
      message: 'the answer is one of the options',
      path: ['answer'],
    }),
  );

export const storySchema = z.strictObject({
  key,
  language: z.enum(['en', 'kn']),
  level: z.union(STORY_LEVELS.map((n) => z.literal(n))),
  title: text(80),
  author: handle,
  review: z.optional(review),
  checks: z.optional(reviewChecks),
  /** The title page's picture. */
  cover: picture,
  pages: z.array(page).check(z.minLength(4, 'a story has at least 4 pages'), z.maxLength(12)),
  /** Asked after the story: answered from it. */
  questions: z.array(question).check(z.minLength(2), z.maxLength(3)),
});
export type Story = z.infer<typeof storySchema>;

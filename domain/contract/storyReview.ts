import * as z from 'zod/mini';
import { REVIEW_QUEUES } from '../rules/reviewQueues.ts';
import { endpoint } from './endpoint.ts';
import { LOCALES } from './locale.ts';
import { operation } from './operations.ts';
import { REVIEW_STATES } from './preview.ts';
import { recordCheckBodySchema, reviewCheckRecordSchema } from './review.ts';
import { storyAnswerSchema, storyKeyParamsSchema } from './stories.ts';

/**
 * The reading corner's stories in the review queue (issue 30, ADR 028): the same two checks as an
 * activity (ADR 022), the same queues (subject, language, the author's), each story as the child
 * meets it (every page with its pictures and its clip, the questions with their keys), and the
 * check written into the story's file. An editors' tool, on where the preview is.
 */
const storyPlaceSchema = z.object({ language: z.enum(LOCALES), ...storyKeyParamsSchema.shape });

export const storyReviewItemSchema = z.object({
  key: z.string(),
  language: z.enum(LOCALES),
  level: z.number(),
  title: z.string(),
  /** Its content hash now (everything but its key, review state, checks and author). */
  hash: z.string(),
  author: z.string(),
  review: z.enum(REVIEW_STATES),
  checks: z.array(reviewCheckRecordSchema),
});
export type StoryReviewItem = z.infer<typeof storyReviewItemSchema>;

export const storyReviewQueueResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    queue: z.enum(REVIEW_QUEUES),
    language: z.enum(LOCALES),
    items: z.array(storyReviewItemSchema),
    counts: z.object({ subject: z.number(), language: z.number(), author: z.number() }),
    writable: z.boolean(),
  }),
});
export type StoryReviewQueueAnswer = z.infer<typeof storyReviewQueueResponseSchema>['data'];

export const storyReviewItemResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    item: storyReviewItemSchema,
    /** The file, as `content:diff` takes it. */
    file: z.string(),
    /** As the reading corner serves it: pages, pictures, clips, words' times, questions. */
    story: storyAnswerSchema,
    checklist: z.nullable(z.string()),
    writable: z.boolean(),
  }),
});
export type StoryReviewItemAnswer = z.infer<typeof storyReviewItemResponseSchema>['data'];

export const storyReviewEndpoints = {
  getStoryReviewQueue: endpoint({
    ...operation('getStoryReviewQueue'),
    auth: 'public',
    internal: true,
    tag: 'preview',
    summary:
      'A review queue of the stories of one language: waiting for a check, or returned to their author',
    description:
      'Read from the story files at each request, with the rules of the activities’ queues (subject/language: no passed check of that kind on the words as they are now, and not returned on them; author: returned on them).',
    query: z.object({ queue: z.enum(REVIEW_QUEUES), language: z.enum(LOCALES) }),
    status: 200,
    response: storyReviewQueueResponseSchema,
    errors: [400],
  }),
  getStoryReviewItem: endpoint({
    ...operation('getStoryReviewItem'),
    auth: 'public',
    internal: true,
    tag: 'preview',
    summary: 'One story for review: as the child meets it, and its record',
    description: '404 `NOT_FOUND` when there is no such story (or its file does not read).',
    params: storyPlaceSchema,
    status: 200,
    response: storyReviewItemResponseSchema,
    errors: [400, 404],
  }),
  recordStoryCheck: endpoint({
    ...operation('recordStoryCheck'),
    auth: 'public',
    internal: true,
    tag: 'preview',
    summary: 'Records a subject or language check of a story in its file',
    description:
      'Only on a content-editing server (off in production). 400 without notes on a return; 403 `OWN_ITEM` when `by` is the author; 409 `ITEM_CHANGED` when the story changed since `hash`; 409 `NOT_RECORDABLE` when REVIEW.md has no version.',
    params: storyPlaceSchema,
    body: recordCheckBodySchema,
    status: 200,
    response: z.object({ success: z.literal(true), data: storyReviewItemSchema }),
    errors: [400, 403, 404, 409],
  }),
};

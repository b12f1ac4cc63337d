import * as z from 'zod/mini';
import { OTHER_INDIC } from '../rules/otherScripts.ts';
import { HANDLE, NOTES_MAX, REVIEW_CHECKS, REVIEW_QUEUES } from '../rules/reviewQueues.ts';
import { endpoint } from './endpoint.ts';
import { operation } from './operations.ts';
import { previewActivitySchema, REVIEW_STATES } from './preview.ts';

/**
 * The review queue (issue 28, ADR 022): the preview's tool for the two checks every activity
 * needs before children get it in production. A queue per role (the subject check, the language
 * check) and one for authors (items returned to them), per subject file; each item as the child
 * sees and hears it, with what changed since an earlier check; a check recorded in the file.
 * Like the preview, an editors' tool: its reads are on where the preview is, and recording a
 * check (a write to the curriculum files) only on a content-editing server, never in production.
 */
const named = z.object({ en: z.string(), kn: z.string() });

export {
  HANDLE,
  NOTES_MAX,
  REVIEW_CHECKS,
  REVIEW_QUEUES,
  type ReviewCheckName,
  type ReviewQueue,
} from '../rules/reviewQueues.ts';

const keyParam = z.string().check(z.minLength(1), z.maxLength(64));
const fileQuery = { set: keyParam, grade: keyParam, subject: keyParam };

export const reviewCheckRecordSchema = z.object({
  name: z.enum(REVIEW_CHECKS),
  by: z.string(),
  date: z.string(),
  checklist: z.string(),
  hash: z.string(),
  result: z.enum(['passed', 'returned']),
  notes: z.nullable(z.string()),
  /** Made on the words the item has now (its hash is the item's content hash). */
  fresh: z.boolean(),
});

/** One activity of a queue: where it is, what it is, and its review record. */
export const reviewItemSchema = z.object({
  unit: z.string(),
  chapter: z.string(),
  topic: z.string(),
  topicName: named,
  unitNumber: z.number(),
  activity: z.string(),
  title: z.string(),
  kind: z.string(),
  /** Its content hash now (server/modules/content/review/contentHash.ts). */
  hash: z.string(),
  author: z.nullable(z.string()),
  review: z.enum(REVIEW_STATES),
  /** reviewed (both checks), legacy (approved before the two checks) or not approved. */
  standing: z.enum(['reviewed', 'legacy', 'not approved']),
  checks: z.array(reviewCheckRecordSchema),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewQueueResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    queue: z.enum(REVIEW_QUEUES),
    file: z.string(),
    items: z.array(reviewItemSchema),
    /** How many items each queue of this file holds. */
    counts: z.object({ subject: z.number(), language: z.number(), author: z.number() }),
    /** Whether this server records checks (a content-editing server, not production). */
    writable: z.boolean(),
  }),
});
export type ReviewQueueAnswer = z.infer<typeof reviewQueueResponseSchema>['data'];

export const reviewItemParamsSchema = z.object({
  ...fileQuery,
  topic: keyParam,
  activity: keyParam,
});

/** What changed since a check made on other words: the diff from git, or null when git has no such version. */
const changeSchema = z.object({
  name: z.enum(REVIEW_CHECKS),
  by: z.string(),
  date: z.string(),
  from: z.string(),
  commit: z.nullable(z.string()),
  diff: z.nullable(z.string()),
});

export const reviewItemResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    item: reviewItemSchema,
    file: z.string(),
    subject: named,
    unitName: named,
    chapterName: named,
    /** The language the item is written and read aloud in. */
    language: z.enum(['en', 'kn']),
    /** As the preview plays it, with its read-aloud clips. */
    activity: previewActivitySchema,
    changes: z.array(changeSchema),
    /** The `Version:` of curriculum/REVIEW.md a check made now is against; null when it has none. */
    checklist: z.nullable(z.string()),
    writable: z.boolean(),
  }),
});
export type ReviewItemAnswer = z.infer<typeof reviewItemResponseSchema>['data'];

export const recordCheckBodySchema = z
  .object({
    check: z.enum(REVIEW_CHECKS, { error: 'required' }),
    by: z.string({ error: 'required' }).check(z.trim(), z.regex(HANDLE, { error: 'handle' })),
    result: z.enum(['passed', 'returned'], { error: 'required' }),
    notes: z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(NOTES_MAX, { error: 'tooLong' }),
        z.refine((notes) => !OTHER_INDIC.test(notes), { error: 'otherScript' }),
      ),
    ),
    /** The content hash of the item as the reviewer read it: refused if it has changed since. */
    hash: z.string({ error: 'required' }).check(z.regex(/^[0-9a-f]{8}$/)),
  })
  .check(
    z.refine((body) => body.result !== 'returned' || Boolean(body.notes), {
      error: 'required',
      path: ['notes'],
    }),
  );
export type RecordCheckBody = z.infer<typeof recordCheckBodySchema>;

export const reviewItemOnlyResponseSchema = z.object({ success: z.literal(true), data: reviewItemSchema });

export const REVIEW_ERRORS = {
  /** 403: the handle given is the item's author's (ADR 022: nobody checks their own item). */
  ownItem: 'OWN_ITEM',
  /** 409: the item's words changed since the reviewer opened it: read it again. */
  changed: 'ITEM_CHANGED',
  /** 409: the file cannot take a record now (it has problems, no author, no checklist version). */
  notRecordable: 'NOT_RECORDABLE',
} as const;

export const reviewEndpoints = {
  getReviewQueue: endpoint({
    ...operation('getReviewQueue'),
    auth: 'public',
    internal: true,
    tag: 'preview',
    summary: 'A review queue of one subject file: the items waiting for a check, or returned to their author',
    description:
      'Read from the files at each request. subject/language: items without a passed check of that kind on their words as they are now, and not returned on them; author: items returned on their words as they are now.',
    query: z.object({ queue: z.enum(REVIEW_QUEUES), ...fileQuery }),
    status: 200,
    response: reviewQueueResponseSchema,
    errors: [400, 404],
  }),
  getReviewItem: endpoint({
    ...operation('getReviewItem'),
    auth: 'public',
    internal: true,
    tag: 'preview',
    summary: 'One activity for review: as the child sees and hears it, its record, and what changed',
    description: '404 `NOT_FOUND` when the file has no such activity.',
    params: reviewItemParamsSchema,
    status: 200,
    response: reviewItemResponseSchema,
    errors: [400, 404],
  }),
  recordReviewCheck: endpoint({
    ...operation('recordReviewCheck'),
    auth: 'public',
    internal: true,
    tag: 'preview',
    summary: 'Records a subject or language check of an activity in its curriculum file',
    description:
      'Only on a content-editing server (off in production). 400 without notes on a return; 403 `OWN_ITEM` when `by` is the author; 409 `ITEM_CHANGED` when the item changed since `hash`; 409 `NOT_RECORDABLE` when the file has problems, the item no author, or REVIEW.md no version.',
    params: reviewItemParamsSchema,
    body: recordCheckBodySchema,
    status: 200,
    response: reviewItemOnlyResponseSchema,
    errors: [400, 403, 404, 409],
  }),
};

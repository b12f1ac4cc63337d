import * as z from 'zod/mini';
import { activityAudioSchema } from './audio.ts';
import { endpoint } from './endpoint.ts';
import { operation } from './operations.ts';

/**
 * The content team's preview (issue 19): every activity of a topic as a child sees it, read from
 * the curriculum files themselves (what is saved, imported or not, approved or not). An editors'
 * tool: on outside production, in production only with CONTENT_PREVIEW=1, and not in the
 * OpenAPI document.
 */
const named = z.object({ en: z.string(), kn: z.string() });

/** How far an activity is in the content team's review (the curriculum's optional `review`). */
export const REVIEW_STATES = ['written', 'teacher-checked', 'editor-checked', 'approved'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** One problem content:check would report, with its file and the place in it. */
const problemSchema = z.object({ file: z.string(), path: z.string(), message: z.string() });

export const previewCurriculumResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Every subject file that could be read, by content set and class, topics in order. */
    subjects: z.array(
      z.object({
        set: z.string(),
        grade: z.string(),
        key: z.string(),
        name: named,
        file: z.string(),
        topics: z.array(
          z.object({
            unit: z.string(),
            chapter: z.string(),
            key: z.string(),
            name: named,
            unitNumber: z.number(),
            chapterName: named,
            activityCount: z.number(),
          }),
        ),
      }),
    ),
    /** What content:check finds wrong: a subject whose file cannot be read is missing above. */
    problems: z.array(problemSchema),
  }),
});
export type PreviewCurriculum = z.infer<typeof previewCurriculumResponseSchema>['data'];
export type PreviewSubject = PreviewCurriculum['subjects'][number];

const keyParam = z.string().check(z.minLength(1), z.maxLength(64));
export const previewTopicParamsSchema = z.object({
  set: keyParam,
  grade: keyParam,
  subject: keyParam,
  unit: keyParam,
  chapter: keyParam,
  topic: keyParam,
});

/**
 * An activity as the player plays it: `kind` is what it plays as (a practice round as the `mcq`
 * or `fill` its skill makes, its items made from fixed seeds), `content` what the player gets,
 * answers and feedback included. A video gives its title and length only: its file is served
 * to a child through signed links, which the preview does not hand out.
 */
export const previewActivitySchema = z.object({
  key: z.string(),
  kind: z.enum(['mcq', 'fill', 'match', 'classify', 'video']),
  heading: z.object({ title: z.string(), headingImage: z.nullable(z.string()) }),
  instruction: z.nullable(z.string()),
  timerSeconds: z.nullable(z.number()),
  review: z.optional(z.enum(REVIEW_STATES)),
  content: z.record(z.string(), z.unknown()),
  practice: z.optional(
    z.object({ skill: z.string(), level: z.number(), count: z.number(), seeds: z.array(z.number()) }),
  ),
  /** Its read-aloud clips, as the child hears it (null where no clip has been made). */
  audio: z.optional(activityAudioSchema),
});
export type PreviewActivity = z.infer<typeof previewActivitySchema>;

export const previewTopicResponseSchema = z.object({
  success: z.literal(true),
  topic: z.object({
    set: z.string(),
    grade: z.string(),
    file: z.string(),
    subject: named,
    unitNumber: z.number(),
    unit: named,
    chapter: named,
    name: named,
    /** The language its activities are written and read in (the content set's). */
    language: z.enum(['en', 'kn']),
  }),
  data: z.array(previewActivitySchema),
});
export type PreviewTopic = z.infer<typeof previewTopicResponseSchema>;

export const previewEndpoints = {
  getPreviewCurriculum: endpoint({
    ...operation('getPreviewCurriculum'),
    auth: 'public',
    internal: true,
    tag: 'preview',
    summary: 'The curriculum files’ subjects and topics, for the content preview',
    description:
      'Read from the files (CURRICULUM_DIR) at each request; the problems content:check would report come too.',
    status: 200,
    response: previewCurriculumResponseSchema,
    errors: [],
  }),
  getPreviewTopic: endpoint({
    ...operation('getPreviewTopic'),
    auth: 'public',
    internal: true,
    tag: 'preview',
    summary: 'Every activity of one topic, from the curriculum files, as the players show them',
    description: '404 `NOT_FOUND` when the files have no such topic (or its subject file cannot be read).',
    params: previewTopicParamsSchema,
    status: 200,
    response: previewTopicResponseSchema,
    errors: [400, 404],
  }),
};

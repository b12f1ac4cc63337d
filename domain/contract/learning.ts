import * as z from 'zod/mini';
import { answersSchema, playerActivityOf } from './activity.ts';
import { activityAudioSchema, nameAudioSchema } from './audio.ts';
import { profileSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { ERROR_CODES } from './errors.ts';
import {
  SYNC_BODY_LIMIT,
  SYNC_MAX_EVENTS,
  syncRequestSchema,
  syncResponseSchema,
  unitPackParamsSchema,
  unitPackResponseSchema,
} from './offline.ts';
import { operation } from './operations.ts';
import { practiceSeedsSchema } from './practice.ts';

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
/**
 * A tile's picture (issue 29), for a child who cannot read: the address of a file of the site,
 * a picture of the illustration set (`/pictures/<name>.svg`, ADR 026: the tile's own, or one an
 * item under it names) or, when nothing under it has one, the subject's icon
 * (`/images/subjects/<icon>.svg`); both are kept offline with the app. Decorative: the name is
 * beside it. Optional for older servers and answers kept offline.
 */
const tilePicture = z.optional(z.string());

/** GET /v1/auth/subjects/{subject}/units: units with chapters, topics and this student's lock state. */
export const unitsParamsSchema = z.object({ subject: z.string().check(z.maxLength(64)) });
export const unitsQuerySchema = subjectsQuerySchema;
export const unitSchema = z.object({
  _id: z.string(),
  unitNumber: z.number(),
  name: named,
  /** Its name read aloud, in either language (issue 29): a child who cannot read hears where a tap goes. */
  nameAudio: z.optional(nameAudioSchema),
  free: z.boolean(),
  coinCost: z.number(),
  locked: z.boolean(),
  /** Locked, but a VAV plan opens its videos. */
  videosOpen: z.boolean(),
  picture: tilePicture,
  chapters: z.array(
    z.object({
      _id: z.string(),
      name: named,
      nameAudio: z.optional(nameAudioSchema),
      picture: tilePicture,
      topics: z.array(
        z.object({
          _id: z.string(),
          topicName: named,
          nameAudio: z.optional(nameAudioSchema),
          picture: tilePicture,
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
  subject: z.object({
    _id: z.string(),
    key: z.string(),
    name: named,
    nameAudio: z.optional(nameAudioSchema),
    icon: z.string(),
    colour: z.string(),
  }),
  data: z.array(unitSchema),
});

/**
 * An activity as the player gets it: everything it needs to play, the right answers and the
 * feedback lines included, so that feedback comes at once and play works offline (ADR 012).
 * The score is still the server's (POST /v1/auth/wallet/activity scores the submitted answers),
 * and an activity pays each of its points once ever. A video's `src` and `captions` are signed
 * links (`/v1/media/…`) valid for two to three hours. `audio` names the read-aloud clip of every
 * text (issue 16), in the shape of `content`.
 */
export const playerActivitySchema = playerActivityOf({
  activityId: z.string(),
  heading: z.object({ title: z.string(), headingImage: z.nullable(z.string()) }),
  instruction: z.nullable(z.object({ title: z.string() })),
  /** The timer's seconds; null: no timer (none in the curriculum, class 1–2, or turned off by the parent). */
  counter: z.nullable(z.number()),
  total: z.number(),
  audio: activityAudioSchema,
  bestScore: z.nullable(z.number()),
  /**
   * How many attempts this child finished (ADR 020): with the child and the activity, it seeds
   * the order the options and cards are shown in, so a reload shows the same order and the next
   * attempt a new one. Answers still name options by their index in `content`, never by place.
   * Optional for older servers.
   */
  attempts: z.optional(z.number()),
  /**
   * Generated practice (issue 19): the activity is a round of items made for this child today,
   * shown as its `mcq` or `fill`; the seed of each item, in order, goes back with the completion
   * (`practiceSeeds`), and the server makes the items again from them to score the answers.
   */
  practice: z.optional(z.object({ seeds: z.array(z.number()) })),
});
export type PlayerActivity = z.infer<typeof playerActivitySchema>;
export const topicParamsSchema = z.object({ topicId: z.string().check(z.maxLength(64)) });
export const activitiesResponseSchema = z.object({
  success: z.literal(true),
  topic: z.object({
    _id: z.string(),
    topicName: named,
    subject: named,
    unitNumber: z.number(),
    unit: z.object({ name: named }),
    /** Where the topic sits, for the link back to its topic list (islands/learn/parentPath.ts). */
    subjectKey: z.string(),
    unitId: z.string(),
    chapterId: z.string(),
    /** The language the activities are written and read aloud in (the medium's): for the phone's own voice. */
    language: z.enum(['en', 'kn']),
    /**
     * The topic's class (1–7): in classes 1–2 a fill-in is answered with letter tiles (issue 29).
     * Optional for older servers and answers kept offline.
     */
    grade: z.optional(z.string()),
  }),
  data: z.array(playerActivitySchema),
});

/** POST /v1/auth/wallet/activity: the child's answers; the server scores them. */
export const completeActivityRequestSchema = z.strictObject({
  activityId: z.string().check(z.minLength(1), z.maxLength(64)),
  answers: answersSchema,
  /**
   * For a practice activity (required there): the `practice.seeds` its items came with, in order.
   * Ignored for other activities.
   */
  practiceSeeds: z.optional(practiceSeedsSchema),
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

/**
 * GET /v1/auth/profile/activites/completed: each activity attempted, with its best score, its
 * title (written once, in the language of the child's medium, as the curriculum has it) and the
 * names of its topic and subject in both languages, so that a parent reads what was done.
 */
export const completedActivitiesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      activityId: z.string(),
      title: z.string(),
      topicName: named,
      subject: named,
      bestScore: z.number(),
      total: z.number(),
      lastCompletedAt: z.string(),
    }),
  ),
});

/** GET /v1/auth/profile/unlocked-units: the ids of the units this student unlocked with coins. */
export const unlockedUnitsResponseSchema = z.object({ success: z.literal(true), data: z.array(z.string()) });

/**
 * GET /v1/auth/learning/continue: the dashboard's "Continue where you left off" and its subject
 * rings. `data` is where to go on (in the child's class, board and medium): the topic of the last
 * attempted activity while one of its activities is not done, else the next open topic with
 * something not done (the same subject first, then the others), or the first open topic for a
 * child who has not played yet (`started: false`); `finished` only when nothing open is left
 * (the last topic, to play again). Null when the class has no lessons. `progress`: per subject,
 * how many topics (those with activities) are finished, every activity attempted.
 */
export const continueResponseSchema = z.object({
  success: z.literal(true),
  data: z.nullable(
    z.object({
      subject: z.object({ key: z.string(), name: named }),
      unit: z.object({ _id: z.string(), unitNumber: z.number(), name: named }),
      chapter: z.object({ _id: z.string(), name: named }),
      topic: z.object({
        _id: z.string(),
        topicName: named,
        activityCount: z.number(),
        completedCount: z.number(),
      }),
      /** Every activity of the topic attempted: nothing open is left to do, so this is to play again. */
      finished: z.boolean(),
      /** False for a child who has not played yet: the first topic of the first subject. */
      started: z.boolean(),
    }),
  ),
  progress: z.array(z.object({ subject: z.string(), topicCount: z.number(), topicsDone: z.number() })),
});
export type ContinueResponse = z.infer<typeof continueResponseSchema>;

export const LEARNING_ERRORS = {
  /** 403: spec §6, the content of a locked unit is refused on the server. */
  unitLocked: 'UNIT_LOCKED',
  /** 404: no such subject (for the class, board and medium), topic or activity. */
  notFound: ERROR_CODES.notFound,
  /**
   * 404 (issue 27): the unit, topic or activity exists, but in another class, board or medium than
   * the child's profile: not served, not paid, not sold. 404 as the unit pack always answered:
   * for this child it is not there, and no coins or plan would open it (403 `UNIT_LOCKED` says
   * they would). Its own code so the app can tell it from an id that is gone (after a class change).
   */
  notInYourClass: 'NOT_IN_YOUR_CLASS',
} as const;

const NOT_YOURS =
  "404 `NOT_IN_YOUR_CLASS` when it belongs to another class, board or medium than the child's profile (nothing is served or paid outside the child's own);";
const LOCKED =
  '403 `UNIT_LOCKED` when the unit is locked (not free, not unlocked with coins, no plan for it; a VAV plan opens its videos only).';

/** Learning (spec §7): subjects, units, a topic's activities, completing one, the progress lists. */
export const learningEndpoints = {
  getSubjects: endpoint({
    ...operation('getSubjects'),
    etag: true,
    auth: 'public',
    tag: 'learning',
    summary: 'Subjects of a class, board and medium',
    description:
      'Public and cacheable for five minutes, with an ETag. A board and medium without content answer an empty list.',
    query: subjectsQuerySchema,
    status: 200,
    response: subjectsResponseSchema,
    errors: [400],
  }),
  getUnits: endpoint({
    ...operation('getUnits'),
    etag: true,
    auth: 'session',
    tag: 'learning',
    summary: "A subject's units with chapters, topics and this student's lock state",
    description:
      "404 `NOT_FOUND` when the class, board and medium have no such subject; 404 `NOT_IN_YOUR_CLASS` when the query's class, board and medium are not the child's own.",
    params: unitsParamsSchema,
    query: unitsQuerySchema,
    status: 200,
    response: unitsResponseSchema,
    errors: [400, 401, 404],
  }),
  getTopicActivities: endpoint({
    ...operation('getTopicActivities'),
    etag: true,
    auth: 'session',
    tag: 'learning',
    summary: "A topic's activities, as the player plays them",
    description:
      `404 \`NOT_FOUND\` for no such topic; ${NOT_YOURS} ${LOCKED} Videos come as signed links; every text ` +
      'names its read-aloud clip (`/v1/audio/<id>.opus`, public and cached for a year).',
    params: topicParamsSchema,
    status: 200,
    response: activitiesResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  getContinueLearning: endpoint({
    ...operation('getContinueLearning'),
    etag: true,
    auth: 'session',
    tag: 'learning',
    summary: "Where the child left off, and each subject's topics done",
    description:
      "Where to go on in the child's class, board and medium: the topic of the last attempted " +
      'activity while something in it is not done, else the next topic of an open unit with something ' +
      'not done (further on in the same subject, then its earlier topics, then the other subjects), or ' +
      'the first open topic for a child who has not played yet (`started: false`). `finished` is true ' +
      'only when no open topic has anything left (the last topic, to play again). Per subject, the ' +
      'topics finished of all topics. `data` is null when the class has no lessons.',
    status: 200,
    response: continueResponseSchema,
    errors: [401],
  }),
  completeActivity: endpoint({
    ...operation('completeActivity'),
    auth: 'session',
    tag: 'learning',
    summary: 'Complete an activity: the server scores the answers and credits new coins once',
    description:
      'Only the answers are sent: a score, total or coins in the body is refused (400). A practice ' +
      "activity also sends back its items' seeds (`practiceSeeds`, as the activities answer gave them; " +
      '400 without one per item): the server makes the items again from them and scores those. Each point ' +
      'of an activity pays one coin once ever; the same `idempotencyKey` again answers the first ' +
      `result. 404 \`NOT_FOUND\` for no such activity; ${NOT_YOURS} ${LOCKED}`,
    body: completeActivityRequestSchema,
    status: 201,
    response: completeActivityResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  syncCompletions: endpoint({
    ...operation('syncCompletions'),
    auth: 'session',
    tag: 'learning',
    summary: 'Completions made offline, sent in a batch: each scored, recorded and paid once',
    description:
      `Up to ${SYNC_MAX_EVENTS} events (a body of up to ${SYNC_BODY_LIMIT / 1024} KB), each a completion made on the ` +
      "device. Its `eventId` is the completion's idempotency key (completeActivity's `idempotencyKey`): " +
      'an id recorded before (an earlier sync, an online completion) or earlier in the batch answers ' +
      '`duplicate` with what was recorded then, and pays nothing again. The others are scored by the ' +
      'server as completeActivity scores them, each in its own transaction, in the order sent, and ' +
      'earn the points never paid before. An event of no such activity is `rejected` with ' +
      "`NOT_FOUND`, one of another class, board or medium than the child's with `NOT_IN_YOUR_CLASS`, " +
      'one of a locked unit (a VAV plan opens videos only) with `UNIT_LOCKED`: not ' +
      'recorded, nothing paid, and the other events go on. `completedAt` is accepted but not stored ' +
      'yet: an attempt is dated when it arrives. The answer has one result per event, in order, and ' +
      'the profile after the batch. Should an event fail on the server (a fault, not a rule), the ' +
      'others are still processed and the answer is 500: send the same batch again, and what was ' +
      'applied answers `duplicate`.',
    body: syncRequestSchema,
    bodyLimit: SYNC_BODY_LIMIT,
    status: 200,
    response: syncResponseSchema,
    errors: [400, 401],
  }),
  getUnitPack: endpoint({
    ...operation('getUnitPack'),
    auth: 'session',
    tag: 'learning',
    summary: 'What to download to play a unit offline, and how much it weighs',
    description:
      "For a unit of the child's own class, board and medium: the units answer of its subject at the " +
      "address the app asks for it (the child's class, board and medium in the query), every topic's " +
      'activities answer, each read-aloud clip those answers name (once), and each video and captions ' +
      'file as the signed links the activities answers give (valid for two to three hours). `bytes` ' +
      'is each file uncompressed: its size on disk for clips and media, and for an API answer the ' +
      'length of its JSON now (a new best score changes it by a few bytes). With a VAV plan only, the ' +
      "unit's activities answers hold its videos alone, and so does the pack: those answers, the " +
      "videos, their captions and their titles' clips. 404 `NOT_FOUND` for no such unit; " +
      `${NOT_YOURS} ${LOCKED}`,
    params: unitPackParamsSchema,
    status: 200,
    response: unitPackResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  getCompletedActivities: endpoint({
    ...operation('getCompletedActivities'),
    auth: 'session',
    tag: 'learning',
    summary: 'Activities the student has completed, with the best score of each',
    description: 'The path is spelt so in the spec (§7).',
    status: 200,
    response: completedActivitiesResponseSchema,
    errors: [401],
  }),
  getUnlockedUnits: endpoint({
    ...operation('getUnlockedUnits'),
    auth: 'session',
    tag: 'learning',
    summary: 'The units this student unlocked with coins',
    description: 'Unit ids; units open through a plan are not listed (see the profile’s subscriptions).',
    status: 200,
    response: unlockedUnitsResponseSchema,
    errors: [401],
  }),
};

/** Where lesson media are served (modules/media): every signed link starts so. */
export const MEDIA_PREFIX = '/v1/media/';

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

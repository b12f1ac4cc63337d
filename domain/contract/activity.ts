import * as z from 'zod/mini';

/**
 * One activity type (issue 33): each kind's content is described here once, and that one
 * description serves the curriculum files (curriculumSchema.ts calls `activityKinds` with the
 * writers' rules), the activities answer and the offline pack (the wire's rules below), the
 * OpenAPI document (a `oneOf` by `kind`), scoring (domain/rules/scoring.ts) and the players (their
 * props are `ActivityBody` narrowed by kind). Adding a kind is a schema here, a line in each
 * union below, its score, and its player.
 */

/** How a text, a path and an object are checked where the kinds are used. */
export interface KindRules {
  /** Any text a child reads or hears: an option, a prompt, a card. */
  text: z.ZodMiniString<string>;
  /** A feedback line. */
  feedback: z.ZodMiniString<string>;
  /** A fill-in's sentence, with its one blank ___. */
  blankPrompt: z.ZodMiniString<string>;
  /** A question's picture. */
  image: z.ZodMiniString<string>;
  /** A picture of the illustration set by its name (ADR 026), e.g. `red-apple`. */
  picture: z.ZodMiniString<string>;
  /** A passage's text (longer than other texts). */
  passage: z.ZodMiniString<string>;
  /** A lesson video's file (in the curriculum) or its signed link (on the wire). */
  videoSrc: z.ZodMiniString<string>;
  captions: z.ZodMiniString<string>;
  /** Files refuse a key they do not know (a typo is caught); the wire drops it. */
  strict: boolean;
}

export function activityKinds(rules: KindRules) {
  const { text, feedback } = rules;
  const object = <S extends z.core.$ZodLooseShape>(shape: S) =>
    rules.strict ? z.strictObject(shape) : z.object(shape);
  const index = z.int().check(z.nonnegative());
  /** A story or passage for reading comprehension: shown, and read aloud, once above the questions. */
  const passage = z.optional(object({ title: z.optional(text), text: rules.passage }));
  /**
   * Pictures for a non-reader (issue 29, ADR 026): a text of the activity (an option, a pair's
   * side, a card, a category) to the picture shown beside it. The text stays the answer; the
   * picture is what a child of six recognises.
   */
  const pictures = z.optional(z.record(text, rules.picture));
  return {
    mcq: object({
      kind: z.literal('mcq'),
      passage,
      pictures,
      questions: z
        .array(
          object({
            prompt: text,
            image: z.optional(rules.image),
            /** "Count the pictures": one picture shown `count` times (1 to 20, in rows of five) above the options. */
            show: z.optional(
              object({
                picture: rules.picture,
                count: z.optional(z.int().check(z.minimum(1), z.maximum(20))),
              }),
            ),
            options: z.array(text).check(z.minLength(2), z.maxLength(4)),
            /** Index (0-based) of the right option. */
            answer: index,
            feedback,
          }),
        )
        .check(z.minLength(1)),
    }),
    fill: object({
      kind: z.literal('fill'),
      passage,
      questions: z
        .array(
          object({
            /** The sentence with one blank written as ___ (three underscores). */
            prompt: rules.blankPrompt,
            /**
             * A clock face to read, showing this time (`h:mm`, 1:00 to 12:55): the time practice
             * shows the clock instead of saying where its hands are (review of 3 Dec).
             */
            clock: z.optional(z.string().check(z.regex(/^(?:[1-9]|1[0-2]):[0-5]\d$/))),
            /** Every accepted answer (compared without case in English, after Unicode normalisation in Kannada). */
            answers: z.array(text).check(z.minLength(1)),
            feedback,
          }),
        )
        .check(z.minLength(1)),
    }),
    match: object({
      kind: z.literal('match'),
      passage,
      pictures,
      pairs: z.array(object({ left: text, right: text, feedback })).check(z.minLength(3), z.maxLength(6)),
    }),
    classify: object({
      kind: z.literal('classify'),
      passage,
      pictures,
      categories: z.array(text).check(z.minLength(2), z.maxLength(3)),
      /** `category` is the index (0-based) of the item's category. */
      items: z.array(object({ text, category: index, feedback })).check(z.minLength(4), z.maxLength(10)),
    }),
    video: object({
      kind: z.literal('video'),
      passage,
      video: object({
        src: rules.videoSrc,
        captions: z.optional(rules.captions),
        title: text,
        durationSeconds: z.int().check(z.positive()),
        /**
         * What the clip shows, in a few words (English). content:check requires it and matches it
         * with the topic's name (server/modules/content/rules/videoFacts.ts).
         */
        about: z.optional(text),
      }),
    }),
  };
}

/** On the wire: the texts as the files made them, a video by its signed link (`/v1/media/…`). */
const wire = z.string();
const KINDS = activityKinds({
  text: wire,
  feedback: wire,
  blankPrompt: wire,
  image: wire,
  picture: wire,
  passage: wire,
  videoSrc: wire,
  captions: wire,
  strict: false,
});

/** An activity's body: its kind and what the player needs to play it. */
export const activityBodySchema = z.discriminatedUnion('kind', [
  KINDS.mcq,
  KINDS.fill,
  KINDS.match,
  KINDS.classify,
  KINDS.video,
]);
export type ActivityBody = z.infer<typeof activityBodySchema>;
export type ActivityKind = ActivityBody['kind'];
export type BodyOf<K extends ActivityKind> = Extract<ActivityBody, { kind: K }>;
/** A kind's content as the activities answer sends it: its body without the `kind`. */
export type ContentOf<K extends ActivityKind> = Omit<BodyOf<K>, 'kind'>;

const omitKind = { kind: true } as const;
/** Each kind's content on the wire: its body without the `kind`. */
const CONTENT = {
  mcq: z.omit(KINDS.mcq, omitKind),
  fill: z.omit(KINDS.fill, omitKind),
  match: z.omit(KINDS.match, omitKind),
  classify: z.omit(KINDS.classify, omitKind),
  video: z.omit(KINDS.video, omitKind),
};

/**
 * An activity as the wire carries it: `kind` beside `content` (so the offline packs already on
 * phones stay readable), one schema per kind, so a client's types narrow `content` by `kind`.
 */
export function playerActivityOf<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.discriminatedUnion('kind', [
    z.object({ ...shape, kind: z.literal('mcq'), content: CONTENT.mcq }),
    z.object({ ...shape, kind: z.literal('fill'), content: CONTENT.fill }),
    z.object({ ...shape, kind: z.literal('match'), content: CONTENT.match }),
    z.object({ ...shape, kind: z.literal('classify'), content: CONTENT.classify }),
    z.object({ ...shape, kind: z.literal('video'), content: CONTENT.video }),
  ]);
}

/** A generated round (practice, "Practise what I missed"): what its skill makes, an mcq or a fill. */
export function generatedRoundOf<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.discriminatedUnion('kind', [
    z.object({ ...shape, kind: z.literal('mcq'), content: CONTENT.mcq }),
    z.object({ ...shape, kind: z.literal('fill'), content: CONTENT.fill }),
  ]);
}

/** The body a player plays and scoring scores, from an activity as the wire carries it. */
export function bodyOf(activity: WireActivity): ActivityBody {
  switch (activity.kind) {
    case 'mcq':
      return { ...activity.content, kind: activity.kind };
    case 'fill':
      return { ...activity.content, kind: activity.kind };
    case 'match':
      return { ...activity.content, kind: activity.kind };
    case 'classify':
      return { ...activity.content, kind: activity.kind };
    case 'video':
      return { ...activity.content, kind: activity.kind };
  }
}

/** The wire's `kind` and `content` of a body (of the body's own kind). */
export function wireOf<B extends ActivityBody>(body: B): WireOf<B>;
export function wireOf(body: ActivityBody): WireActivity {
  switch (body.kind) {
    case 'mcq': {
      const { kind, ...rest } = body;
      return { kind, content: rest };
    }
    case 'fill': {
      const { kind, ...rest } = body;
      return { kind, content: rest };
    }
    case 'match': {
      const { kind, ...rest } = body;
      return { kind, content: rest };
    }
    case 'classify': {
      const { kind, ...rest } = body;
      return { kind, content: rest };
    }
    case 'video': {
      const { kind, ...rest } = body;
      return { kind, content: rest };
    }
  }
}

type WireOf<B> = B extends { kind: infer K extends ActivityKind }
  ? { kind: K; content: ContentOf<K> }
  : never;
export type WireActivity = { [K in ActivityKind]: { kind: K; content: ContentOf<K> } }[ActivityKind];

/**
 * The child's answers, one entry per question, pair or item (null while unanswered): mcq the
 * chosen option's index; fill the typed text; match, for each left side, the index of the pair
 * whose right side the child put beside it; classify the chosen category's index; a video
 * `{ watched: true }`.
 */
export const answersSchema = z.union([
  z.array(z.nullable(z.number())),
  z.array(z.nullable(z.string())),
  z.object({ watched: z.boolean() }),
]);
export type Answers = z.infer<typeof answersSchema>;

/** A story or passage for reading comprehension (issue 19): shown and read aloud once, above the questions. */
export type Passage = NonNullable<ActivityBody['passage']>;

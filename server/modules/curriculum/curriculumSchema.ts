import * as z from 'zod/mini';
import { activityKinds } from '../../../domain/contract/activity.ts';
import { PRACTICE_MAX_ITEMS } from '../../../domain/contract/practice.ts';
import { REVIEW_STATES } from '../../../domain/contract/preview.ts';
import { isSkill, levelCount } from '../../../domain/practice/index.ts';

/**
 * The curriculum as files (curriculum/**.yaml): one file per subject of a grade of a content
 * set (English medium, Kannada medium). Every level has a stable `key`, so re-importing updates
 * in place and keeps every student's progress. Names are given in both languages for the
 * interface; activity texts are in the medium's own language.
 */
const key = z
  .string()
  .check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a key is lower-case words joined by hyphens'));
const text = z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(500));
const bilingual = z.strictObject({ en: text, kn: text });
// Lesson media live in curriculum/media/, not in the public site (issue 13): lower-case names only,
// so a name can never climb out of that folder.
const LESSON_MEDIA = /^lessons\/[a-z0-9-]+(?:\.(?:en|kn))?\.mp4$/;
const LESSON_CAPTIONS = /^lessons\/[a-z0-9-]+(\.[a-z]{2})?\.vtt$/;
const imagePath = z.string().check(z.regex(/^\/images\/.+\.(svg|webp|png|jpg)$/, 'an image under /images/'));
/**
 * A tile's picture (issue 29): a name of the illustration set (ADR 026) an author may give a unit,
 * chapter or topic; left out, the tile takes one from the items under it (tilePictures.ts).
 */
const tilePicture = z.optional(key);
const feedback = z
  .string()
  .check(z.trim(), z.minLength(1, 'every question needs a feedback line'), z.maxLength(300));

/**
 * The kinds as the files write them (domain/contract/activity.ts describes each once): texts
 * trimmed and not empty, a fill-in's one blank, pictures under /images/, lesson media under
 * curriculum/media/lessons/, and no key a kind does not know.
 */
const KINDS = activityKinds({
  text,
  feedback,
  /** The sentence with one blank written as ___ (three underscores). */
  blankPrompt: text.check(z.regex(/^[^_]*___[^_]*$/, 'the prompt needs exactly one blank: ___')),
  image: imagePath,
  /** A name of the illustration set (ADR 026); content:check finds its file in public/pictures/. */
  picture: key,
  passage: z.string().check(z.trim(), z.minLength(1), z.maxLength(1500)),
  /** A file in `curriculum/media/`, e.g. `lessons/plants.mp4`: served only through signed links. */
  videoSrc: z.string().check(z.regex(LESSON_MEDIA, 'a video under lessons/, e.g. lessons/counting.kn.mp4')),
  captions: z.string().check(z.regex(LESSON_CAPTIONS, 'captions under lessons/, e.g. lessons/plants.en.vtt')),
  strict: true,
});

/** Practice counts: a round has 3 to 10 generated items. */
export const PRACTICE_COUNT = { min: 3, max: PRACTICE_MAX_ITEMS } as const;

/**
 * Generated practice (issue 19): `count` items of a maths skill at a level (domain/practice/
 * skills.ts), made afresh for each child by the server; played as the `mcq` or `fill` the skill makes.
 */
const practice = z.strictObject({
  kind: z.literal('practice'),
  practice: z
    .strictObject({
      skill: z.string().check(z.refine(isSkill, 'no such skill (domain/practice/skills.ts)')),
      level: z.int().check(z.positive()),
      count: z.int().check(z.minimum(PRACTICE_COUNT.min), z.maximum(PRACTICE_COUNT.max)),
    })
    .check(
      z.refine((p) => !isSkill(p.skill) || p.level <= levelCount(p.skill), {
        message: 'the skill has no such level',
        path: ['level'],
      }),
    ),
});

/**
 * Review states (issue 19), in order: written, checked by a teacher, checked by a Kannada editor,
 * approved. Only approved items reach children in production (CONTENT_MIN_REVIEW).
 */
export { REVIEW_STATES, type ReviewState } from '../../../domain/contract/preview.ts';

const review = z.enum(REVIEW_STATES);

/**
 * Who wrote an item or checked it (ADR 022): a handle, as on GitHub. Compared without case, so
 * `@Meera` and `@meera` are one person.
 */
const handle = z
  .string()
  .check(
    z.regex(/^@[A-Za-z0-9][A-Za-z0-9-]{0,38}$/, 'a handle such as "@meera" (an @ and letters, digits, -)'),
  );
// A day as YYYY-MM-DD. The files are read without YAML's own dates (curriculumFiles.ts), so an
// unquoted 2026-12-03 stays this text.
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'));

/**
 * One review check of an activity (issue 28, ADR 022, curriculum/REVIEW.md): who did it (their
 * role and handle), when, against which version of the checklist, what they found, and the
 * content hash of the item as they read it (review/contentHash.ts), so a later change shows.
 * `returned` sends the item back to its author with `notes` saying why.
 */
const reviewCheck = (role: 'subject-reviewer' | 'language-reviewer') =>
  z
    .strictObject({
      role: z.literal(role),
      by: handle,
      date: day,
      /** The `Version:` of curriculum/REVIEW.md the item was read against. */
      checklist: day,
      hash: z
        .string({ error: 'the hash is 8 hex digits in quotes, e.g. "0a1b2c3d"' })
        .check(z.regex(/^[0-9a-f]{8}$/, 'the hash is 8 hex digits in quotes, e.g. "0a1b2c3d"')),
      result: z.enum(['passed', 'returned']),
      notes: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(2000))),
    })
    .check(
      z.refine((c) => c.result !== 'returned' || Boolean(c.notes), {
        message: 'a returned item says why in `notes`',
        path: ['notes'],
      }),
    );

/** The two checks before approval: the subject (a teacher) and the language (an editor). */
const reviewChecks = z.strictObject({
  subject: z.optional(reviewCheck('subject-reviewer')),
  language: z.optional(reviewCheck('language-reviewer')),
});
export type ReviewCheck = z.infer<ReturnType<typeof reviewCheck>>;
/**
 * The fields every reviewed content file shares (curriculum activities, the reading corner's
 * stories: issue 30): a key, an author's handle, a review state and the two checks.
 */
export const REVIEWED_FIELDS = { key, handle, review, reviewChecks } as const;
export const CHECKS = ['subject', 'language'] as const;

/**
 * A board and medium as the syllabus map names them (curriculum/syllabus/<board>/): each has its
 * own printed textbooks, so each has its own map, even where two serve the same lessons.
 */
export const BOARDS = ['cbse', 'karnataka-english', 'karnataka-kannada'] as const;
export type Board = (typeof BOARDS)[number];
const syllabusRef = z.strictObject({ chapter: key, outcome: z.string().check(z.regex(/^[A-Za-z0-9.-]+$/)) });

const activityBody = z.discriminatedUnion('kind', [
  KINDS.mcq,
  KINDS.fill,
  KINDS.match,
  KINDS.classify,
  KINDS.video,
  practice,
]);

export const activitySchema = z.intersection(
  z.object({
    key,
    heading: z.strictObject({ title: text, image: z.optional(imagePath) }),
    instruction: z.optional(text),
    /**
     * Spec §4: the timer counts down from this; at 0 the activity submits itself. Optional; in
     * classes 1 and 2 and on videos it runs only with `timerForced: true` (timers.ts).
     */
    timerSeconds: z.optional(z.int().check(z.minimum(10), z.maximum(1800))),
    timerForced: z.optional(z.boolean()),
    /** This activity's review state; the file's `review` when left out. */
    review: z.optional(review),
    /** Who wrote it, when not the file's `author` (ADR 022: a check by its author does not count). */
    author: z.optional(handle),
    /** Its review checks (ADR 022): approval needs both, each by someone other than the author. */
    checks: z.optional(reviewChecks),
  }),
  activityBody,
);

export const subjectFileSchema = z.strictObject({
  key,
  name: bilingual,
  icon: z.string().check(z.regex(/^[a-z-]+$/)),
  /** The language its activities are written and read aloud in, when not the medium's (a second language). */
  language: z.optional(z.enum(['en', 'kn'])),
  /** Every activity's review state unless it says its own. */
  review: z.optional(review),
  /** Who wrote the file's activities, unless one says its own `author` (ADR 022). */
  author: z.optional(handle),
  /** Which map of curriculum/syllabus/<board>/grade-<n>/ each board's topics point into; the subject's key when left out. */
  syllabus: z.optional(z.partialRecord(z.enum(BOARDS), key)),
  colour: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
  units: z
    .array(
      z.strictObject({
        key,
        number: z.int().check(z.positive()),
        name: bilingual,
        /** ARCHITECTURE.md: the first unit of every subject is free; others cost coins to unlock. */
        free: z.boolean(),
        coinCost: z.optional(z.int().check(z.positive())),
        picture: tilePicture,
        chapters: z
          .array(
            z.strictObject({
              key,
              name: bilingual,
              picture: tilePicture,
              topics: z
                .array(
                  z.strictObject({
                    key,
                    name: bilingual,
                    picture: tilePicture,
                    /** Per board: the textbook chapter and learning outcome this topic teaches. */
                    syllabus: z.optional(z.partialRecord(z.enum(BOARDS), syllabusRef)),
                    activities: z.array(activitySchema).check(z.minLength(1)),
                  }),
                )
                .check(z.minLength(1)),
            }),
          )
          .check(z.minLength(1)),
      }),
    )
    .check(z.minLength(1)),
});

export type SubjectFile = z.infer<typeof subjectFileSchema>;
export type CurriculumActivity = z.infer<typeof activitySchema>;

/** An activity's reading passage, if it has one (a practice round never does). */
export const passageOf = (activity: CurriculumActivity) =>
  activity.kind === 'practice' ? undefined : activity.passage;

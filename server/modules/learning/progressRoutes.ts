import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { errorResponseSchema } from '../../../src/contract/errors.ts';
import {
  activitiesResponseSchema,
  completeActivityRequestSchema,
  completeActivityResponseSchema,
  type PlayerActivity,
  unitsQuerySchema,
  unitsResponseSchema,
} from '../../../src/contract/learning.ts';
import { score } from '../../../src/lib/scoring.ts';
import type { AppContext } from '../../context.ts';
import { fromDbBool, fromDbTime, toDbTime } from '../../db/dialect.ts';
import { AppError } from '../../errors.ts';
import { findStudent, loadProfile } from '../auth/repository.ts';
import { record } from '../wallet/ledger.ts';
import { unitAccess } from './access.ts';
import { contentSetFor } from './contentSets.ts';
import type { CurriculumActivity } from './curriculumSchema.ts';

const LEARNING_ERRORS = { unitLocked: 'UNIT_LOCKED', notFound: 'NOT_FOUND' } as const;
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const auth = { auth: 'student' as const };

/** Learning calls of spec §7: units, a topic's activities, completing one, and the progress lists. */
export async function progressRoutes({ app, db, config }: AppContext) {
  const coinCostOf = (cost: number | null) => cost ?? config.business.unitUnlockCoins;

  app.get(
    '/v1/auth/subjects/:subject/units',
    {
      config: auth,
      schema: {
        tags: ['learning'],
        params: z.object({ subject: z.string().check(z.maxLength(64)) }),
        querystring: unitsQuerySchema,
        response: { 200: unitsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { grade, board, medium } = request.query;
      const set = contentSetFor(board, medium);
      const subject = set
        ? await db.db
            .selectFrom('subjects')
            .selectAll()
            .where('content_set', '=', set)
            .where('grade', '=', grade)
            .where('key', '=', request.params.subject)
            .where('retired_at', 'is', null)
            .executeTakeFirst()
        : undefined;
      if (!subject)
        throw new AppError(
          404,
          LEARNING_ERRORS.notFound,
          'No such subject for this class, board and medium.',
        );
      const units = await db.db
        .selectFrom('units')
        .selectAll()
        .where('subject_id', '=', subject.id)
        .where('retired_at', 'is', null)
        .orderBy('position')
        .execute();
      const unitIds = units.map((u) => u.id);
      const chapters = unitIds.length
        ? await db.db
            .selectFrom('chapters')
            .selectAll()
            .where('unit_id', 'in', unitIds)
            .where('retired_at', 'is', null)
            .orderBy('position')
            .execute()
        : [];
      const chapterIds = chapters.map((c) => c.id);
      const topics = chapterIds.length
        ? await db.db
            .selectFrom('topics')
            .leftJoin('activities', (join) =>
              join.onRef('activities.topic_id', '=', 'topics.id').on('activities.retired_at', 'is', null),
            )
            .leftJoin('activity_attempts', (join) =>
              join
                .onRef('activity_attempts.activity_id', '=', 'activities.id')
                .on('activity_attempts.student_id', '=', request.studentId),
            )
            .select((eb) => [
              'topics.id',
              'topics.chapter_id',
              'topics.name_en',
              'topics.name_kn',
              'topics.position',
              eb.fn.count('activities.id').distinct().as('activity_count'),
              eb.fn.count('activity_attempts.activity_id').distinct().as('completed_count'),
            ])
            .where('topics.chapter_id', 'in', chapterIds)
            .where('topics.retired_at', 'is', null)
            .groupBy([
              'topics.id',
              'topics.chapter_id',
              'topics.name_en',
              'topics.name_kn',
              'topics.position',
            ])
            .orderBy('topics.position')
            .execute()
        : [];
      const { open, videos } = await unitAccess(db.db, request.studentId, unitIds);
      return {
        success: true as const,
        subject: { _id: subject.id, key: subject.key, name: { en: subject.name_en, kn: subject.name_kn } },
        data: units.map((unit) => ({
          _id: unit.id,
          unitNumber: unit.number,
          name: { en: unit.name_en, kn: unit.name_kn },
          free: fromDbBool(unit.free),
          coinCost: coinCostOf(unit.coin_cost),
          locked: !open.has(unit.id),
          videosOpen: !open.has(unit.id) && videos.has(unit.id),
          chapters: chapters
            .filter((chapter) => chapter.unit_id === unit.id)
            .map((chapter) => ({
              _id: chapter.id,
              name: { en: chapter.name_en, kn: chapter.name_kn },
              topics: topics
                .filter((topic) => topic.chapter_id === chapter.id)
                .map((topic) => ({
                  _id: topic.id,
                  topicName: { en: topic.name_en, kn: topic.name_kn },
                  activityCount: Number(topic.activity_count),
                  completedCount: Number(topic.completed_count),
                })),
            })),
        })),
      };
    },
  );

  /** The topic with its unit and subject, and whether the student may open it. */
  async function topicContext(topicId: string, studentId: string) {
    const row = await db.db
      .selectFrom('topics')
      .innerJoin('chapters', 'chapters.id', 'topics.chapter_id')
      .innerJoin('units', 'units.id', 'chapters.unit_id')
      .innerJoin('subjects', 'subjects.id', 'units.subject_id')
      .select([
        'topics.id as topic_id',
        'topics.name_en as topic_en',
        'topics.name_kn as topic_kn',
        'units.id as unit_id',
        'units.number as unit_number',
        'units.name_en as unit_en',
        'units.name_kn as unit_kn',
        'subjects.name_en as subject_en',
        'subjects.name_kn as subject_kn',
      ])
      .where('topics.id', '=', topicId)
      .where('topics.retired_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw new AppError(404, LEARNING_ERRORS.notFound, 'No such topic.');
    const { open, videos } = await unitAccess(db.db, studentId, [row.unit_id]);
    // Spec §6: content of a locked unit is refused on the server, whatever the client does; a
    // VAV plan opens its videos only.
    if (!open.has(row.unit_id) && !videos.has(row.unit_id)) {
      throw new AppError(
        403,
        LEARNING_ERRORS.unitLocked,
        'This unit is locked. Unlock it with coins or a plan.',
      );
    }
    return { ...row, videosOnly: !open.has(row.unit_id) };
  }

  app.get(
    '/v1/auth/subjects/topic/:topicId/activities',
    {
      config: auth,
      schema: {
        tags: ['learning'],
        params: z.object({ topicId: z.string().check(z.maxLength(64)) }),
        response: { 200: activitiesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const context = await topicContext(request.params.topicId, request.studentId);
      const activities = await db.db
        .selectFrom('activities')
        .selectAll()
        .where('topic_id', '=', context.topic_id)
        .where('retired_at', 'is', null)
        .$if(context.videosOnly, (query) => query.where('kind', '=', 'video'))
        .orderBy('position')
        .execute();
      const best = activities.length
        ? await db.db
            .selectFrom('activity_attempts')
            .select((eb) => ['activity_id', eb.fn.max('score').as('best')])
            .where('student_id', '=', request.studentId)
            .where(
              'activity_id',
              'in',
              activities.map((a) => a.id),
            )
            .groupBy('activity_id')
            .execute()
        : [];
      return {
        success: true as const,
        topic: {
          _id: context.topic_id,
          topicName: { en: context.topic_en, kn: context.topic_kn },
          subject: { en: context.subject_en, kn: context.subject_kn },
          unitNumber: context.unit_number,
          unit: { name: { en: context.unit_en, kn: context.unit_kn } },
        },
        data: activities.map((activity) => ({
          activityId: activity.id,
          kind: activity.kind as PlayerActivity['kind'],
          heading: { title: activity.heading_title, headingImage: activity.heading_image },
          instruction: activity.instruction ? { title: activity.instruction } : null,
          counter: activity.timer_seconds,
          total: activity.max_score,
          // Answers and feedback travel too: the player gives feedback after each answer. The
          // score is still the server's, and coins stop at the activity's total.
          content: JSON.parse(activity.body) as Record<string, unknown>,
          bestScore: ((row) => (row ? Number(row.best) : null))(
            best.find((b) => b.activity_id === activity.id),
          ),
        })),
      };
    },
  );

  app.post(
    '/v1/auth/wallet/activity',
    {
      config: auth,
      schema: {
        tags: ['learning'],
        summary: 'Complete an activity: the server scores the answers and credits new coins once',
        body: completeActivityRequestSchema,
        response: {
          201: completeActivityResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { activityId, answers, idempotencyKey } = request.body;
      const studentId = request.studentId;
      const activity = await db.db
        .selectFrom('activities')
        .selectAll()
        .where('id', '=', activityId)
        .where('retired_at', 'is', null)
        .executeTakeFirst();
      if (!activity) throw new AppError(404, LEARNING_ERRORS.notFound, 'No such activity.');
      const context = await topicContext(activity.topic_id, studentId);
      if (context.videosOnly && activity.kind !== 'video')
        throw new AppError(
          403,
          LEARNING_ERRORS.unitLocked,
          'This unit is locked. Unlock it with coins or a plan.',
        );

      const previous = await db.db
        .selectFrom('activity_attempts')
        .selectAll()
        .where('student_id', '=', studentId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      let result: { score: number; total: number; coins: number };
      if (previous) {
        result = { score: previous.score, total: previous.total, coins: previous.coins };
      } else {
        const definition = { kind: activity.kind, ...JSON.parse(activity.body) } as CurriculumActivity;
        const points = Math.min(score(definition, answers), activity.max_score);
        result = await db.db.transaction().execute(async (trx) => {
          // ARCHITECTURE.md: an activity earns max(0, score − best earlier score). Each point of
          // an activity is paid once ever (one ledger row per point), so replays and races
          // cannot farm coins.
          let coins = 0;
          for (let point = 1; point <= points; point += 1) {
            const paid = await record(trx, {
              studentId,
              amount: 1,
              reason: 'activity',
              reference: `${activity.id}#${point}`,
            });
            if (paid) coins += 1;
          }
          const inserted = await trx
            .insertInto('activity_attempts')
            .values({
              id: randomUUID(),
              student_id: studentId,
              activity_id: activity.id,
              idempotency_key: idempotencyKey,
              score: points,
              total: activity.max_score,
              coins,
              answers: JSON.stringify(answers ?? null),
              created_at: toDbTime(new Date()),
            })
            .onConflict((oc) => oc.columns(['student_id', 'idempotency_key']).doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
            // The same key arrived twice at once: the other request recorded it.
            const other = await trx
              .selectFrom('activity_attempts')
              .selectAll()
              .where('student_id', '=', studentId)
              .where('idempotency_key', '=', idempotencyKey)
              .executeTakeFirstOrThrow();
            return { score: other.score, total: other.total, coins: other.coins };
          }
          return { score: points, total: activity.max_score, coins };
        });
      }
      const student = await findStudent(db.db, studentId);
      if (!student) throw new AppError(401, 'UNAUTHORIZED', 'Please log in again.');
      return reply.code(201).send({
        success: true,
        message: 'Activity completed.',
        data: result,
        profile: await loadProfile(db.db, student),
      });
    },
  );

  app.get(
    '/v1/auth/profile/activites/completed',
    {
      config: auth,
      schema: {
        tags: ['learning'],
        summary: 'Activities the student has completed (the path is spelt so, spec §7)',
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(
              z.object({
                activityId: z.string(),
                bestScore: z.number(),
                total: z.number(),
                lastCompletedAt: z.string(),
              }),
            ),
          }),
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const rows = await db.db
        .selectFrom('activity_attempts')
        .select((eb) => [
          'activity_id',
          eb.fn.max('score').as('best'),
          eb.fn.max('total').as('total'),
          eb.fn.max('created_at').as('last'),
        ])
        .where('student_id', '=', request.studentId)
        .groupBy('activity_id')
        .execute();
      return {
        success: true as const,
        data: rows.map((row) => ({
          activityId: row.activity_id,
          bestScore: Number(row.best),
          total: Number(row.total),
          lastCompletedAt: fromDbTime(row.last as string).toISOString(),
        })),
      };
    },
  );

  app.get(
    '/v1/auth/profile/unlocked-units',
    {
      config: auth,
      schema: {
        tags: ['learning'],
        response: {
          200: z.object({ success: z.literal(true), data: z.array(z.string()) }),
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const rows = await db.db
        .selectFrom('unit_unlocks')
        .select('unit_id')
        .where('student_id', '=', request.studentId)
        .execute();
      return { success: true as const, data: rows.map((row) => row.unit_id) };
    },
  );
}

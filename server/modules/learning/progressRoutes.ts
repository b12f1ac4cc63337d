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
import { fromDbTime, toDbTime } from '../../db/dialect.ts';
import { AppError } from '../../errors.ts';
import { findStudent, loadProfile } from '../auth/repository.ts';
import { withMediaLinks } from '../media/media.service.ts';
import { recordAll } from '../wallet/ledger.repository.ts';
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
export async function progressRoutes({ app, db, config, catalogue: source, media }: AppContext) {
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
      const catalogue = await source.current();
      const subject = set ? catalogue.subject(set, grade, request.params.subject) : undefined;
      if (!subject)
        throw new AppError(
          404,
          LEARNING_ERRORS.notFound,
          'No such subject for this class, board and medium.',
        );
      const [{ open, videos }, attempted] = await Promise.all([
        unitAccess(db.db, request.studentId, subject.units),
        attemptedActivities(request.studentId),
      ]);
      return {
        success: true as const,
        subject: { _id: subject.id, key: subject.key, name: subject.name },
        data: subject.units.map((unit) => ({
          _id: unit.id,
          unitNumber: unit.number,
          name: unit.name,
          free: unit.free,
          coinCost: coinCostOf(unit.coinCost),
          locked: !open.has(unit.id),
          videosOpen: !open.has(unit.id) && videos.has(unit.id),
          chapters: unit.chapters.map((chapter) => ({
            _id: chapter.id,
            name: chapter.name,
            topics: chapter.topics.map((topic) => ({
              _id: topic.id,
              topicName: topic.name,
              activityCount: topic.activityIds.length,
              completedCount: topic.activityIds.filter((id) => attempted.has(id)).length,
            })),
          })),
        })),
      };
    },
  );

  /** Every activity the student has an attempt at (a student has dozens to hundreds). */
  async function attemptedActivities(studentId: string): Promise<Set<string>> {
    const rows = await db.db
      .selectFrom('activity_attempts')
      .select('activity_id')
      .distinct()
      .where('student_id', '=', studentId)
      .execute();
    return new Set(rows.map((row) => row.activity_id));
  }

  /** The topic with its unit and subject, and whether the student may open it. */
  async function topicContext(topicId: string, studentId: string) {
    const topic = (await source.current()).topic(topicId);
    if (!topic) throw new AppError(404, LEARNING_ERRORS.notFound, 'No such topic.');
    const unit = topic.chapter.unit;
    const { open, videos } = await unitAccess(db.db, studentId, [unit]);
    // Spec §6: content of a locked unit is refused on the server, whatever the client does; a
    // VAV plan opens its videos only.
    if (!open.has(unit.id) && !videos.has(unit.id)) {
      throw new AppError(
        403,
        LEARNING_ERRORS.unitLocked,
        'This unit is locked. Unlock it with coins or a plan.',
      );
    }
    return { topic, unit, videosOnly: !open.has(unit.id) };
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
        .where('topic_id', '=', context.topic.id)
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
          _id: context.topic.id,
          topicName: context.topic.name,
          subject: context.unit.subject.name,
          unitNumber: context.unit.number,
          unit: { name: context.unit.name },
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
          // Lesson media by signed links: only a child who may open this topic gets them.
          content: withMediaLinks(JSON.parse(activity.body) as Record<string, unknown>, media),
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
          const coins = await recordAll(
            trx,
            Array.from({ length: points }, (_, i) => ({
              studentId,
              amount: 1,
              reason: 'activity' as const,
              reference: `${activity.id}#${i + 1}`,
            })),
          );
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

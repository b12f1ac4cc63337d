import * as z from 'zod/mini';
import { errorResponseSchema } from '../../../src/contract/errors.ts';
import type { Locale } from '../../../src/contract/locale.ts';
import {
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '../../../src/contract/notifications.ts';
import type { AppContext } from '../../context.ts';
import { toDbTime } from '../../db/dialect.ts';
import { AppError } from '../../errors.ts';
import { findStudent } from '../auth/repository.ts';
import { listNotifications } from './repository.ts';

type Listed = Awaited<ReturnType<typeof listNotifications>>[number];
const inLanguage = (lang: Locale) => (n: Listed) => ({
  ...n,
  title: n.title[lang],
  content: n.content[lang],
});
const page = (list: Listed[], lang: Locale) => ({
  success: true as const,
  data: list.map(inLanguage(lang)),
  unread: list.filter((n) => !n.read).length,
});
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/**
 * Notifications: the public list of spec §7 (broadcasts by class, board and medium), and the
 * signed-in one the navbar bell shows (broadcasts for the child's class plus their own, with
 * what they have read).
 */
export async function notificationRoutes({ app, db }: AppContext) {
  app.get(
    '/v1/notification',
    {
      schema: {
        tags: ['notifications'],
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { grade, board, medium, lang = 'en' } = request.query;
      return page(await listNotifications(db.db, { grade, board, medium }, null), lang);
    },
  );

  app.get(
    '/v1/auth/notification',
    {
      config: { auth: 'student' },
      schema: {
        tags: ['notifications'],
        querystring: z.object({ lang: z.optional(z.enum(['en', 'kn'])) }),
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const student = await findStudent(db.db, request.studentId);
      if (!student) throw new AppError(401, 'UNAUTHORIZED', 'Please log in again.');
      const audience = { grade: student.grade, board: student.board, medium: student.medium };
      return page(await listNotifications(db.db, audience, student.id), request.query.lang ?? 'en');
    },
  );

  app.post(
    '/v1/auth/notification/:id/read',
    {
      config: { auth: 'student' },
      schema: {
        tags: ['notifications'],
        params: z.object({ id: z.string().check(z.maxLength(64)) }),
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const notification = await db.db
        .selectFrom('notifications')
        .select(['id', 'student_id'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      // Another child's own notification is as good as missing.
      if (!notification || (notification.student_id && notification.student_id !== request.studentId))
        throw new AppError(404, 'NOT_FOUND', 'No such notification.');
      await db.db
        .insertInto('notification_reads')
        .values({
          notification_id: notification.id,
          student_id: request.studentId,
          read_at: toDbTime(new Date()),
        })
        .onConflict((oc) => oc.columns(['notification_id', 'student_id']).doNothing())
        .execute();
      return { success: true as const };
    },
  );
}

import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { findNotification, listNotifications, markRead } from './notifications.repository.ts';

type Listed = Awaited<ReturnType<typeof listNotifications>>[number];
const page = (list: Listed[], lang: Locale) => ({
  success: true as const,
  data: list.map((n) => ({ ...n, title: n.title[lang], content: n.content[lang] })),
  unread: list.filter((n) => !n.read).length,
});

/**
 * Notifications: the public list of spec §7 (broadcasts by class, board and medium), and the
 * signed-in one the bell shows (broadcasts for the child's class plus their own, with what they
 * have read), in the page's language.
 */
export function notificationsService({ db }: Db) {
  return {
    async publicList(audience: { grade: string; board: string; medium: string }, lang: Locale = 'en') {
      return page(await listNotifications(db, audience, null), lang);
    },
    async studentList(
      child: { id: string; grade: string; board: string; medium: string },
      lang: Locale = 'en',
    ) {
      const audience = { grade: child.grade, board: child.board, medium: child.medium };
      return page(await listNotifications(db, audience, child.id), lang);
    },
    async markRead(childId: string, notificationId: string) {
      const notification = await findNotification(db, notificationId);
      // Another child's own notification is as good as missing.
      if (!notification || (notification.student_id && notification.student_id !== childId))
        throw new AppError(404, ERROR_CODES.notFound, 'No such notification.');
      await markRead(db, notification.id, childId);
    },
  };
}

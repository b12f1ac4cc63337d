import { notificationEndpoints as endpoints } from '../../../domain/contract/notifications.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../route.ts';
import { notificationsService } from './notifications.service.ts';

/** Notifications: the public list (spec §7) and the signed-in child's bell. */
export function notificationRoutes({ app, db }: AppContext) {
  const notifications = notificationsService(db);

  route(app, endpoints.listNotifications, async (request) => {
    const { lang, ...audience } = request.query;
    return notifications.publicList(audience, lang);
  });

  route(app, endpoints.listMyNotifications, (request) =>
    notifications.studentList(request.child, request.query.lang),
  );

  route(app, endpoints.markNotificationRead, async (request) => {
    await notifications.markRead(request.child.id, request.params.id);
    return { success: true };
  });
}

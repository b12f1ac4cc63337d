/**
 * Notifications (spec §7): their routes, a notice to one student, a broadcast, and the texts the server writes itself.
 * The module's one face (issue 33): nothing outside server/modules/notifications/ imports its other files.
 */
export { notifyChild as notifyStudent, publishBroadcast } from './notifications.repository.ts';
export { notificationRoutes } from './notifications.routes.ts';
export { OWN } from './notifications.texts.ts';

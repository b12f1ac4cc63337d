import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { LOCALES } from './locale.ts';
import { operation } from './operations.ts';

/** GET /v1/notification (spec §7: by grade, medium and board; no sign-in; the list in `data`). */
export const notificationsQuerySchema = z.object({
  grade: z.string().check(z.regex(/^[1-7]$/, { error: 'grade' })),
  board: z.string().check(z.minLength(1), z.maxLength(40)),
  medium: z.string().check(z.minLength(1), z.maxLength(20)),
  lang: z.optional(z.enum(LOCALES)),
});

/** Spec §3 "Notification": imageUrl, title, content, timestamp; `read` for a signed-in student. */
export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(['broadcast', 'coins', 'unlock', 'plan']),
  imageUrl: z.nullable(z.string()),
  title: z.string(),
  content: z.string(),
  timestamp: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(notificationSchema),
  unread: z.number(),
});

/** The signed-in list's query: the page's language. */
export const myNotificationsQuerySchema = z.object({ lang: z.optional(z.enum(LOCALES)) });
export const notificationIdParamsSchema = z.object({ id: z.string().check(z.maxLength(64)) });
export const markReadResponseSchema = z.object({ success: z.literal(true) });

/** Notifications (spec §7) and the navbar bell. */
export const notificationEndpoints = {
  listNotifications: endpoint({
    ...operation('listNotifications'),
    auth: 'public',
    tag: 'notifications',
    summary: 'Broadcasts for a class, board and medium, newest first',
    description: 'No sign-in; `read` is always false. Texts in `lang` (English by default).',
    query: notificationsQuerySchema,
    status: 200,
    response: notificationsResponseSchema,
    errors: [400],
  }),
  listMyNotifications: endpoint({
    ...operation('listMyNotifications'),
    auth: 'session',
    tag: 'notifications',
    summary: "The bell: broadcasts for the child's class and their own, with what they have read",
    description: '`lang` chooses the language of the texts (English by default).',
    query: myNotificationsQuerySchema,
    status: 200,
    response: notificationsResponseSchema,
    errors: [400, 401],
  }),
  markNotificationRead: endpoint({
    ...operation('markNotificationRead'),
    auth: 'session',
    tag: 'notifications',
    summary: 'Marks one notification read (once; another child’s own answers 404)',
    description: 'Marking one already read answers success again and changes nothing.',
    params: notificationIdParamsSchema,
    status: 200,
    response: markReadResponseSchema,
    errors: [400, 401, 404],
  }),
};

import * as z from 'zod/mini';
import { LOCALES } from './locale.ts';

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
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { fromDbTime, toDbTime } from '../../db/dialect.ts';
import type { Database, NotificationTable } from '../../db/schema.ts';

import { IMAGES, type Texts } from './notifications.texts.ts';

export async function notifyChild(
  db: Kysely<Database>,
  childId: string,
  kind: Exclude<NotificationTable['kind'], 'broadcast'>,
  texts: Texts,
) {
  await db
    .insertInto('notifications')
    .values({
      id: randomUUID(),
      student_id: childId,
      grade: null,
      board: null,
      medium: null,
      kind,
      title_en: texts.title.en,
      title_kn: texts.title.kn,
      content_en: texts.content.en,
      content_kn: texts.content.kn,
      image_url: IMAGES[kind],
      created_at: toDbTime(new Date()),
    })
    .execute();
}

/** A broadcast to a class, board and medium; an empty field reaches everyone (`npm run notify`). */
export async function publishBroadcast(
  db: Kysely<Database>,
  input: Texts & { grade?: string; board?: string; medium?: string; imageUrl?: string },
) {
  const id = randomUUID();
  await db
    .insertInto('notifications')
    .values({
      id,
      student_id: null,
      grade: input.grade || null,
      board: input.board || null,
      medium: input.medium || null,
      kind: 'broadcast',
      title_en: input.title.en,
      title_kn: input.title.kn,
      content_en: input.content.en,
      content_kn: input.content.kn,
      image_url: input.imageUrl || IMAGES.broadcast,
      created_at: toDbTime(new Date()),
    })
    .execute();
  return id;
}

const LIMIT = 30;

/** Broadcasts for a class, board and medium, and (for a student) their own, newest first. */
export async function listNotifications(
  db: Kysely<Database>,
  audience: { grade: string; board: string; medium: string },
  childId: string | null,
) {
  const rows = await db
    .selectFrom('notifications')
    .leftJoin('notification_reads', (join) =>
      join
        .onRef('notification_reads.notification_id', '=', 'notifications.id')
        .on('notification_reads.student_id', '=', childId ?? ''),
    )
    .selectAll('notifications')
    .select('notification_reads.read_at')
    .where((eb) => {
      const broadcast = eb.and([
        eb('notifications.student_id', 'is', null),
        eb.or([eb('grade', 'is', null), eb('grade', '=', audience.grade)]),
        eb.or([eb('board', 'is', null), eb('board', '=', audience.board)]),
        eb.or([eb('medium', 'is', null), eb('medium', '=', audience.medium)]),
      ]);
      return childId ? eb.or([broadcast, eb('notifications.student_id', '=', childId)]) : broadcast;
    })
    .orderBy('notifications.created_at', 'desc')
    .limit(LIMIT)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    imageUrl: row.image_url,
    title: { en: row.title_en, kn: row.title_kn },
    content: { en: row.content_en, kn: row.content_kn },
    timestamp: fromDbTime(row.created_at).toISOString(),
    read: row.read_at != null,
  }));
}

/** A notification's owner (null for a broadcast), or undefined when there is none of that id. */
export function findNotification(db: Kysely<Database>, id: string) {
  return db.selectFrom('notifications').select(['id', 'student_id']).where('id', '=', id).executeTakeFirst();
}

/** Marks a notification read by a student, once. */
export async function markRead(db: Kysely<Database>, notificationId: string, childId: string) {
  await db
    .insertInto('notification_reads')
    .values({ notification_id: notificationId, student_id: childId, read_at: toDbTime(new Date()) })
    .onConflict((oc) => oc.columns(['notification_id', 'student_id']).doNothing())
    .execute();
}

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { fromDbTime, toDbTime } from '../../db/dialect.ts';
import type { Database, NotificationTable } from '../../db/schema.ts';

type Texts = { title: { en: string; kn: string }; content: { en: string; kn: string } };

/** The student's own notifications, in both languages (spec §3: image, title, content, time). */
export const OWN = {
  checkIn: (coins: number): Texts => ({
    title: { en: `${coins} coins received`, kn: `${coins} ನಾಣ್ಯಗಳು ಬಂದಿವೆ` },
    content: {
      en: `You checked in today and earned ${coins} coins. Come back tomorrow for more!`,
      kn: `ಇಂದು ಹಾಜರಿ ಹಾಕಿ ${coins} ನಾಣ್ಯಗಳನ್ನು ಗಳಿಸಿದೆ. ನಾಳೆ ಮತ್ತೆ ಬಾ, ಇನ್ನಷ್ಟು ಸಿಗುತ್ತವೆ!`,
    },
  }),
  unitUnlocked: (unit: { en: string; kn: string }, coins: number): Texts => ({
    title: { en: 'Unit unlocked', kn: 'ಘಟಕ ತೆರೆಯಿತು' },
    content: {
      en: `You used ${coins} coins to open “${unit.en}”. Have fun learning!`,
      kn: `${coins} ನಾಣ್ಯಗಳಿಂದ “${unit.kn}” ತೆರೆದಿದೆ. ಖುಷಿಯಿಂದ ಕಲಿ!`,
    },
  }),
  planActivated: (type: 'ALL_ACCESS' | 'VAV', until: string): Texts => ({
    title:
      type === 'ALL_ACCESS'
        ? { en: 'All Access is on', kn: 'ಆಲ್ ಆಕ್ಸೆಸ್ ಆರಂಭವಾಗಿದೆ' }
        : { en: 'Video lessons are on', kn: 'ವಿಡಿಯೋ ಪಾಠಗಳು ಆರಂಭವಾಗಿವೆ' },
    content:
      type === 'ALL_ACCESS'
        ? {
            en: `Every unit and video of your class is open until ${until}. Happy learning!`,
            kn: `ನಿಮ್ಮ ತರಗತಿಯ ಎಲ್ಲಾ ಘಟಕಗಳು ಮತ್ತು ವಿಡಿಯೋಗಳು ${until}ರವರೆಗೆ ತೆರೆದಿವೆ. ಖುಷಿಯಿಂದ ಕಲಿಯಿರಿ!`,
          }
        : {
            en: `Every video lesson of your class is open until ${until}. Happy learning!`,
            kn: `ನಿಮ್ಮ ತರಗತಿಯ ಎಲ್ಲಾ ವಿಡಿಯೋ ಪಾಠಗಳು ${until}ರವರೆಗೆ ತೆರೆದಿವೆ. ಖುಷಿಯಿಂದ ಕಲಿಯಿರಿ!`,
          },
  }),
};

const IMAGES: Record<NotificationTable['kind'], string> = {
  broadcast: '/images/icons/videos.svg',
  coins: '/images/icons/coins.svg',
  unlock: '/images/icons/syllabus.svg',
  plan: '/images/icons/parents.svg',
};

export async function notifyStudent(
  db: Kysely<Database>,
  studentId: string,
  kind: Exclude<NotificationTable['kind'], 'broadcast'>,
  texts: Texts,
) {
  await db
    .insertInto('notifications')
    .values({
      id: randomUUID(),
      student_id: studentId,
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
  studentId: string | null,
) {
  const rows = await db
    .selectFrom('notifications')
    .leftJoin('notification_reads', (join) =>
      join
        .onRef('notification_reads.notification_id', '=', 'notifications.id')
        .on('notification_reads.student_id', '=', studentId ?? ''),
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
      return studentId ? eb.or([broadcast, eb('notifications.student_id', '=', studentId)]) : broadcast;
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

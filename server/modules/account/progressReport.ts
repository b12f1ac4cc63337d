import type { Kysely } from 'kysely';
import type { ProgressReport } from '../../../src/contract/account.ts';
import { calendarDay, daysBetween } from '../../../src/lib/calendarDay.ts';
import { fromDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

const WEEKS = 4;
const DAY = 86_400_000;

/**
 * Activities completed and coins earned per subject in each of the last four weeks (the last
 * 7 days are the newest week), for the small chart in My Account.
 */
export async function progressReport(
  db: Kysely<Database>,
  studentId: string,
  now = new Date(),
): Promise<ProgressReport> {
  const since = new Date(now.getTime() - WEEKS * 7 * DAY - DAY).toISOString();
  const [attempts, coins] = await Promise.all([
    db
      .selectFrom('activity_attempts')
      .select(['activity_id', 'created_at'])
      .where('student_id', '=', studentId)
      .where('created_at', '>=', since)
      .execute(),
    db
      .selectFrom('coin_ledger')
      .select(['reference', 'amount', 'created_at'])
      .where('student_id', '=', studentId)
      .where('reason', '=', 'activity')
      .where('created_at', '>=', since)
      .execute(),
  ]);
  const activityIds = [
    ...new Set([...attempts.map((a) => a.activity_id), ...coins.map((c) => c.reference.split('#')[0] ?? '')]),
  ];
  const rows = activityIds.length
    ? await db
        .selectFrom('activities')
        .innerJoin('topics', 'topics.id', 'activities.topic_id')
        .innerJoin('chapters', 'chapters.id', 'topics.chapter_id')
        .innerJoin('units', 'units.id', 'chapters.unit_id')
        .innerJoin('subjects', 'subjects.id', 'units.subject_id')
        .select(['activities.id', 'subjects.key', 'subjects.name_en', 'subjects.name_kn', 'subjects.colour'])
        .where('activities.id', 'in', activityIds)
        .execute()
    : [];
  const subjectOf = new Map(rows.map((row) => [row.id, row]));

  const weeks = Array.from({ length: WEEKS }, (_, i) => {
    const newestDay = new Date(now.getTime() - (WEEKS - 1 - i) * 7 * DAY);
    return { from: calendarDay(new Date(newestDay.getTime() - 6 * DAY)), to: calendarDay(newestDay) };
  });
  const weekOf = (at: Date) => WEEKS - 1 - Math.floor(daysBetween(at, now) / 7);
  const subjects = new Map<string, ProgressReport['subjects'][number]>();
  const add = (activityId: string, at: Date, field: 'activities' | 'coins', amount: number) => {
    const subject = subjectOf.get(activityId);
    const week = weekOf(at);
    if (!subject || week < 0 || week >= WEEKS) return;
    let line = subjects.get(subject.key);
    if (!line) {
      line = {
        key: subject.key,
        name: { en: subject.name_en, kn: subject.name_kn },
        colour: subject.colour,
        activities: Array(WEEKS).fill(0),
        coins: Array(WEEKS).fill(0),
      };
      subjects.set(subject.key, line);
    }
    line[field][week] = (line[field][week] ?? 0) + amount;
  };
  for (const attempt of attempts) add(attempt.activity_id, fromDbTime(attempt.created_at), 'activities', 1);
  for (const coin of coins)
    add(coin.reference.split('#')[0] ?? '', fromDbTime(coin.created_at), 'coins', Number(coin.amount));
  return { weeks, subjects: [...subjects.values()].sort((a, b) => a.key.localeCompare(b.key)) };
}

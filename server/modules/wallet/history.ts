import type { Kysely } from 'kysely';
import type { CoinHistory } from '../../../src/contract/wallet.ts';
import { calendarDay } from '../../../src/lib/calendarDay.ts';
import { fromDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

const LIMIT = 500;

/**
 * The coin history a parent reads in My Account: newest first, an activity's points (one ledger
 * row each) gathered into one line per activity and day, each with what it was for.
 */
export async function coinHistory(db: Kysely<Database>, studentId: string): Promise<CoinHistory['data']> {
  const rows = await db
    .selectFrom('coin_ledger')
    .select(['amount', 'reason', 'reference', 'created_at'])
    .where('student_id', '=', studentId)
    .orderBy('created_at', 'desc')
    .limit(LIMIT)
    .execute();
  const activityIds = [
    ...new Set(rows.filter((r) => r.reason === 'activity').map((r) => r.reference.split('#')[0] ?? '')),
  ];
  const unitIds = [...new Set(rows.filter((r) => r.reason === 'unlock').map((r) => r.reference))];
  const [topics, units] = await Promise.all([
    activityIds.length
      ? db
          .selectFrom('activities')
          .innerJoin('topics', 'topics.id', 'activities.topic_id')
          .select(['activities.id', 'activities.heading_title', 'topics.name_en', 'topics.name_kn'])
          .where('activities.id', 'in', activityIds)
          .execute()
      : [],
    unitIds.length
      ? db.selectFrom('units').select(['id', 'name_en', 'name_kn']).where('id', 'in', unitIds).execute()
      : [],
  ]);

  const lines: CoinHistory['data'] = [];
  const byKey = new Map<string, CoinHistory['data'][number]>();
  for (const row of rows) {
    const at = fromDbTime(row.created_at);
    const activityId = row.reason === 'activity' ? (row.reference.split('#')[0] ?? '') : '';
    const key = activityId ? `${activityId}@${calendarDay(at)}` : '';
    const same = key ? byKey.get(key) : undefined;
    if (same) {
      same.amount += Number(row.amount);
      continue;
    }
    const line = {
      amount: Number(row.amount),
      reason: row.reason,
      label: label(row),
      createdAt: at.toISOString(),
    };
    if (key) byKey.set(key, line);
    lines.push(line);
  }
  return lines;

  function label(row: (typeof rows)[number]): { en: string; kn: string } {
    switch (row.reason) {
      case 'activity': {
        const topic = topics.find((t) => t.id === row.reference.split('#')[0]);
        return topic
          ? {
              en: `${topic.heading_title} · ${topic.name_en}`,
              kn: `${topic.heading_title} · ${topic.name_kn}`,
            }
          : { en: 'Activity', kn: 'ಚಟುವಟಿಕೆ' };
      }
      case 'unlock': {
        const unit = units.find((u) => u.id === row.reference);
        return { en: `Unlocked “${unit?.name_en ?? ''}”`, kn: `“${unit?.name_kn ?? ''}” ತೆರೆಯಲಾಗಿದೆ` };
      }
      case 'check-in':
        return { en: 'Daily check-in', kn: 'ದಿನದ ಹಾಜರಿ' };
      case 'correction':
        return { en: 'Correction by the Kalike team', kn: 'ಕಲಿಕೆ ತಂಡದ ತಿದ್ದುಪಡಿ' };
    }
  }
}

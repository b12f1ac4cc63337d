import type { Kysely } from 'kysely';
import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import { type CoinHistory, HISTORY_LIMIT } from '../../../domain/contract/wallet.ts';
import { calendarDay } from '../../../domain/rules/calendarDay.ts';
import { fromDbTime, INDIA_OFFSET_MINUTES } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import {
  activityLabels,
  type LedgerRow,
  ledgerRowsBefore,
  ledgerRowsBetween,
  unitNames,
} from './wallet.repository.ts';

type Line = CoinHistory['data'][number];

/** Ledger rows read at a time; the oldest day of a full read is then read whole. */
const CHUNK = 500;
const DAY_MS = 86_400_000;

/** Where a row, or a line (its newest row), stands: newest first by time, then by id. */
interface Position {
  at: number;
  id: string;
}
const compare = (a: Position, b: Position) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The first moment of the calendar day in India (Asia/Kolkata is +05:30 all year) of `moment`. */
const dayStartOf = (moment: Date) =>
  new Date(Date.parse(`${calendarDay(moment)}T00:00:00Z`) - INDIA_OFFSET_MINUTES * 60_000);

/**
 * The cursor is opaque to clients: the position of the last line sent, base64url. Anything else
 * is refused with 400 in the one error format, rather than read as the first page.
 */
export const encodeCursor = ({ at, id }: Position) => Buffer.from(`${at}.${id}`).toString('base64url');
function decodeCursor(cursor: string): Position {
  const match = /^(\d{1,15})\.([\w-]{1,64})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match || Buffer.from(`${match[1]}.${match[2]}`).toString('base64url') !== cursor)
    throw new AppError(400, ERROR_CODES.validation, 'Please check these fields: cursor.', {
      fields: { cursor: 'invalid' },
    });
  return { at: Number(match[1]), id: match[2] as string };
}

const activityOf = (reference: string) => reference.split('#')[0] ?? '';

/** One line of the history: the rows of one movement, or of one activity on one day. */
interface Group {
  newest: Position;
  row: LedgerRow;
  amount: number;
}

/** Rows of whole days grouped into lines, newest line first (a line stands where its newest row does). */
function groupsOf(rows: LedgerRow[]): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const at = fromDbTime(row.created_at);
    const position = { at: at.getTime(), id: String(row.id) };
    const key =
      row.reason === 'activity' ? `a:${activityOf(row.reference)}@${calendarDay(at)}` : `r:${row.id}`;
    const group = groups.get(key);
    if (!group) groups.set(key, { newest: position, row, amount: Number(row.amount) });
    else {
      group.amount += Number(row.amount);
      if (compare(position, group.newest) > 0) Object.assign(group, { newest: position, row });
    }
  }
  return [...groups.values()].sort((a, b) => compare(b.newest, a.newest));
}

/**
 * The coin history a parent reads in My Account (issue 27: every movement, page by page): newest
 * first, an activity's points of one day (one ledger row each) as one line, each named. A page is
 * whole lines, read by whole days in India, so a line is never cut between pages; together the
 * pages hold every ledger row once, so they sum to the balance.
 */
export async function coinHistoryPage(
  db: Kysely<Database>,
  childId: string,
  { limit = HISTORY_LIMIT.default, cursor }: { limit?: number | undefined; cursor?: string | undefined },
): Promise<{ lines: Line[]; nextCursor: string | null }> {
  const after = cursor === undefined ? null : decodeCursor(cursor);
  // From the end of the cursor's day: its lines after the cursor's are this page's first.
  let before = after ? new Date(dayStartOf(new Date(after.at)).getTime() + DAY_MS) : null;
  const groups: Group[] = [];
  for (;;) {
    const chunk = await ledgerRowsBefore(db, childId, before, CHUNK);
    const oldest = chunk.length === CHUNK ? chunk[chunk.length - 1] : undefined;
    let rows = chunk;
    if (oldest) {
      // The read stopped inside a day: that day is read again whole, and the next read is older.
      const start = dayStartOf(fromDbTime(oldest.created_at));
      const end = new Date(start.getTime() + DAY_MS);
      rows = [
        ...chunk.filter((row) => fromDbTime(row.created_at) >= end),
        ...(await ledgerRowsBetween(db, childId, start, end)),
      ];
      before = start;
    }
    groups.push(...groupsOf(rows).filter((group) => !after || compare(group.newest, after) < 0));
    if (!oldest || groups.length > limit) break;
  }
  const page = groups.slice(0, limit);
  const last = page[page.length - 1];
  return {
    lines: await linesOf(db, page),
    nextCursor: groups.length > limit && last ? encodeCursor(last.newest) : null,
  };
}

/** Each line with what it was for, in both languages: an activity's title and topic, a unit's name. */
async function linesOf(db: Kysely<Database>, groups: Group[]): Promise<Line[]> {
  const rows = groups.map((group) => group.row);
  const [topics, units] = await Promise.all([
    activityLabels(db, [
      ...new Set(rows.filter((r) => r.reason === 'activity').map((r) => activityOf(r.reference))),
    ]),
    unitNames(db, [...new Set(rows.filter((r) => r.reason === 'unlock').map((r) => r.reference))]),
  ]);
  const label = (row: LedgerRow): Line['label'] => {
    switch (row.reason) {
      case 'activity': {
        const topic = topics.find((t) => t.id === activityOf(row.reference));
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
      case 'streak': {
        // reference: streak:<first day of the run>:<days>
        const days = row.reference.split(':')[2] ?? '';
        return { en: `Streak reward: ${days} days in a row`, kn: `ಸತತ ${days} ದಿನಗಳ ಬಹುಮಾನ` };
      }
      case 'correction':
        return { en: 'Correction by the Kalike team', kn: 'ಕಲಿಕೆ ತಂಡದ ತಿದ್ದುಪಡಿ' };
      case 'story':
        // reference: the story's key; paid once, on its first reading (ADR 028 addendum).
        return { en: 'A story read to the end', kn: 'ಕೊನೆಯವರೆಗೆ ಓದಿದ ಕಥೆ' };
    }
  };
  return groups.map((group) => ({
    amount: group.amount,
    reason: group.row.reason,
    label: label(group.row),
    createdAt: new Date(group.newest.at).toISOString(),
  }));
}

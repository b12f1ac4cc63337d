import type { Kysely } from 'kysely';
import type { ChildPersonalData, PersonalData, ProgressReport } from '../../../domain/contract/account.ts';
import { calendarDay } from '../../../domain/rules/calendarDay.ts';
import { currentMonday, mondayOf, recentWeeks } from '../../../domain/rules/calendarWeek.ts';
import { fromDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { exportedTables } from '../../privacy/inventory.ts';
import type { OtpService, SessionCache } from '../auth/index.ts';
import { type Child, childrenOf } from '../auth/index.ts';
import { week } from '../reports/index.ts';
import {
  activitySince,
  deleteChildRows,
  deleteFamilyRows,
  exportRows,
  subjectsOfActivities,
} from './account.repository.ts';

const WEEKS = 4;

/**
 * Erases one child and every row of theirs, in one transaction; sessions started as the child
 * move to `keeperId` (account.repository.ts `deleteChildRows`). For removing a child from a family.
 */
export const deleteChild = (db: Kysely<Database>, childId: string, keeperId: string) =>
  db.transaction().execute((trx) => deleteChildRows(trx, childId, keeperId));

/**
 * Activities completed and coins earned per subject in each of the last four weeks, India's
 * weeks Monday to Sunday as the weekly report counts them (the newest is the week under way),
 * for the small chart in My Account.
 */
export async function progressReport(
  db: Kysely<Database>,
  childId: string,
  now = new Date(),
): Promise<ProgressReport> {
  const weeks = recentWeeks(now, WEEKS);
  const since = week(weeks[0]?.from ?? currentMonday(now)).start.toISOString();
  const { attempts, coins } = await activitySince(db, childId, since);
  const activityIds = [
    ...new Set([...attempts.map((a) => a.activity_id), ...coins.map((c) => c.reference.split('#')[0] ?? '')]),
  ];
  const subjectOf = new Map((await subjectsOfActivities(db, activityIds)).map((row) => [row.id, row]));

  const weekOf = (at: Date) => weeks.findIndex((span) => span.from === mondayOf(calendarDay(at)));
  const subjects = new Map<string, ProgressReport['subjects'][number]>();
  const add = (activityId: string, at: Date, field: 'activities' | 'coins', amount: number) => {
    const subject = subjectOf.get(activityId);
    const index = weekOf(at);
    if (!subject || index < 0) return;
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
    line[field][index] = (line[field][index] ?? 0) + amount;
  };
  for (const attempt of attempts) add(attempt.activity_id, fromDbTime(attempt.created_at), 'activities', 1);
  for (const coin of coins)
    add(coin.reference.split('#')[0] ?? '', fromDbTime(coin.created_at), 'coins', Number(coin.amount));
  return { weeks, subjects: [...subjects.values()].sort((a, b) => a.key.localeCompare(b.key)) };
}

/**
 * The parent's rights under India's DPDP Act: every piece of the child's data as a file, and
 * deletion of the account confirmed by a code sent to the phone.
 */
export function accountService(
  db: Kysely<Database>,
  otp: OtpService,
  sessions: Pick<SessionCache, 'forgetParent'>,
) {
  /** Every table privacy/inventory.ts exports, by the child's id, phone or parent. */
  async function childData(child: Child, now = new Date()): Promise<ChildPersonalData> {
    const by = { child: child.id, phone: child.phone, parent: child.parentId, account: child.parentId };
    const tables = exportedTables(['child', 'phone', 'parent']);
    const rows = await Promise.all(
      tables.map(({ table, spec }) => exportRows(db, table, spec, by[spec.scope])),
    );
    const file = Object.fromEntries(tables.map(({ spec }, i) => [spec.key, rows[i]]));
    return {
      ...file,
      exportedAt: now.toISOString(),
      about: 'Everything Kalike stores about this child. Dates are in UTC.',
      // The profile, with the parent's phone and e-mail it is reached by.
      account: { ...file.account?.[0], phone: child.phone, email: child.email },
    } as unknown as ChildPersonalData;
  }

  return {
    progressReport: (childId: string) => progressReport(db, childId),

    /** Everything stored about one child; the password hash, tokens and codes stay out. */
    childData,

    /** The whole account: the active child's file, the parent's row and every other child's file. */
    async exportPersonalData(active: Child, now = new Date()): Promise<PersonalData> {
      const [activeData, parents, children] = await Promise.all([
        childData(active, now),
        Promise.all(
          exportedTables(['account']).map(({ table, spec }) => exportRows(db, table, spec, active.parentId)),
        ),
        childrenOf(db, active.parentId),
      ]);
      const others = await Promise.all(
        children.filter((child) => child.id !== active.id).map((child) => childData(child, now)),
      );
      return {
        ...activeData,
        about:
          'Everything Kalike stores about this account: the child playing now, the parent, and the other children. Dates are in UTC.',
        parent: { ...parents[0]?.[0] },
        otherChildren: others,
      };
    },

    /** The code that confirms the deletion, to the account's own phone. */
    sendDeletionCode: (child: Child, address: string) => otp.send(child.phone, 'delete', address),

    /** After the right code: the account and every personal row go, in one transaction. */
    async deleteAccount(child: Child, otpSecret: string, code: string) {
      await otp.verify(child.phone, otpSecret, code, 'delete');
      await db
        .transaction()
        .execute((trx) => deleteFamilyRows(trx, { id: child.parentId, phone: child.phone }));
      // Every instance stops remembering the family's sessions (DPDP: access ends at once).
      await sessions.forgetParent(child.parentId);
    },
  };
}

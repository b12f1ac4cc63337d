import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { PAID_ORDER_FINANCIAL_YEARS, RETENTION_DAYS } from '../../privacy/inventory.ts';
import { deleteChildRows, deleteFamilyRows } from './account.repository.ts';
import {
  allChildren,
  allParents,
  compactRotatedTokens,
  deleteContactMessages,
  deleteEndedSessions,
  deleteOldDeletionRecords,
  deleteOtpRecords,
  deleteOutbox,
  deletePaidOrders,
  deleteUnpaidOrders,
  deletionId,
  deletionIds,
} from './retention.repository.ts';

const DAY = 86_400_000;
/**
 * Replaced refresh tokens are compacted this long after their rotation: six times the 10 s reuse
 * grace of tokens.service (inside it a repeat needs the row), for clocks a little apart.
 */
const COMPACT_AFTER_MS = 60_000;
/** India's Standard Time, for the financial year (1 April to 31 March). */
const IST_MS = 330 * 60_000;

/**
 * The first moment no longer kept for paid orders: 1 April (IST) of the financial year
 * PAID_ORDER_FINANCIAL_YEARS before the current one. A payment of FY 2025-26 is kept through
 * FY 2033-34, and goes on 1 April 2034.
 */
export function paidOrdersKeptFrom(now: Date): Date {
  const india = new Date(now.getTime() + IST_MS);
  const yearStart = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return new Date(Date.UTC(yearStart - PAID_ORDER_FINANCIAL_YEARS, 3, 1) - IST_MS);
}

export type RetentionSummary = Awaited<ReturnType<ReturnType<typeof retention>['run']>>;

/**
 * `npm run data:retention` (issue 32): deletes what privacy/inventory.ts says has expired, and
 * deletes again any account or child recorded as deleted that a restored backup brought back.
 * Safe to run at any time, twice, or on two hosts at once: each step deletes by age or by record.
 */
export function retention(db: Kysely<Database>) {
  const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

  /** Accounts and children deleted before a backup was restored: deleted again (the record keeps its first time). */
  async function purgeRestored() {
    const deleted = await deletionIds(db);
    let accounts = 0;
    let children = 0;
    for (const parent of await allParents(db)) {
      if (!deleted.parents.has(deletionId(parent.id))) continue;
      await db.transaction().execute((trx) => deleteFamilyRows(trx, parent));
      accounts += 1;
    }
    const remaining = await allChildren(db);
    for (const child of remaining) {
      if (!deleted.students.has(deletionId(child.id))) continue;
      // A brother or sister takes over the sessions started as this child (as on removal).
      const keeper = remaining.find(
        (other) => other.parent_id === child.parent_id && !deleted.students.has(deletionId(other.id)),
      );
      await db.transaction().execute((trx) => deleteChildRows(trx, child.id, keeper?.id ?? child.id));
      children += 1;
    }
    return { accounts, children };
  }

  return {
    async run(now = new Date()) {
      const restored = await purgeRestored();
      return {
        restoredAccountsDeleted: restored.accounts,
        restoredChildrenDeleted: restored.children,
        otpRecords: await deleteOtpRecords(db, ago(now, RETENTION_DAYS.otp)),
        smsOutbox: await deleteOutbox(db, ago(now, RETENTION_DAYS.smsOutbox)),
        contactMessages: await deleteContactMessages(db, ago(now, RETENTION_DAYS.contact)),
        unpaidOrders: await deleteUnpaidOrders(db, ago(now, RETENTION_DAYS.unpaidOrder)),
        paidOrders: await deletePaidOrders(db, paidOrdersKeptFrom(now)),
        replacedTokens: await compactRotatedTokens(db, new Date(now.getTime() - COMPACT_AFTER_MS)),
        endedSessions: await deleteEndedSessions(db, ago(now, RETENTION_DAYS.endedSession)),
        deletionRecords: await deleteOldDeletionRecords(db, ago(now, RETENTION_DAYS.deletionRecord)),
      };
    },
  };
}

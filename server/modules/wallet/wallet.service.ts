import type { CoinHistory } from '../../../src/contract/wallet.ts';
import { WALLET_ERRORS } from '../../../src/contract/wallet.ts';
import { calendarDay } from '../../../src/lib/calendarDay.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { fromDbBool, fromDbTime, lockStudentRow } from '../../db/dialect.ts';
import { AppError } from '../../errors.ts';
import { notifyStudent } from '../notifications/notifications.repository.ts';
import { OWN } from '../notifications/notifications.texts.ts';
import { streakService } from '../streak/streak.service.ts';
import { coinTotals, record } from './ledger.repository.ts';
import {
  activityLabels,
  findUnit,
  hasCheckedIn,
  hasUnlocked,
  insertUnlock,
  ledgerRows,
  unitNames,
} from './wallet.repository.ts';

/** How many ledger rows the history reads: a year of a keen child's movements. */
const HISTORY_ROWS = 500;

/**
 * The wallet's rules (ARCHITECTURE.md, "Coins"): the daily check-in, unlocking a unit with
 * coins, and the history a parent reads. Every movement is a ledger row; a unique (student,
 * reason, reference) row makes "once" the database's rule.
 */
export function walletService(database: Db, config: Config) {
  const { db, kind } = database;
  const checkInCoins = config.business.dailyCheckInCoins;
  const streaks = streakService(database, config);
  return {
    async checkInStatus(studentId: string, now = new Date()) {
      const day = calendarDay(now);
      return { day, checkedIn: await hasCheckedIn(db, studentId, day), coins: checkInCoins };
    },

    /** Today's coins, once per calendar day in Asia/Kolkata (409 after). */
    async checkIn(studentId: string, now = new Date()) {
      // The day is the reference of the ledger row: a second check-in that day, however close
      // in time, meets the unique key and pays nothing.
      const day = calendarDay(now);
      const paid = await db.transaction().execute(async (trx) => {
        const inserted = await record(trx, {
          studentId,
          amount: checkInCoins,
          reason: 'check-in',
          reference: day,
        });
        if (inserted) await notifyStudent(trx, studentId, 'coins', OWN.checkIn(checkInCoins));
        return inserted;
      });
      if (!paid)
        throw new AppError(409, WALLET_ERRORS.alreadyCheckedIn, 'You have checked in today already.');
      // The check-in may make the streak reach a reward day (paid once per run and day count).
      const streakCoins = await streaks.payRewards(studentId, now);
      return { day, coins: checkInCoins, streakCoins };
    },

    /** Spends a unit's coins once, whatever the concurrency; the first unit of a subject is free. */
    async unlockUnit(studentId: string, unitId: string) {
      const unit = await findUnit(db, unitId);
      if (!unit) throw new AppError(404, WALLET_ERRORS.unitNotFound, 'No such unit.');
      const cost = unit.coin_cost ?? config.business.unitUnlockCoins;
      if (fromDbBool(unit.free))
        throw new AppError(409, WALLET_ERRORS.alreadyOpen, 'This unit is already open.');
      await db.transaction().execute(async (trx) => {
        // One unlock at a time per student, so two at once cannot both see enough coins.
        await lockStudentRow(trx, kind, studentId);
        if (await hasUnlocked(trx, studentId, unit.id))
          throw new AppError(409, WALLET_ERRORS.alreadyOpen, 'This unit is already open.');
        const { balance } = await coinTotals(trx, studentId);
        if (balance < cost)
          throw new AppError(
            409,
            WALLET_ERRORS.notEnoughCoins,
            `This unit needs ${cost} coins; you have ${balance}.`,
          );
        await insertUnlock(trx, studentId, unit.id);
        await record(trx, { studentId, amount: -cost, reason: 'unlock', reference: unit.id });
        await notifyStudent(
          trx,
          studentId,
          'unlock',
          OWN.unitUnlocked({ en: unit.name_en, kn: unit.name_kn }, cost),
        );
      });
      return { unitId: unit.id, coinsSpent: cost };
    },

    /**
     * The coin history a parent reads in My Account: newest first, an activity's points (one
     * ledger row each) gathered into one line per activity and day, each with what it was for.
     */
    async coinHistory(studentId: string): Promise<CoinHistory['data']> {
      const rows = await ledgerRows(db, studentId, HISTORY_ROWS);
      const activityOf = (reference: string) => reference.split('#')[0] ?? '';
      const [topics, units] = await Promise.all([
        activityLabels(db, [
          ...new Set(rows.filter((r) => r.reason === 'activity').map((r) => activityOf(r.reference))),
        ]),
        unitNames(db, [...new Set(rows.filter((r) => r.reason === 'unlock').map((r) => r.reference))]),
      ]);
      const label = (row: (typeof rows)[number]): { en: string; kn: string } => {
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
        }
      };
      const lines: CoinHistory['data'] = [];
      const byKey = new Map<string, CoinHistory['data'][number]>();
      for (const row of rows) {
        const at = fromDbTime(row.created_at);
        const activityId = row.reason === 'activity' ? activityOf(row.reference) : '';
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
    },
  };
}

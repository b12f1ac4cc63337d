import { WALLET_ERRORS } from '../../../domain/contract/wallet.ts';
import { calendarDay } from '../../../domain/rules/calendarDay.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { fromDbBool, lockChildRow } from '../../db/dialect.ts';
import { AppError } from '../../errors.ts';
import { isOwnContent, type Learner, notInYourClass } from '../learning/index.ts';
import { coinTotals, record } from '../ledger/index.ts';
import { notifyStudent, OWN } from '../notifications/index.ts';
import { streakService } from '../streak/index.ts';
import { coinHistoryPage } from './history.service.ts';
import { findUnit, hasCheckedIn, hasUnlocked, insertUnlock } from './wallet.repository.ts';

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
    async checkInStatus(childId: string, now = new Date()) {
      const day = calendarDay(now);
      return { day, checkedIn: await hasCheckedIn(db, childId, day), coins: checkInCoins };
    },

    /** Today's coins, once per calendar day in Asia/Kolkata (409 after). */
    async checkIn(childId: string, now = new Date()) {
      // The day is the reference of the ledger row: a second check-in that day, however close
      // in time, meets the unique key and pays nothing.
      const day = calendarDay(now);
      const paid = await db.transaction().execute(async (trx) => {
        const inserted = await record(trx, {
          childId: childId,
          amount: checkInCoins,
          reason: 'check-in',
          reference: day,
        });
        if (inserted) await notifyStudent(trx, childId, 'coins', OWN.checkIn(checkInCoins));
        return inserted;
      });
      if (!paid)
        throw new AppError(409, WALLET_ERRORS.alreadyCheckedIn, 'You have checked in today already.');
      // The check-in may make the streak reach a reward day (paid once per run and day count).
      const streakCoins = await streaks.payRewards(childId, now);
      return { day, coins: checkInCoins, streakCoins };
    },

    /** Spends a unit's coins once, whatever the concurrency; the first unit of a subject is free. */
    async unlockUnit(child: Learner & { id: string }, unitId: string) {
      const childId = child.id;
      const unit = await findUnit(db, unitId);
      if (!unit) throw new AppError(404, WALLET_ERRORS.unitNotFound, 'No such unit.');
      // Issue 27: coins buy only the child's own class, board and medium (the pack's rule).
      if (!isOwnContent(child, { contentSet: unit.content_set, grade: unit.grade })) throw notInYourClass();
      const cost = unit.coin_cost ?? config.business.unitUnlockCoins;
      if (fromDbBool(unit.free))
        throw new AppError(409, WALLET_ERRORS.alreadyOpen, 'This unit is already open.');
      await db.transaction().execute(async (trx) => {
        // One unlock at a time per student, so two at once cannot both see enough coins.
        await lockChildRow(trx, kind, childId);
        if (await hasUnlocked(trx, childId, unit.id))
          throw new AppError(409, WALLET_ERRORS.alreadyOpen, 'This unit is already open.');
        const { balance } = await coinTotals(trx, childId);
        if (balance < cost)
          throw new AppError(
            409,
            WALLET_ERRORS.notEnoughCoins,
            `This unit needs ${cost} coins; you have ${balance}.`,
          );
        await insertUnlock(trx, childId, unit.id);
        await record(trx, { childId: childId, amount: -cost, reason: 'unlock', reference: unit.id });
        await notifyStudent(
          trx,
          childId,
          'unlock',
          OWN.unitUnlocked({ en: unit.name_en, kn: unit.name_kn }, cost),
        );
      });
      return { unitId: unit.id, coinsSpent: cost };
    },

    /** A page of the coin history (history.service.ts): whole lines, newest first, with the next page's cursor. */
    coinHistory: (childId: string, query: { limit?: number | undefined; cursor?: string | undefined }) =>
      coinHistoryPage(db, childId, query),
  };
}

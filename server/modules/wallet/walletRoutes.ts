import { sql } from 'kysely';
import { errorResponseSchema } from '../../../src/contract/errors.ts';
import {
  checkInResponseSchema,
  checkInStatusSchema,
  coinHistorySchema,
  unlockRequestSchema,
  unlockResponseSchema,
  WALLET_ERRORS,
} from '../../../src/contract/wallet.ts';
import { calendarDay } from '../../../src/lib/calendarDay.ts';
import type { AppContext } from '../../context.ts';
import { fromDbBool, toDbTime } from '../../db/dialect.ts';
import { AppError } from '../../errors.ts';
import { findStudent, loadProfile } from '../auth/repository.ts';
import { notifyStudent, OWN } from '../notifications/repository.ts';
import { coinHistory } from './history.ts';
import { coinTotals, record } from './ledger.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const auth = { auth: 'student' as const };

/**
 * Coins (ARCHITECTURE.md): the daily check-in, unlocking a unit, and the history. Every movement
 * is a ledger row; a unique (student, reason, reference) row makes "once" the database's rule.
 */
export async function walletRoutes({ app, db, config }: AppContext) {
  const checkInCoins = config.business.dailyCheckInCoins;
  const profileOf = async (studentId: string) => {
    const student = await findStudent(db.db, studentId);
    if (!student) throw new AppError(401, 'UNAUTHORIZED', 'Please log in again.');
    return loadProfile(db.db, student);
  };

  app.get(
    '/v1/auth/wallet/checkin',
    { config: auth, schema: { tags: ['wallet'], response: { 200: checkInStatusSchema, ...errors } } },
    async (request) => {
      const day = calendarDay(new Date());
      const row = await db.db
        .selectFrom('coin_ledger')
        .select('id')
        .where('student_id', '=', request.studentId)
        .where('reason', '=', 'check-in')
        .where('reference', '=', day)
        .executeTakeFirst();
      return { success: true as const, data: { day, checkedIn: Boolean(row), coins: checkInCoins } };
    },
  );

  app.post(
    '/v1/auth/wallet/checkin',
    {
      config: auth,
      schema: {
        tags: ['wallet'],
        summary: 'The daily check-in: coins once per calendar day in Asia/Kolkata',
        response: { 201: checkInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The day is the reference of the ledger row: a second check-in that day, however close
      // in time, meets the unique key and pays nothing.
      const day = calendarDay(new Date());
      const paid = await db.db.transaction().execute(async (trx) => {
        const inserted = await record(trx, {
          studentId: request.studentId,
          amount: checkInCoins,
          reason: 'check-in',
          reference: day,
        });
        if (inserted) await notifyStudent(trx, request.studentId, 'coins', OWN.checkIn(checkInCoins));
        return inserted;
      });
      if (!paid)
        throw new AppError(409, WALLET_ERRORS.alreadyCheckedIn, 'You have checked in today already.');
      return reply.code(201).send({
        success: true,
        message: `${checkInCoins} coins received`,
        data: { day, coins: checkInCoins },
        profile: await profileOf(request.studentId),
      });
    },
  );

  app.post(
    '/v1/auth/payment/unlock/unit',
    {
      config: auth,
      schema: {
        tags: ['wallet'],
        summary: 'Unlock a unit with coins (spent once, whatever the concurrency)',
        body: unlockRequestSchema,
        response: { 201: unlockResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const studentId = request.studentId;
      const unit = await db.db
        .selectFrom('units')
        .select(['id', 'free', 'coin_cost', 'name_en', 'name_kn'])
        .where('id', '=', request.body.unitId)
        .where('retired_at', 'is', null)
        .executeTakeFirst();
      if (!unit) throw new AppError(404, WALLET_ERRORS.unitNotFound, 'No such unit.');
      const cost = unit.coin_cost ?? config.business.unitUnlockCoins;
      if (fromDbBool(unit.free))
        throw new AppError(409, WALLET_ERRORS.alreadyOpen, 'This unit is already open.');

      await db.db.transaction().execute(async (trx) => {
        // One unlock at a time per student: PostgreSQL locks the student's row until commit;
        // SQLite runs one write transaction at a time anyway.
        if (db.kind === 'postgres')
          await sql`select id from students where id = ${studentId} for update`.execute(trx);
        const open = await trx
          .selectFrom('unit_unlocks')
          .select('unit_id')
          .where('student_id', '=', studentId)
          .where('unit_id', '=', unit.id)
          .executeTakeFirst();
        if (open) throw new AppError(409, WALLET_ERRORS.alreadyOpen, 'This unit is already open.');
        const { balance } = await coinTotals(trx, studentId);
        if (balance < cost) {
          throw new AppError(
            409,
            WALLET_ERRORS.notEnoughCoins,
            `This unit needs ${cost} coins; you have ${balance}.`,
          );
        }
        await trx
          .insertInto('unit_unlocks')
          .values({ student_id: studentId, unit_id: unit.id, created_at: toDbTime(new Date()) })
          .execute();
        await record(trx, { studentId, amount: -cost, reason: 'unlock', reference: unit.id });
        await notifyStudent(
          trx,
          studentId,
          'unlock',
          OWN.unitUnlocked({ en: unit.name_en, kn: unit.name_kn }, cost),
        );
      });
      return reply.code(201).send({
        success: true,
        message: 'Unit unlocked.',
        data: { unitId: unit.id, coinsSpent: cost },
        profile: await profileOf(studentId),
      });
    },
  );

  app.get(
    '/v1/auth/wallet/history',
    { config: auth, schema: { tags: ['wallet'], response: { 200: coinHistorySchema, ...errors } } },
    async (request) => ({ success: true as const, data: await coinHistory(db.db, request.studentId) }),
  );
}

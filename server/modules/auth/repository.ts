import type { Kysely } from 'kysely';
import type { Profile } from '../../../src/contract/auth.ts';
import type { Database, StudentTable } from '../../db/schema.ts';
import { activeSubscriptions } from '../plans/subscriptions.ts';
import { coinTotals } from '../wallet/ledger.repository.ts';

export function findStudentByPhone(db: Kysely<Database>, phone: string) {
  return db.selectFrom('students').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export function findStudent(db: Kysely<Database>, id: string) {
  return db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function phoneHasAccount(db: Kysely<Database>, phone: string): Promise<boolean> {
  return Boolean(await db.selectFrom('students').select('id').where('phone', '=', phone).executeTakeFirst());
}

/**
 * The profile of spec §3 as the client expects it. Coins and subscriptions come from features
 * that add them (wallet, plans); until a student has any, they are 0 and [].
 */
export function toProfile(
  row: StudentTable,
  extra: Pick<Profile, 'totalCoinsEarned' | 'coinBalance' | 'activeSubscriptions'> = {
    totalCoinsEarned: 0,
    coinBalance: 0,
    activeSubscriptions: [],
  },
): Profile {
  return {
    _id: row.id,
    studentName: row.student_name,
    phone: row.phone,
    email: row.email,
    gender: row.gender,
    grade: row.grade,
    board: row.board,
    medium: row.medium,
    schoolName: row.school_name,
    state: row.state,
    district: row.district,
    taluk: row.taluk,
    photo: row.photo,
    ...extra,
  };
}

/** The profile with its coins from the ledger (spec §3: totalCoinsEarned). */
export async function loadProfile(db: Kysely<Database>, row: StudentTable): Promise<Profile> {
  const [{ earned, balance }, subscriptions] = await Promise.all([
    coinTotals(db, row.id),
    activeSubscriptions(db, row.id),
  ]);
  return toProfile(row, {
    totalCoinsEarned: earned,
    coinBalance: balance,
    activeSubscriptions: subscriptions,
  });
}

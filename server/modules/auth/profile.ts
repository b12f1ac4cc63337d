import type { Kysely } from 'kysely';
import type { Profile } from '../../../domain/contract/auth.ts';
import type { Database } from '../../db/schema.ts';
import { coinTotals } from '../ledger/index.ts';
import { activeSubscriptions } from '../plans/index.ts';
import type { Child } from './auth.repository.ts';

/**
 * The profile of spec §3 as the client expects it. Coins and subscriptions come from features
 * that add them (wallet, plans); until a student has any, they are 0 and [].
 */
export function toProfile(
  row: Child,
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
export async function loadProfile(db: Kysely<Database>, row: Child): Promise<Profile> {
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

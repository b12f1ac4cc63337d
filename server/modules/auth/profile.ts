import type { Kysely } from 'kysely';
import type { Holdings, Profile } from '../../../domain/contract/auth.ts';
import type { Database } from '../../db/schema.ts';
import { activeSubscriptions } from '../learning/index.ts';
import { coinTotals } from '../ledger/index.ts';
import { type Child, detailsOf } from './child.ts';

/**
 * The profile of spec §3 as the client expects it. Coins and subscriptions come from features
 * that add them (wallet, plans); until a student has any, they are 0 and [].
 */
export function toProfile(
  child: Child,
  extra: Holdings = {
    totalCoinsEarned: 0,
    coinBalance: 0,
    activeSubscriptions: [],
  },
): Profile {
  return {
    _id: child.id,
    ...detailsOf(child),
    phone: child.phone,
    email: child.email,
    ...extra,
  };
}

/**
 * The profile with its coins from the ledger and its plans (spec §3), or with `holdings` when the
 * caller's write has just read them (a completion's, issue 31): then it reads nothing.
 */
export async function loadProfile(db: Kysely<Database>, child: Child, holdings?: Holdings): Promise<Profile> {
  if (holdings) return toProfile(child, holdings);
  const [{ earned, balance }, subscriptions] = await Promise.all([
    coinTotals(db, child.id),
    activeSubscriptions(db, child.id),
  ]);
  return toProfile(child, {
    totalCoinsEarned: earned,
    coinBalance: balance,
    activeSubscriptions: subscriptions,
  });
}

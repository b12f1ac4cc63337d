import { atom } from 'nanostores';
import { WALLET_ERRORS } from '../../domain/contract/wallet.ts';
import { ApiError } from '../client/http.ts';
import { checkIn, getCheckIn } from '../client/wallet.ts';
import { setProfile } from './profile.ts';

/**
 * The day's check-in, shared by the dashboard's check-in card and the streak's flame in the
 * child's bar (issue 15), so a check-in in one shows in the other at once.
 */
export const $checkIn = atom<{ checkedIn: boolean; coins: number } | null>(null);

export async function loadCheckIn() {
  try {
    $checkIn.set((await getCheckIn()).data);
  } catch {
    // Offline: the card and the flame wait for the next load.
  }
}

/** What a check-in paid: the day's coins, and a streak reward it reached (0 when none). */
export type CheckInPaid = { coins: number; streakCoins: number };

/** Today's check-in: the coins received, 'already' (done on another device), or 'failed'. */
export async function claimCheckIn(): Promise<CheckInPaid | 'already' | 'failed'> {
  try {
    const response = await checkIn();
    $checkIn.set({ checkedIn: true, coins: response.data.coins });
    // The fresh balance includes a streak reward the check-in reached: the bar's coins fly.
    setProfile(response.profile);
    return { coins: response.data.coins, streakCoins: response.data.streakCoins ?? 0 };
  } catch (error) {
    if (error instanceof ApiError && error.code === WALLET_ERRORS.alreadyCheckedIn) {
      const current = $checkIn.get();
      $checkIn.set({ checkedIn: true, coins: current?.coins ?? 0 });
      return 'already';
    }
    return 'failed';
  }
}

import { atom } from 'nanostores';
import type { StreakResponse } from '../../domain/contract/streak.ts';
import { getStreak } from '../client/streak.ts';

/** The child's streak (issue 15), for the flame of the bar. */
export const $streak = atom<StreakResponse['data'] | null>(null);

export async function loadStreak() {
  try {
    $streak.set((await getStreak()).data);
  } catch {
    // Offline: the flame keeps what it showed.
  }
}

import type { streakEndpoints } from '../../domain/contract/streak.ts';
import { call } from './http.ts';

/** The child's streak for the bar. */
export const getStreak = () => call<typeof streakEndpoints.getStreak>('getStreak');

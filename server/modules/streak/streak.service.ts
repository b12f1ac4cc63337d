import type { StreakRules } from '../../../domain/contract/streak.ts';
import { calendarDay, TIME_ZONE } from '../../../domain/rules/calendarDay.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { record } from '../ledger/index.ts';
import { notifyStudent, OWN } from '../notifications/index.ts';
import { checkInDays, completionDays, readingDays } from './streak.repository.ts';

/** How far back a streak is read: a bounded window, so the queries stay small. */
export const STREAK_WINDOW_DAYS = 400;

const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' → a whole day number (days since 1970-01-01), and back. */
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayString = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

export interface StreakState {
  /** Consecutive days up to today, or up to yesterday while today can still continue it. */
  days: number;
  activeToday: boolean;
  checkedInToday: boolean;
  /** The longest run within the window. */
  best: number;
  /** The first day of the current run ('YYYY-MM-DD'), or null with no run. */
  runStart: string | null;
}

/** The streak over a set of India's calendar days (pure: the tests and the service share it). */
export function streakOf(activeDays: Iterable<string>, today: string, checkedInToday: boolean): StreakState {
  const numbers = new Set([...activeDays].map(dayNumber));
  const now = dayNumber(today);
  const activeToday = numbers.has(now);
  let end = activeToday ? now : now - 1;
  let days = 0;
  while (numbers.has(end - days)) days++;
  if (days === 0) end = now;
  let best = 0;
  for (const day of numbers) {
    if (numbers.has(day - 1)) continue;
    let length = 1;
    while (numbers.has(day + length)) length++;
    best = Math.max(best, length);
  }
  return { days, activeToday, checkedInToday, best, runStart: days > 0 ? dayString(end - days + 1) : null };
}

/** The streak rules served by /v2/config (from STREAK_REWARDS). */
export function streakRules(config: Config): StreakRules {
  return {
    timeZone: TIME_ZONE,
    countsCheckIn: true,
    countsActivity: true,
    rewards: config.business.streakRewards,
  };
}

/**
 * Streaks (issue 15): consecutive India's calendar days with a check-in, a finished activity or
 * a story read to the end (issue 30).
 * Reaching a reward's day pays its coins once per run through the ledger: the reference
 * `streak:<first day of the run>:<days>` is unique, so parallel check-ins and completions on the
 * reward day pay once.
 */
export function streakService(database: Db, config: Config) {
  const { db } = database;
  const rules = streakRules(config);
  // The children whose rewards were settled today by this instance, with today active: their run
  // cannot change again before tomorrow (a check-in, a completion and a reading all count on the
  // day they are recorded), so a later completion of theirs today asks the streak nothing
  // (issue 31 point 4: three reads on every completion). Another instance settles on its own;
  // the ledger's unique reference still pays each reward once.
  const settled = { day: '', children: new Set<string>() };
  const remember = (childId: string, today: string, state: StreakState) => {
    if (!state.activeToday) return;
    if (settled.day !== today) settled.children.clear();
    settled.day = today;
    settled.children.add(childId);
  };
  const service = {
    async streak(childId: string, now = new Date()): Promise<StreakState> {
      const today = calendarDay(now);
      const since = new Date(now.getTime() - STREAK_WINDOW_DAYS * DAY_MS);
      // A story read to the end is learning as an activity is (issue 30): it counts alike.
      const [checkIns, completions, readings] = await Promise.all([
        checkInDays(db, childId, calendarDay(since)),
        rules.countsActivity ? completionDays(database, childId, since) : [],
        rules.countsActivity ? readingDays(database, childId, since) : [],
      ]);
      const days = new Set<string>();
      if (rules.countsCheckIn) for (const day of checkIns) days.add(day);
      for (const day of [...completions, ...readings]) days.add(day);
      return streakOf(days, today, checkIns.includes(today));
    },

    /** Pays every reward the current run has reached and not been paid; returns the coins paid. */
    async payRewards(childId: string, now = new Date()): Promise<number> {
      const today = calendarDay(now);
      if (settled.day === today && settled.children.has(childId)) return 0;
      const state = await service.streak(childId, now);
      // A run as long as the window has no known first day: its rewards were paid on the way.
      if (!state.runStart || state.days >= STREAK_WINDOW_DAYS) {
        remember(childId, today, state);
        return 0;
      }
      let paid = 0;
      for (const reward of rules.rewards) {
        if (reward.days > state.days || reward.coins <= 0) continue;
        // The coins and the bell's note together: the child hears why the coins came.
        const inserted = await db.transaction().execute(async (trx) => {
          const recorded = await record(trx, {
            childId: childId,
            amount: reward.coins,
            reason: 'streak',
            reference: `streak:${state.runStart}:${reward.days}`,
          });
          if (recorded)
            await notifyStudent(trx, childId, 'coins', OWN.streakReward(reward.days, reward.coins));
          return recorded;
        });
        if (inserted) paid += reward.coins;
      }
      remember(childId, today, state);
      return paid;
    },
  };
  return service;
}

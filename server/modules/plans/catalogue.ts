import type { Plan, PlanType } from '../../../src/contract/plans.ts';
import type { Config } from '../../config.ts';

/**
 * The yearly plans of a class, board and medium (ARCHITECTURE.md): ALL_ACCESS at ₹365 for
 * Kannada medium and ₹999 for English medium, VAV (video lessons) priced in config. A plan's id
 * names all four, so the server can rebuild the plan (and its price) from the id alone.
 */
export function plansFor(config: Config, grade: string, board: string, medium: string): Plan[] {
  const allAccess =
    medium.toLowerCase() === 'kannada'
      ? config.business.allAccessKannadaPaise
      : config.business.allAccessEnglishPaise;
  const plan = (type: PlanType, amountPaise: number): Plan => ({
    _id: [type, grade, board, medium].join('.'),
    type,
    grade,
    board,
    medium,
    amountPaise,
    currency: 'INR',
    months: 12,
  });
  return [plan('ALL_ACCESS', allAccess), plan('VAV', config.business.vavPaise)];
}

/** The plan an id names, priced now from config; null for anything else. */
export function planById(config: Config, id: string): Plan | null {
  const [type, grade, board, medium, ...rest] = id.split('.');
  if (rest.length || !type || !grade || !board || !medium || !/^[1-7]$/.test(grade)) return null;
  if (!/^[A-Za-z]{2,20}$/.test(board) || !/^[A-Za-z]{2,20}$/.test(medium)) return null;
  return plansFor(config, grade, board, medium).find((plan) => plan._id === id) ?? null;
}

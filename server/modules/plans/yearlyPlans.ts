import type { Plan, PlanType } from '../../../domain/contract/plans.ts';
import type { Config } from '../../config.ts';
import { contentSetFor } from '../learning/index.ts';

/** The class, board and medium a plan is for: a child's own, or the one a subscription was bought for. */
export interface PlanScope {
  grade: string;
  board: string;
  medium: string;
}

/**
 * The yearly plans of a class, board and medium (ARCHITECTURE.md): ALL_ACCESS at ₹365 for
 * Kannada medium and ₹999 for English medium, VAV (video lessons) priced in config. A plan's id
 * names all four, so the server can rebuild the plan (and its price) from the id alone. A board
 * and medium with no content to learn yet have no plans: nothing would be sold.
 */
export function plansFor(config: Config, { grade, board, medium }: PlanScope): Plan[] {
  if (!contentSetFor(board, medium)) return [];
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
  return plansFor(config, { grade, board, medium }).find((plan) => plan._id === id) ?? null;
}

/** Spec §6: plans are "for the student's own grade" — and their own board and medium. */
export function isOwnPlan(plan: PlanScope, child: PlanScope): boolean {
  return plan.grade === child.grade && plan.board === child.board && plan.medium === child.medium;
}

import type { ReviewQueue } from '../../../../domain/contract/review.ts';
import { CHECKS, type ReviewCheck, type ReviewState } from '../../curriculum/index.ts';
import type { ItemReview } from './workflow.ts';

/**
 * The review queue's rules (issue 28, ADR 022), over the records `itemReviews` reads:
 *
 * - a reviewer's queue (subject or language) holds the items without a passed check of that kind
 *   on their words as they are now, by someone other than the author; an item returned on its
 *   words as they are now waits for its author instead, and is in no reviewer's queue;
 * - the author's queue holds the items returned on their words as they are now, with the notes;
 *   the author's edit changes the hash, and the item is back in the reviewers' queues.
 */
export const sameHandle = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/** Returned on the words it has now: waiting for its author. */
export const returnedNow = (item: Pick<ItemReview, 'checks'>) =>
  item.checks.some((c) => c.fresh && c.check.result === 'returned');

/** Has a passed check of `name` on the words it has now, by someone other than its author. */
const passedNow = (item: Pick<ItemReview, 'checks' | 'author'>, name: (typeof CHECKS)[number]) =>
  item.checks.some(
    (c) => c.name === name && c.fresh && c.check.result === 'passed' && !sameHandle(c.check.by, item.author),
  );

export function inQueue(item: Pick<ItemReview, 'checks' | 'author'>, queue: ReviewQueue): boolean {
  if (queue === 'author') return returnedNow(item);
  return !returnedNow(item) && !passedNow(item, queue);
}

/**
 * The item's state after a check is recorded (`checks`: all its checks then; `hash`: its
 * content hash; `legacy`: the hash the legacy ledger pins, if listed): approved when both
 * checks have passed on its words as they are now, by others than the author; an approved item
 * returned goes back to `written` (it is not fit for children until fixed); otherwise as it was.
 */
export function stateAfter(
  state: ReviewState,
  checks: Partial<Record<(typeof CHECKS)[number], ReviewCheck>>,
  hash: string,
  author: string | undefined,
): ReviewState {
  const passed = (name: (typeof CHECKS)[number]) => {
    const check = checks[name];
    return check?.result === 'passed' && check.hash === hash && !sameHandle(check.by, author);
  };
  if (author && CHECKS.every(passed)) return 'approved';
  const returned = CHECKS.some((name) => checks[name]?.result === 'returned' && checks[name]?.hash === hash);
  if (state === 'approved' && returned) return 'written';
  return state;
}

import { ERROR_CODES } from '../../domain/contract/errors.ts';
import { AppError } from '../errors.ts';
import type { CounterStore } from './counters.ts';

export interface Limit {
  /** A name for the counter, e.g. `contact:ip`. */
  name: string;
  max: number;
  windowMs: number;
  /** The English message of the 429 answer. */
  message: string;
}

const keyOf = (limit: Limit, subject: string) => `${limit.name}:${subject}`;

/** The 429 of `limit`, in the one error format, with Retry-After until the window ends. */
function tooMany(limit: Limit, resetAt: number) {
  const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  return new AppError(429, ERROR_CODES.rateLimited, limit.message, {
    headers: { 'retry-after': String(retryAfter) },
  });
}

/** Counts one hit of `subject` against `limit`; past the limit throws 429 with Retry-After. */
export async function enforceLimit(counters: CounterStore, limit: Limit, subject: string): Promise<void> {
  const { count, resetAt } = await counters.hit(keyOf(limit, subject), limit.windowMs);
  if (count > limit.max) throw tooMany(limit, resetAt);
}

/** Throws the 429 of `limit` when `subject` has used it up, without counting a hit. */
export async function checkLimit(counters: CounterStore, limit: Limit, subject: string): Promise<void> {
  const window = await counters.peek(keyOf(limit, subject));
  if (window && window.count >= limit.max) throw tooMany(limit, window.resetAt);
}

/**
 * Counts one attempt against a limit shared by many people (`shared`, e.g. per client address: a
 * school or a family behind one NAT address) and the limits of what the attempt is aimed at
 * (`own`, e.g. per phone), charging the shared limit only for attempts the own limits let through:
 * one script hammering one phone must not use up everybody's budget.
 *
 * In that order: the shared limit is peeked first (used up: 429, and the own counters stay as they
 * are), then each own limit counts a hit, and only then the shared limit counts its hit. That last
 * hit is what holds the shared limit under parallel attempts: however many pass the peek together,
 * only `max` of them get a count within the limit. (One that loses that race has used a hit of its
 * own limits without going through; it is refused anyway.)
 */
export async function enforceSharedLimit(
  counters: CounterStore,
  shared: { limit: Limit; subject: string },
  own: { limit: Limit; subject: string }[],
): Promise<void> {
  await checkLimit(counters, shared.limit, shared.subject);
  for (const { limit, subject } of own) await enforceLimit(counters, limit, subject);
  await enforceLimit(counters, shared.limit, shared.subject);
}

/**
 * Counts a try of `subject` against `limit` before its outcome is known, and returns the way to
 * take the count back when it turns out not to count (a right password). Past the limit it throws
 * 429 and the try goes no further. Counting first is what holds the limit under parallel tries:
 * however many start together, at most `max` of them hold a count within the window, where
 * "peek, try, count the failure" would let every one that passed the peek have its go.
 */
export async function reserveLimit(
  counters: CounterStore,
  limit: Limit,
  subject: string,
): Promise<{ release(): Promise<void> }> {
  const key = keyOf(limit, subject);
  const { count, resetAt } = await counters.hit(key, limit.windowMs);
  if (count > limit.max) {
    // A refused try is not a failure of the password: it does not pile up in the window either.
    await counters.release(key);
    throw tooMany(limit, resetAt);
  }
  return { release: () => counters.release(key) };
}

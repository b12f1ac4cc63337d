import { ERROR_CODES } from '../../src/contract/errors.ts';
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

/** Counts one hit of `subject` against `limit`; past the limit throws 429 with Retry-After. */
export async function enforceLimit(counters: CounterStore, limit: Limit, subject: string): Promise<void> {
  const { count, resetAt } = await counters.hit(`${limit.name}:${subject}`, limit.windowMs);
  if (count > limit.max) {
    const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    throw new AppError(429, ERROR_CODES.rateLimited, limit.message, {
      headers: { 'retry-after': String(retryAfter) },
    });
  }
}

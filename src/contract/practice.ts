import * as z from 'zod/mini';

/** The most items a generated practice round has (issue 19; the curriculum allows 3 to this). */
export const PRACTICE_MAX_ITEMS = 10;

/**
 * The seeds of a practice round's items, in order, as the activities answer gave them
 * (`practice.seeds`): unsigned 32-bit integers, one per item.
 */
export const practiceSeedsSchema = z
  .array(z.int().check(z.minimum(0), z.maximum(0xffffffff)))
  .check(z.minLength(1), z.maxLength(PRACTICE_MAX_ITEMS));

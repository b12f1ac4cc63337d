/**
 * The review queue's names (issue 28, ADR 022), without the schemas: the islands import these,
 * and the contract (domain/contract/review.ts) builds its schemas on them.
 */

/** The two checks (curriculum/REVIEW.md), by the name they have under an activity's `checks`. */
export const REVIEW_CHECKS = ['subject', 'language'] as const;
export type ReviewCheckName = (typeof REVIEW_CHECKS)[number];
/** The queues: a reviewer's of each check, and the author's (items returned with notes). */
export const REVIEW_QUEUES = [...REVIEW_CHECKS, 'author'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

/** A handle as the curriculum files write it (curriculumSchema.ts): `@meera`. */
export const HANDLE = /^@[A-Za-z0-9][A-Za-z0-9-]{0,38}$/;
/** Longest note a check may carry (the files' schema allows no more). */
export const NOTES_MAX = 2000;

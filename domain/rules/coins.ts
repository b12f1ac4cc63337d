/**
 * The coin rule (spec §4, ARCHITECTURE.md "Coins"): an activity's score pays
 * `max(0, score − best earlier score)` coins, so a replay pays only what it adds and nothing can
 * be farmed. Written once, here: the server pays it as one ledger row per point of the activity
 * (`pointsOf`: a point paid before is a row that exists, which also holds under races), and the
 * offline queue shows the coins an answer kept on the phone will earn (`coinsEarned`). The
 * property test in coins.test.ts holds the two to the same count.
 */
export const coinsEarned = (score: number, best: number | null): number => Math.max(0, score - (best ?? 0));

/** The points a score of an activity pays, as the ledger names them: one per point, once ever. */
export const pointsOf = (activityId: string, score: number): string[] =>
  Array.from({ length: Math.max(0, score) }, (_, i) => `${activityId}#${i + 1}`);

/**
 * A story's coins (issue 30, ADR 028 addendum): paid once ever per story and child, on the first
 * time it is read to the end and its questions answered, whatever the answers (the youngest
 * cannot read the questions yet: finishing the story is what is rewarded). A longer story of a
 * higher level is worth more; a level-1 story about what a five-question activity pays at best.
 * These are the defaults of levels 1–4: the server pays what `COINS_STORY_BY_LEVEL` says (served
 * in /v2/config); the phone shows them for a reading waiting offline, as an estimate.
 */
export const STORY_COINS: readonly number[] = [5, 6, 8, 10];
export const storyCoins = (level: number, byLevel: readonly number[] = STORY_COINS): number =>
  byLevel[level - 1] ?? 0;

import { factOf, generate, type Medium, nextSeed, type PracticeRef, SKILLS, type SkillId } from './index.ts';
import { seededRandom } from './random.ts';
import type { Skill } from './skills.ts';

/**
 * The bank of a level (ADR 032): the items a child can meet, fixed, so that every text of every
 * one has its read-aloud clip. A level's generator could make any of 2³² seeds' items (class 2
 * alone has some 37,000 different texts, class 5 far more), too many to record; a round, the
 * preview and "practise what I missed" take their items from the bank only, and
 * `npm run content:audio` makes the clips of every bank item of every level the curriculum uses.
 *
 * A bank is at most BANK_SIZE items that ask different facts (factOf: 6 × 7 and 7 × 6 are one),
 * found by walking a fixed chain of seeds from the level's own start; a level with fewer facts
 * (numbers 11–20 have ten names) has them all. The items are the generator's, unchanged: the
 * bank chooses seeds, never words. A change to which seeds a bank chooses changes the items
 * children meet all the same, so a level's fingerprint in levels.lock.yaml covers its banks
 * (`npm run practice:lock` bumps it) and the activities that play it go back for review.
 */
export const BANK_SIZE = 32;
/**
 * At most half a bank keys the same option (sweep of 3 Dec: ">" was the key of 21 of the 32
 * fraction comparisons, so a child tapping ">" each time scored two in three). A bank whose keys
 * never reach it is the chain's first items, as before, so only such banks changed.
 */
const MOST_OF_ONE_KEY = BANK_SIZE / 2;
/**
 * At most 2 in 5 of a bank (12 of 32) have their key where one form of the options points, for a
 * skill that names its forms (`formPicks`; re-check s19m of 5 Dec: "the biggest answer that is
 * not too big" was the key of 17 of the 32 items of the Kannada level-2 bank of division with a
 * remainder, though of 33.5 % of 4,000 seeds). A bank whose forms never reach it is the chain's
 * first items, as before.
 */
const MOST_FOUND_BY_A_FORM = Math.floor((BANK_SIZE * 2) / 5);
/** The option each form of a skill's options picks for an item (none for a skill without forms). */
const picksOf = (skill: SkillId, question: ReturnType<typeof generate>['question']): number[] => {
  const definition: Skill = SKILLS[skill];
  return definition.formPicks && 'options' in question ? definition.formPicks(question) : [];
};
/** A multiple-choice item's key as the child sees it (its words, since options are shuffled). */
const keyOf = (question: ReturnType<typeof generate>['question']): string | null =>
  'options' in question && typeof question.answer === 'number'
    ? String(question.options[question.answer])
    : null;
/** Seeds tried for one bank: enough to find every fact of the smallest levels (8 to 12 facts). */
const BANK_TRIES = BANK_SIZE * 32;

const banks = new Map<string, readonly number[]>();

/** 32 bits of FNV-1a: the start of a level's chain, from its name alone (no crypto: domain code). */
function startOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) as number;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The seeds of a level's bank, in order: the same on every machine, for every child. */
export function bankSeeds(skill: SkillId, level: number, medium: Medium): readonly number[] {
  const key = `${skill}@${level}|${medium}`;
  const held = banks.get(key);
  if (held) return held;
  const facts = new Set<string>();
  const keys = new Map<string, number>();
  const found: number[] = [];
  const seeds: number[] = [];
  let seed = startOf(key);
  for (let tries = 0; tries < BANK_TRIES && seeds.length < BANK_SIZE; tries++) {
    const { question } = generate(skill, level, seed, medium);
    const fact = factOf(skill, question);
    const answer = keyOf(question);
    const finds = picksOf(skill, question).map((pick) => 'answer' in question && pick === question.answer);
    if (
      !facts.has(fact) &&
      (answer === null || (keys.get(answer) ?? 0) < MOST_OF_ONE_KEY) &&
      finds.every((hit, form) => !hit || (found[form] ?? 0) < MOST_FOUND_BY_A_FORM)
    ) {
      facts.add(fact);
      if (answer !== null) keys.set(answer, (keys.get(answer) ?? 0) + 1);
      finds.forEach((hit, form) => {
        if (hit) found[form] = (found[form] ?? 0) + 1;
      });
      seeds.push(seed);
    }
    seed = nextSeed(seed);
  }
  const bank = Object.freeze(seeds);
  banks.set(key, bank);
  return bank;
}

/** Whether an item is one of its level's bank (one made before the banks, kept as missed, is not). */
export function inBank(ref: PracticeRef): boolean {
  return bankSeeds(ref.skill, ref.level, ref.medium).includes(ref.seed >>> 0);
}

/**
 * The bank items of one round: `count` different items of the bank, chosen by `order` (a number
 * from the child and the activity) and `day`. The bank is shuffled once per cycle and the days
 * walk through it a round at a time, so a child meets every item of the bank before any comes
 * back (32 items, 6 a round: five days of new items), and a new cycle shuffles it again. A bank
 * smaller than a round lets repeats stand.
 */
export function bankRound(bank: readonly number[], count: number, order: number, day: number): number[] {
  if (bank.length === 0) return [];
  const perCycle = Math.max(1, Math.floor(bank.length / count));
  const cycle = Math.floor(day / perCycle);
  const start = (((day % perCycle) + perCycle) % perCycle) * count;
  const shuffled = seededRandom((order ^ Math.imul(cycle, 0x9e3779b1)) >>> 0).shuffle(bank);
  return Array.from({ length: count }, (_, i) => shuffled[(start + i) % shuffled.length] as number);
}

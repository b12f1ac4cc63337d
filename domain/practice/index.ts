import { score } from '../rules/scoring.ts';
import type { Medium } from './numerals.ts';
import { normaliseNumerals } from './numerals.ts';
import { seededRandom } from './random.ts';
import type { PracticeQuestion, SkillId } from './skills.ts';
import { SKILLS } from './skills.ts';

export { MEDIUM_OF_LANGUAGE, type Medium } from './numerals.ts';
export type { SkillId } from './skills.ts';
export { addendsInOrder, SKILL_IDS, SKILLS } from './skills.ts';

/** What the server hands out and keeps: enough to re-create the item exactly. */
export interface PracticeRef {
  skill: SkillId;
  level: number;
  seed: number;
  medium: Medium;
}
export type PracticeItem = PracticeQuestion & { ref: PracticeRef };

export function isSkill(id: string): id is SkillId {
  return Object.hasOwn(SKILLS, id);
}

export function levelCount(skill: SkillId): number {
  return SKILLS[skill].levels.length;
}

/**
 * The highest level of a skill a child of `grade` is offered (issue 28: mastery needs it): the
 * last level whose classes ('2', '2–3') include the grade; above every level's classes, the top
 * level; below them all, the first.
 */
export function topLevelFor(skill: SkillId, grade: string): number {
  const g = Number(grade);
  const ranges = SKILLS[skill].levels.map(({ classes }) => {
    const [from, to = from] = classes.split(/[–-]/).map(Number) as [number, number?];
    return { from, to };
  });
  let top = 0;
  ranges.forEach(({ from, to }, i) => {
    if (g >= from && g <= to) top = i + 1;
  });
  if (top > 0) return top;
  return g > Math.max(...ranges.map((r) => r.to)) ? ranges.length : 1;
}

/** The item for a skill, level (1-based), seed (32-bit) and medium: the same inputs, the same item. */
export function generate(skill: SkillId, level: number, seed: number, medium: Medium): PracticeItem {
  const definition = SKILLS[skill];
  if (!Number.isInteger(level) || level < 1 || level > definition.levels.length) {
    throw new RangeError(`${skill} has no level ${level}`);
  }
  const question = definition.make(seededRandom(seed), level, medium);
  const ref = { skill, level, seed: seed >>> 0, medium };
  return { kind: definition.kind, question, ref } as PracticeItem;
}

/**
 * What an item asks, to tell two items apart: its prompt (or the skill's `factOf` of it, where two
 * prompts ask one fact) and the clock it shows, where it shows one ("What time is it?" at 2:00
 * and at 7:00 are two items).
 */
export function factOf(skill: SkillId, question: PracticeQuestion['question']): string {
  const fact = (SKILLS[skill] as { factOf?: (prompt: string) => string }).factOf ?? ((prompt) => prompt);
  return itemOf({ ...question, prompt: fact(question.prompt) });
}

/** An item as a child meets it, options aside: its prompt, and the clock it shows if any. */
export function itemOf(question: PracticeQuestion['question']): string {
  return 'clock' in question && question.clock ? `${question.prompt} @ ${question.clock}` : question.prompt;
}

/** The most seeds tried for one item of a round before a repeat is let stand. */
export const ROUND_TRIES = 64;

/** The seed tried after `seed` when its item repeats an earlier one of the round: a fixed mix. */
export const nextSeed = (seed: number): number =>
  Math.floor(seededRandom(seed ^ 0x5bd1e995).next() * 2 ** 32);

/**
 * The seeds of a round whose items are all different (review of 2 Dec: 46 % of six-item "add
 * across ten" rounds asked one sum twice; a tables round asked 6 × 7 and 7 × 6): each seed in
 * order, or, where its item asks an earlier item's fact (its prompt, or the skill's `factOf`), the first of nextSeed(seed), nextSeed(nextSeed(seed)), … that makes a new one.
 * Pure and deterministic, so the round is the same on every load; the items are then made from
 * these seeds alone, so the server scores (and brings back a missed item) from a seed as before.
 * A level with fewer different items than the round lets a repeat stand after ROUND_TRIES.
 */
export function roundSeeds(
  skill: SkillId,
  level: number,
  seeds: readonly number[],
  medium: Medium,
): number[] {
  const seen = new Set<string>();
  return seeds.map((first) => {
    let seed = first >>> 0;
    for (let tries = 0; tries < ROUND_TRIES; tries++) {
      const fact = factOf(skill, generate(skill, level, seed, medium).question);
      if (!seen.has(fact)) {
        seen.add(fact);
        return seed;
      }
      seed = nextSeed(seed);
    }
    return first >>> 0;
  });
}

/**
 * Whether an answer to an item is right, as the activity scorer (domain/rules/scoring.ts) judges that
 * kind; a fill answer is also right when it is one of the accepted answers once numerals are
 * normalised (Kannada digits anywhere; in Kannada medium, a number word for 0–100). The item's
 * answers list a Kannada-medium number's words up to 99,999 (`kannadaNumberWords`), which the
 * players score too.
 */
export function checkPracticeAnswer(item: PracticeQuestion, given: unknown, medium: Medium): boolean {
  if (score({ kind: item.kind, questions: [item.question] } as never, [given]) === 1) return true;
  if (item.kind !== 'fill' || typeof given !== 'string') return false;
  const typed = normaliseNumerals(given, medium);
  return item.question.answers.some((answer) => normaliseNumerals(answer, medium) === typed);
}

/** The server's check: re-create the item it handed out from its reference, then score. */
export function scorePracticeAnswer(ref: PracticeRef, given: unknown): boolean {
  return checkPracticeAnswer(generate(ref.skill, ref.level, ref.seed, ref.medium), given, ref.medium);
}

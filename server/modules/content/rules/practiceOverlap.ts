import { generate, itemOf, levelCount, SKILL_IDS, type SkillId } from '../../../../domain/practice/index.ts';
import type { CurriculumProblem } from '../../curriculum/index.ts';

/** Seeds drawn for each level: enough that a level's items are nearly all seen (tables: 90). */
export const OVERLAP_SAMPLE = 1500;
/** The most a level may share with the level below it. */
export const MOST_OVERLAP = 0.2;

/**
 * The items of a level, as a child meets them (what each asks; options aside), over fixed seeds.
 * A clock to read is its time, whatever the prompt around it says (blind sample 9, item 85: the
 * half-past level's o'clock faces were class 1's clocks again under another prompt, 0 % by the
 * prompt and the clock together).
 */
function prompts(skill: SkillId, level: number, count = OVERLAP_SAMPLE): string[] {
  return Array.from({ length: count }, (_, seed) => {
    const { question } = generate(skill, level, seed + 1, 'english');
    return 'clock' in question && question.clock ? `clock ${question.clock}` : itemOf(question);
  });
}

/** The share of `items` (repeats counted) that are among `below`. */
export function sharedShare(below: readonly string[], items: readonly string[]): number {
  const seen = new Set(below);
  return items.filter((p) => seen.has(p)).length / items.length;
}

/** The share of a level's items that the level below also makes (over OVERLAP_SAMPLE seeds each). */
export function levelOverlap(skill: SkillId, level: number): number {
  return sharedShare(prompts(skill, level - 1), prompts(skill, level));
}

/**
 * Practice levels that overlap the level below by more than 20 % (issue 28): a child who moves
 * up a level should meet new work, not the same tables again (tables of 2–5 after 2, 5, 10 is
 * half the same). Measured on the generator itself (domain/practice/skills.ts), not on files.
 */
export function practiceOverlap(skills: readonly SkillId[] = SKILL_IDS): CurriculumProblem[] {
  return skills.flatMap((skill) =>
    Array.from({ length: levelCount(skill) - 1 }, (_, i) => i + 2).flatMap((level) => {
      const share = levelOverlap(skill, level);
      if (share <= MOST_OVERLAP) return [];
      return [
        {
          file: 'domain/practice/skills.ts',
          path: `${skill} level ${level}`,
          message: `${Math.round(share * 100)} % of its items are level ${level - 1}'s too (at most ${MOST_OVERLAP * 100} %)`,
        },
      ];
    }),
  );
}

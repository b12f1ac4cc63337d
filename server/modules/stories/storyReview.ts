import { contentHash } from '../content/index.ts';
import { CHECKS, type CurriculumProblem } from '../curriculum/index.ts';
import type { Story } from './storySchema.ts';

/**
 * A story reaches children as an activity does (ADR 022, issue 30): read in full twice, a
 * subject check and a language check, each by someone other than its author, on its words as
 * they are now (its content hash: everything but its key, review state, checks and author).
 */
export const storyHash = (story: Story) => contentHash(story);

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** An approved story without both checks passed on its words by others, or a check by its author. */
export function storyReviewProblems(stories: Story[]): CurriculumProblem[] {
  const problems: CurriculumProblem[] = [];
  for (const story of stories) {
    const file = `${story.language}/${story.key}.yaml`;
    const hash = storyHash(story);
    for (const name of CHECKS) {
      const check = story.checks?.[name];
      if (check && same(check.by, story.author))
        problems.push({
          file,
          path: `checks.${name}.by`,
          message: `${check.by} wrote the story: someone else checks it`,
        });
      if (story.review === 'approved' && !(check?.result === 'passed' && check.hash === hash))
        problems.push({
          file,
          path: 'review',
          message: check
            ? `approved, but its ${name} check is ${check.result === 'passed' ? `on other words (hash ${check.hash} → ${hash})` : 'returned'}: set review: written and check it again`
            : `approved without a ${name} check: set review: written`,
        });
    }
  }
  return problems;
}

/** Approved stories: what children get in production. */
export const approvedStories = (stories: Story[]) => stories.filter((s) => s.review === 'approved');

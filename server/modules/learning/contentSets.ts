import type { ContentSet } from '../curriculum/index.ts';

/**
 * Which content set a board and medium learn from. The English-medium boards share one set
 * (the syllabus is the same at these classes); Kannada medium has its own, written in Kannada.
 * Boards without content yet (SCERT, Others) get none.
 */
const SETS: Record<string, ContentSet> = {
  'CBSE English': 'english-medium',
  'Karnataka English': 'english-medium',
  'Karnataka Kannada': 'kannada-medium',
};

export function contentSetFor(board: string, medium: string): ContentSet | undefined {
  return SETS[`${board} ${medium}`];
}

/** Whom a rule is about: a child's class, board and medium, as their profile says now. */
export interface Learner {
  grade: string;
  board: string;
  medium: string;
}

/**
 * The child's own content (issue 27): the subjects of their class in the content set of their
 * board and medium. The one rule of everything read, paid or spent by a unit, topic or activity
 * id (the unit pack, the learning reads, completions, offline sync, unlocks): outside it a child
 * is served and paid nothing, so the free units of other classes cannot be farmed for coins.
 */
export const isOwnContent = (learner: Learner, subject: { contentSet: string; grade: string }) =>
  subject.grade === learner.grade && subject.contentSet === contentSetFor(learner.board, learner.medium);

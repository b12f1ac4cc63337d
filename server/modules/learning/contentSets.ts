import type { ContentSet } from './curriculumFiles.ts';

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

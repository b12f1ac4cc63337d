import { seededRandom } from '../../../../domain/practice/random.ts';
import type { ItemReview } from './workflow.ts';

/**
 * The blind sample of issue 28: `count` approved activities drawn with a fixed seed, for a reader
 * who neither wrote nor checked them. The same seed on the same curriculum draws the same items,
 * whatever order the files were read in (the candidates are sorted by file and item first), so
 * anyone can draw the sample again and see it was not chosen by hand.
 */
export function blindSample(items: ItemReview[], seed: number, count: number): ItemReview[] {
  const approved = items
    .filter((item) => item.standing !== 'not approved')
    .sort((a, b) => compare(`${a.file}\u0000${a.id}`, `${b.file}\u0000${b.id}`));
  return seededRandom(seed).shuffle(approved).slice(0, count);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

import type { StoryWord } from '../../../domain/contract/stories.ts';

/** The word lit at `ms` into the page's clip: the one whose [start, end) holds it, or none. */
export function litWordAt(words: StoryWord[], ms: number): number | null {
  const at = words.findIndex((w) => w.startMs != null && w.endMs != null && w.startMs <= ms && ms < w.endMs);
  return at < 0 ? null : at;
}

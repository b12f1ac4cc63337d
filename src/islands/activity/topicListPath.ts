import type { ActivitiesResponse } from '../../contract/learning.ts';
import { $learning, updateLearning } from '../../stores/learning.ts';

/**
 * Where "back" and the last Continue lead from a topic's activities: the topic list of its
 * chapter (/topics, which shows the active chapter, as Topics.tsx links it), found in the units
 * the child opened; a deep-linked topic whose chapter is not known leads to the dashboard.
 * One small function, to be swapped for `src/islands/learn/parentPath.ts` once it exists.
 */
export function topicListPath(topic: ActivitiesResponse['topic'] | null): string {
  if (!topic) return '/dashboard';
  const state = $learning.get();
  for (const unit of state.units)
    for (const chapter of unit.chapters)
      if (chapter.topics.some((t) => t._id === topic._id)) {
        if (state.activeChapter !== chapter._id || state.activeUnit !== unit._id)
          updateLearning({ activeUnit: unit._id, activeChapter: chapter._id, activeTopic: topic._id });
        return '/topics';
      }
  return '/dashboard';
}

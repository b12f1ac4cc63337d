import type { Unit } from '../../../domain/contract/learning.ts';

type Topic = Unit['chapters'][number]['topics'][number];

/** A topic is done when it has activities and every one of them was played. */
export const topicDone = (topic: Topic) =>
  topic.activityCount > 0 && topic.completedCount >= topic.activityCount;

/** Topics done of all topics with activities, of a chapter or a whole unit. */
export function topicsDone(topics: Topic[]) {
  const playable = topics.filter((topic) => topic.activityCount > 0);
  return { done: playable.filter(topicDone).length, total: playable.length };
}

export const unitTopics = (unit: Unit) => unit.chapters.flatMap((chapter) => chapter.topics);

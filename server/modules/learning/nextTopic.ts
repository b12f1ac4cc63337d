import type { CatalogueTopic } from '../curriculum/index.ts';

/**
 * Where "Continue where you left off" leads (issue 27): the topic of the child's last activity
 * while it has an activity not done; once it is finished, the next topic with something not done,
 * in the course's order: further on in the same subject first, then its earlier topics (one
 * skipped on the way), then the other subjects in order. Only topics the child may open count
 * (`open`): a locked unit's topic would end on a "locked" page. With nothing left to do, the
 * last topic again (to play again); a child who has not played starts at the first open topic.
 * `topics` are the class's topics in the course's order, subject by subject.
 */
export function nextTopic(
  topics: CatalogueTopic[],
  lastId: string | undefined,
  done: (topic: CatalogueTopic) => boolean,
  open: (topic: CatalogueTopic) => boolean,
): CatalogueTopic | undefined {
  const playable = topics.filter((topic) => topic.activityIds.length > 0);
  const lastAt = playable.findIndex((topic) => topic.id === lastId);
  const last = playable[lastAt];
  if (last && !done(last)) return last;
  // From the one after the last (or the first, for a new child) round to the last itself.
  const order = [...playable.slice(lastAt + 1), ...playable.slice(0, lastAt + 1)];
  const subjectOf = (topic: CatalogueTopic) => topic.chapter.unit.subject;
  const sameSubject = (topic: CatalogueTopic) => !last || subjectOf(topic).id === subjectOf(last).id;
  const next = (candidates: CatalogueTopic[]) => candidates.find((topic) => !done(topic) && open(topic));
  return (
    next(order.filter(sameSubject)) ??
    next(order.filter((topic) => !sameSubject(topic))) ??
    last ??
    playable.find(open) ??
    playable[0]
  );
}

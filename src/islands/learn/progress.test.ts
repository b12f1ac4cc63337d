import { describe, expect, it } from 'vitest';
import { topicDone, topicsDone } from './progress.ts';

const topic = (activityCount: number, completedCount: number) => ({
  _id: 't',
  topicName: { en: 'T', kn: 'ತ' },
  activityCount,
  completedCount,
});

describe('the progress rings count topics done of all topics', () => {
  it('a topic is done when every activity was played; one without activities counts for nothing', () => {
    expect(topicDone(topic(2, 2))).toBe(true);
    expect(topicDone(topic(2, 1))).toBe(false);
    expect(topicDone(topic(0, 0))).toBe(false);
    expect(topicsDone([topic(2, 2), topic(3, 1), topic(0, 0)])).toEqual({ done: 1, total: 2 });
  });
});

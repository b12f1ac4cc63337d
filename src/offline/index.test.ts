import { describe, expect, it } from 'vitest';
import { coinsFor, type QueuedAnswer, refusedReason } from './index.ts';

const waiting = (activityId: string, score: number): QueuedAnswer => ({
  eventId: `e-${activityId}-${score}`,
  childId: 's',
  activityId,
  topicId: 't',
  answers: [],
  completedAt: '2026-11-24T10:00:00.000Z',
  score,
  total: 5,
  coins: 0,
});

describe('coinsFor: the coins an offline answer shows as waiting, as the server will pay them', () => {
  it('pays the points above the best score so far', () => {
    expect(coinsFor(4, 1, [], 'a')).toBe(3);
    expect(coinsFor(4, null, [], 'a')).toBe(4);
  });
  it('counts the waiting answers of the same activity as earlier scores', () => {
    expect(coinsFor(5, 1, [waiting('a', 3)], 'a')).toBe(2);
    // Another activity's waiting answer changes nothing.
    expect(coinsFor(5, 1, [waiting('b', 5)], 'a')).toBe(4);
  });
  it('never shows fewer than nothing', () => {
    expect(coinsFor(2, 4, [], 'a')).toBe(0);
    expect(coinsFor(2, null, [waiting('a', 5)], 'a')).toBe(0);
  });
});

describe('an answer the server refused for good (issue 27)', () => {
  it('names another class as its own reason, a gone activity as gone, anything else a locked unit', () => {
    expect(refusedReason('NOT_IN_YOUR_CLASS')).toBe('NOT_IN_YOUR_CLASS');
    expect(refusedReason('NOT_FOUND')).toBe('NOT_FOUND');
    expect(refusedReason('UNIT_LOCKED')).toBe('UNIT_LOCKED');
    expect(refusedReason(null)).toBe('UNIT_LOCKED');
  });
});

import { describe, expect, it } from 'vitest';
import { activityTimer, counterFor } from './timers.ts';

describe('activity timers by age', () => {
  it('runs the curriculum timer from class 3 on', () => {
    expect(activityTimer({ kind: 'mcq', timerSeconds: 120 }, '3')).toBe(120);
    expect(activityTimer({ kind: 'match', timerSeconds: 60 }, '5')).toBe(60);
  });
  it('leaves it out in classes 1 and 2 unless the curriculum forces it', () => {
    expect(activityTimer({ kind: 'mcq', timerSeconds: 120 }, '1')).toBe(0);
    expect(activityTimer({ kind: 'mcq', timerSeconds: 120 }, '2')).toBe(0);
    expect(activityTimer({ kind: 'mcq', timerSeconds: 90, timerForced: true }, '1')).toBe(90);
  });
  it('never times a video unless forced, nor an activity without timerSeconds', () => {
    expect(activityTimer({ kind: 'video', timerSeconds: 300 }, '4')).toBe(0);
    expect(activityTimer({ kind: 'video', timerSeconds: 300, timerForced: true }, '4')).toBe(300);
    expect(activityTimer({ kind: 'mcq' }, '4')).toBe(0);
  });
  it('answers null when there is no timer or the parent turned timers off', () => {
    expect(counterFor(120, true)).toBe(120);
    expect(counterFor(120, false)).toBeNull();
    expect(counterFor(0, true)).toBeNull();
  });
});

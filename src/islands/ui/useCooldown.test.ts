import { describe, expect, it } from 'vitest';
import { secondsLeft } from './useCooldown.ts';

describe('the resend cooldown', () => {
  const sentAt = Date.parse('2026-11-21T10:00:00Z');

  it('counts down the seconds the send answered, rounding up, and stops at 0', () => {
    const until = sentAt + 2 * 1000;
    expect(secondsLeft(until, sentAt)).toBe(2);
    expect(secondsLeft(until, sentAt + 1)).toBe(2);
    expect(secondsLeft(until, sentAt + 1000)).toBe(1);
    expect(secondsLeft(until, sentAt + 1999)).toBe(1);
    expect(secondsLeft(until, sentAt + 2000)).toBe(0);
    expect(secondsLeft(until, sentAt + 60_000)).toBe(0);
  });

  it('has nothing to wait for before the first send', () => {
    expect(secondsLeft(0, sentAt)).toBe(0);
  });
});

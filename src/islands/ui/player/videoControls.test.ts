import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VOLUME,
  formatTime,
  HIDE_AFTER_TICKS,
  INITIAL_VOLUME,
  nextIdleTicks,
  percentOf,
  resetIdleTicks,
  SEEK_STEP_SECONDS,
  seekTarget,
  setVolumePercent,
  shouldHide,
  timeAtPercent,
  toggleMute,
  volumePercent,
} from './videoControls.ts';

describe('the video time label', () => {
  it('reads m:ss', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(5)).toBe('0:05');
    expect(formatTime(59.99)).toBe('0:59');
    expect(formatTime(60)).toBe('1:00');
    expect(formatTime(75.4)).toBe('1:15');
    expect(formatTime(600)).toBe('10:00');
  });

  it('shows 0:00 before the length is known', () => {
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatTime(-3)).toBe('0:00');
  });
});

describe('rewind and forward', () => {
  it('move 10 seconds', () => {
    expect(SEEK_STEP_SECONDS).toBe(10);
    expect(seekTarget(30, 120, SEEK_STEP_SECONDS)).toBe(40);
    expect(seekTarget(30, 120, -SEEK_STEP_SECONDS)).toBe(20);
  });

  it('stop at the start', () => {
    expect(seekTarget(4, 120, -SEEK_STEP_SECONDS)).toBe(0);
    expect(seekTarget(0, 120, -SEEK_STEP_SECONDS)).toBe(0);
  });

  it('stop at the end', () => {
    expect(seekTarget(115, 120, SEEK_STEP_SECONDS)).toBe(120);
    expect(seekTarget(120, 120, SEEK_STEP_SECONDS)).toBe(120);
  });

  it('still rewind safely before the length is known', () => {
    expect(seekTarget(3, Number.NaN, -SEEK_STEP_SECONDS)).toBe(0);
    expect(seekTarget(3, Number.NaN, SEEK_STEP_SECONDS)).toBe(13);
  });
});

describe('the seek bar', () => {
  it('shows the position as 0–100', () => {
    expect(percentOf(0, 200)).toBe(0);
    expect(percentOf(50, 200)).toBe(25);
    expect(percentOf(200, 200)).toBe(100);
    expect(percentOf(250, 200)).toBe(100);
  });

  it('shows 0 while the length is unknown', () => {
    expect(percentOf(10, 0)).toBe(0);
    expect(percentOf(10, Number.NaN)).toBe(0);
  });

  it('turns a value back into a time', () => {
    expect(timeAtPercent(25, 200)).toBe(50);
    expect(timeAtPercent(100, 200)).toBe(200);
    expect(timeAtPercent(150, 200)).toBe(200);
    expect(timeAtPercent(-5, 200)).toBe(0);
    expect(timeAtPercent(50, Number.NaN)).toBe(0);
  });
});

describe('volume and mute', () => {
  it('start at half volume, not muted', () => {
    expect(DEFAULT_VOLUME).toBe(0.5);
    expect(INITIAL_VOLUME).toEqual({ volume: 0.5, muted: false });
    expect(volumePercent(INITIAL_VOLUME)).toBe(50);
  });

  it('muting sets the volume to 0', () => {
    const muted = toggleMute({ volume: 0.8, muted: false });
    expect(muted).toEqual({ volume: 0, muted: true });
    expect(volumePercent(muted)).toBe(0);
  });

  it('unmuting restores 0.5, whatever the level was before', () => {
    const muted = toggleMute({ volume: 0.9, muted: false });
    expect(toggleMute(muted)).toEqual({ volume: 0.5, muted: false });
    expect(volumePercent(toggleMute(muted))).toBe(50);
  });

  it('dragging the slider to 0 counts as muted', () => {
    expect(setVolumePercent(INITIAL_VOLUME, 0)).toEqual({ volume: 0, muted: true });
  });

  it('dragging the slider above 0 unmutes', () => {
    const muted = toggleMute(INITIAL_VOLUME);
    expect(setVolumePercent(muted, 30)).toEqual({ volume: 0.3, muted: false });
    expect(setVolumePercent(muted, 1)).toEqual({ volume: 0.01, muted: false });
    expect(setVolumePercent(INITIAL_VOLUME, 100)).toEqual({ volume: 1, muted: false });
  });

  it('keeps the slider within 0–100', () => {
    expect(setVolumePercent(INITIAL_VOLUME, 140)).toEqual({ volume: 1, muted: false });
    expect(setVolumePercent(INITIAL_VOLUME, -10)).toEqual({ volume: 0, muted: true });
  });
});

describe('the controls hiding by themselves', () => {
  it('hide after 2 progress ticks without movement while playing', () => {
    expect(HIDE_AFTER_TICKS).toBe(2);
    let ticks = resetIdleTicks();
    expect(shouldHide(ticks, true)).toBe(false);
    ticks = nextIdleTicks(ticks, true);
    expect(shouldHide(ticks, true)).toBe(false);
    ticks = nextIdleTicks(ticks, true);
    expect(shouldHide(ticks, true)).toBe(true);
    ticks = nextIdleTicks(ticks, true);
    expect(shouldHide(ticks, true)).toBe(true);
  });

  it('never hide while paused', () => {
    let ticks = resetIdleTicks();
    for (let i = 0; i < 5; i++) ticks = nextIdleTicks(ticks, false);
    expect(shouldHide(ticks, false)).toBe(false);
    expect(shouldHide(HIDE_AFTER_TICKS, false)).toBe(false);
  });

  it('show again after a pointer move, touch or key press', () => {
    let ticks = resetIdleTicks();
    ticks = nextIdleTicks(nextIdleTicks(ticks, true), true);
    expect(shouldHide(ticks, true)).toBe(true);
    ticks = resetIdleTicks();
    expect(shouldHide(ticks, true)).toBe(false);
    // …and the count starts over: one tick is not enough to hide them again.
    ticks = nextIdleTicks(ticks, true);
    expect(shouldHide(ticks, true)).toBe(false);
  });

  it('start the count over when the video is paused', () => {
    const ticks = nextIdleTicks(nextIdleTicks(0, true), false);
    expect(shouldHide(nextIdleTicks(ticks, true), true)).toBe(false);
  });
});

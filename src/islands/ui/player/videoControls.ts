/**
 * The video player's rules, kept apart from React and the DOM so unit tests can pin them down:
 * seeking, the seek bar's percentages, the time label, volume and mute, and when the controls hide.
 */

export const SEEK_STEP_SECONDS = 10;
export const DEFAULT_VOLUME = 0.5;
export const HIDE_AFTER_TICKS = 2;

/** Before metadata arrives the element reports NaN, and a live stream Infinity: neither is a length. */
function isLength(duration: number): boolean {
  return Number.isFinite(duration) && duration > 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** `m:ss`, e.g. 75.4 → "1:15". Minutes are not split into hours: lessons are short. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** Where a rewind (negative delta) or forward lands, never before the start or past the end. */
export function seekTarget(current: number, duration: number, deltaSeconds: number): number {
  const from = Number.isFinite(current) ? current : 0;
  // Without a known length only the start can be enforced; the element clamps the end itself.
  const end = isLength(duration) ? duration : Number.POSITIVE_INFINITY;
  return clamp(from + deltaSeconds, 0, end);
}

/** The seek bar's value, 0–100. */
export function percentOf(current: number, duration: number): number {
  if (!isLength(duration) || !Number.isFinite(current)) return 0;
  return clamp((current / duration) * 100, 0, 100);
}

/** The time a seek bar value stands for. */
export function timeAtPercent(percent: number, duration: number): number {
  if (!isLength(duration) || !Number.isFinite(percent)) return 0;
  return (clamp(percent, 0, 100) / 100) * duration;
}

export interface VolumeState {
  /** 0..1, as `HTMLMediaElement.volume` takes it. */
  volume: number;
  muted: boolean;
}

export const INITIAL_VOLUME: VolumeState = { volume: DEFAULT_VOLUME, muted: false };

/**
 * Muting drops the volume to 0 so the slider shows it; unmuting always comes back at the default
 * rather than the last level, so a child who dragged the slider to a whisper still hears the video.
 */
export function toggleMute(state: VolumeState): VolumeState {
  return state.muted ? { volume: DEFAULT_VOLUME, muted: false } : { volume: 0, muted: true };
}

/** The volume slider (0–100): at 0 the video counts as muted, anything above unmutes it. */
export function setVolumePercent(_state: VolumeState, percent: number): VolumeState {
  const level = Number.isFinite(percent) ? Math.round(clamp(percent, 0, 100)) : 0;
  return { volume: level / 100, muted: level === 0 };
}

/** The slider's value for a state, 0–100. */
export function volumePercent(state: VolumeState): number {
  return state.muted ? 0 : Math.round(clamp(state.volume, 0, 1) * 100);
}

/**
 * Counts progress ticks (`timeupdate` events) since the last pointer move, touch or key press.
 * Paused, the count stays at 0: the controls must be there when a child comes back to the video.
 * The count stops at the threshold, as more ticks change nothing.
 */
export function nextIdleTicks(ticks: number, playing: boolean): number {
  return playing ? Math.min(ticks + 1, HIDE_AFTER_TICKS) : 0;
}

/** Any pointer move, touch, focus or key press starts the count again. */
export function resetIdleTicks(): number {
  return 0;
}

export function shouldHide(ticks: number, playing: boolean): boolean {
  return playing && ticks >= HIDE_AFTER_TICKS;
}

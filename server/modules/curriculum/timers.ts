/**
 * Timers that suit the age (issue 15). The curriculum may give an activity `timerSeconds`;
 * it runs only where it helps: never on a video, and not in classes 1 and 2, whose children
 * are still learning to read, unless the curriculum also says `timerForced: true`. A child's
 * parent can turn every timer off (My Account, `student_settings.timers`).
 *
 * 0 means no timer: the column stays an integer and the contract's `counter` says null.
 */
export function activityTimer(
  activity: { kind: string; timerSeconds?: number; timerForced?: boolean },
  grade: string,
): number {
  const seconds = activity.timerSeconds ?? 0;
  if (seconds <= 0) return 0;
  if (activity.timerForced) return seconds;
  if (activity.kind === 'video') return 0;
  return Number(grade) <= 2 ? 0 : seconds;
}

/** What the activities answer carries: null for no timer, or when the parent turned timers off. */
export function counterFor(storedSeconds: number | null, timersOn: boolean): number | null {
  return timersOn && storedSeconds && storedSeconds > 0 ? storedSeconds : null;
}

/**
 * A child's mastery of a skill (issue 19), from their most recent answers to its generated items:
 * the last MASTERY_WINDOW answers. The rules, in order:
 * - mastered: at least 10 answers, 90 % right, no missed item of the skill waiting, and at least
 *   MASTERY_AT_TOP of the right ones at the top level the child's class is offered (issue 28:
 *   ten right answers at the easiest level made a skill "mastered");
 * - proficient: at least 8 answers, 80 % right;
 * - familiar: at least 5 answers, 60 % right;
 * - attempted: anything less.
 * A skill is weak (the dashboard offers it, the parent's report names it) when a missed item of
 * it is waiting, or when at least 3 answers are under 60 % right.
 */
export const MASTERY_STATES = ['attempted', 'familiar', 'proficient', 'mastered'] as const;
export type MasteryState = (typeof MASTERY_STATES)[number];
export const MASTERY_WINDOW = 20;
/** Right answers at the class's top level that mastery needs among the recent ones. */
export const MASTERY_AT_TOP = 5;

export interface SkillRecord {
  /** The most recent answers first, right or wrong; at most MASTERY_WINDOW are read. */
  recent: boolean[];
  /** Missed items of the skill not yet answered right. */
  missed: number;
  /** Of the recent answers, the right ones at the top level the child's class is offered. */
  rightAtTop: number;
}

export interface Mastery {
  state: MasteryState;
  /** Right answers of the recent ones, in whole per cent. */
  percent: number;
  answers: number;
  weak: boolean;
}

export function masteryOf({ recent, missed, rightAtTop }: SkillRecord): Mastery {
  const window = recent.slice(0, MASTERY_WINDOW);
  const answers = window.length;
  const right = window.filter(Boolean).length;
  const share = answers ? right / answers : 0;
  const percent = Math.round(share * 100);
  const state: MasteryState =
    answers >= 10 && share >= 0.9 && missed === 0 && rightAtTop >= MASTERY_AT_TOP
      ? 'mastered'
      : answers >= 8 && share >= 0.8
        ? 'proficient'
        : answers >= 5 && share >= 0.6
          ? 'familiar'
          : 'attempted';
  return { state, percent, answers, weak: missed > 0 || (answers >= 3 && share < 0.6) };
}

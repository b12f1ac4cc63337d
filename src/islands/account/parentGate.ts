/**
 * The parent gate's rules, apart from the screen that draws them (ParentGate.tsx): a grown-up
 * answers a times-table question in a second; a six-year-old tapping about does not. The answer
 * is always two digits typed on a keypad, so random taps pass about once in ninety tries, where
 * four large choices would let one tap in four through. A wrong answer gets a new question, with
 * no score and no hint. Passing opens the parent area of this tab for ten minutes, for this
 * child's account only.
 */

/** Factors from 4 to 9: every product is two digits (16 to 81), and none is as easy as ×2 or ×3. */
export const FACTORS = [4, 5, 6, 7, 8, 9] as const;
export type Factor = (typeof FACTORS)[number];
export const ANSWER_DIGITS = 2;
export const OPEN_MINUTES = 10;

export interface GateQuestion {
  a: Factor;
  b: Factor;
}

/** The pass kept in sessionStorage: whose parent area, and until when (ms since the epoch). */
export interface GatePass {
  studentId: string;
  until: number;
}

const pick = (random: () => number): Factor => FACTORS[Math.floor(random() * FACTORS.length)] ?? 9;

/** A fresh question, never the one just asked (a child cannot learn one answer by heart). */
export function newQuestion(previous?: GateQuestion, random: () => number = Math.random): GateQuestion {
  for (;;) {
    const question = { a: pick(random), b: pick(random) };
    if (!previous || answerOf(question) !== answerOf(previous)) return question;
  }
}

export const answerOf = (question: GateQuestion) => question.a * question.b;

/** The digits typed so far: right once all are typed and they make the product. */
export function check(question: GateQuestion, typed: string): 'incomplete' | 'right' | 'wrong' {
  if (typed.length < ANSWER_DIGITS) return 'incomplete';
  return Number(typed) === answerOf(question) ? 'right' : 'wrong';
}

/** The pass given when the gate is answered at `now`. */
export const passFor = (studentId: string, now: number): GatePass => ({
  studentId,
  until: now + OPEN_MINUTES * 60_000,
});

/** Open while the pass is this child's and has not run out. */
export function isOpen(pass: GatePass | null, studentId: string | undefined, now: number): boolean {
  return Boolean(pass && studentId && pass.studentId === studentId && now < pass.until);
}

/** A pass read back from storage: anything else (edited by hand, an old format) is no pass. */
export function readPass(stored: string | null): GatePass | null {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<GatePass> | null;
    return value && typeof value.studentId === 'string' && typeof value.until === 'number'
      ? { studentId: value.studentId, until: value.until }
      : null;
  } catch {
    return null;
  }
}

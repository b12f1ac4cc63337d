import type { GateMethod } from '../../domain/contract/parentGate.ts';
import { PIN_LENGTH } from '../../domain/contract/pinRules.ts';

/**
 * The parent gate's rules, apart from the screen that draws them (ParentGate.tsx). The parent
 * chooses how it opens (issue 18): by default a times-table question, which a grown-up answers
 * in a second and a six-year-old tapping about does not. The answer is always two digits typed
 * on a keypad, so random taps pass about once in ninety tries, where four large choices would
 * let one tap in four through. A wrong answer gets a new question, with no score and no hint.
 * Or a four-digit PIN on the same keypad, or the account's password, both checked by the API.
 * The API checks all three (issue 32: the question too, which it makes) and answers a parent
 * proof. Passing opens the parent area of this tab for ten minutes, for the whole family: every
 * child of the parent, and no other family; the proof itself holds for this session only.
 */

export const ANSWER_DIGITS = 2;
export const OPEN_MINUTES = 10;

/** The API's question (factors 4 to 9: every product is two digits), with its signed challenge. */
export interface GateQuestion {
  a: number;
  b: number;
  challenge: string;
}

/**
 * The pass kept in sessionStorage: whose parent area (the family: src/stores/family.ts), until
 * when (ms since the epoch), and the API's parent proof that the parent area's requests send
 * (src/client/parentProof.ts).
 */
export interface GatePass {
  familyKey: string;
  until: number;
  proof: string;
}

/** What the API answers when the gate is passed. */
export interface GatePassed {
  proof: string;
  expiresInSeconds: number;
}

/** The keypad's keys, for the question and the PIN alike. */
export const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'erase', '0'] as const;
export type Key = (typeof KEYS)[number];

/** What is typed after pressing `key`: a digit while there is room for one, `erase` the last. */
export function press(typed: string, key: Key, length: number): string {
  if (key === 'erase') return typed.slice(0, -1);
  return typed.length < length ? typed + key : typed;
}

/** A PIN is sent to be checked once all its digits are typed. */
export const pinTyped = (typed: string) => typed.length === PIN_LENGTH;

/** The minutes a locked gate asks the parent to wait, from the API's Retry-After (at least 1). */
export const minutesToWait = (retryAfterSeconds: number) => Math.max(1, Math.ceil(retryAfterSeconds / 60));

/** The pass given when the gate is answered at `now`: no longer than the API's proof holds. */
export const passFor = (familyKey: string, now: number, passed: GatePassed): GatePass => ({
  familyKey,
  until: now + Math.min(OPEN_MINUTES * 60, passed.expiresInSeconds) * 1000,
  proof: passed.proof,
});

/** Open while the pass is this family's (any of its children may be active) and has not run out. */
export function isOpen(pass: GatePass | null, familyKey: string | null | undefined, now: number): boolean {
  return Boolean(pass && familyKey && pass.familyKey === familyKey && now < pass.until);
}

/**
 * A pass read back from storage: anything else (edited by hand, the old format keyed by the
 * child) is no pass.
 */
export function readPass(stored: string | null): GatePass | null {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<GatePass> | null;
    return value &&
      typeof value.familyKey === 'string' &&
      typeof value.until === 'number' &&
      typeof value.proof === 'string'
      ? { familyKey: value.familyKey, until: value.until, proof: value.proof }
      : null;
  } catch {
    return null;
  }
}

const METHODS: readonly GateMethod[] = ['question', 'pin', 'password'];

/**
 * The method last heard from the API for a family, kept in this browser so that the gate shows
 * at once and opens without internet (the question; a PIN or the password need the API).
 */
export interface KnownMethod {
  familyKey: string;
  method: GateMethod;
}

/** The known method of `familyKey`, or null (another family's, nothing kept, unreadable). */
export function readKnownMethod(stored: string | null, familyKey: string | null): GateMethod | null {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<KnownMethod> | null;
    return value && familyKey && value.familyKey === familyKey && METHODS.includes(value.method as GateMethod)
      ? (value.method as GateMethod)
      : null;
  } catch {
    return null;
  }
}

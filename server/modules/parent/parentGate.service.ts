import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AUTH_ERRORS } from '../../../domain/contract/auth.ts';
import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import {
  GATE_ERRORS,
  type GateAnswer,
  type GateChange,
  type GateMethod,
  PARENT_PROOF_MINUTES,
  QUESTION_FACTORS,
  questionGateAllowed,
} from '../../../domain/contract/parentGate.ts';
import { isTrivialPin } from '../../../domain/contract/pinRules.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CounterStore } from '../../ratelimit/counters.ts';
import { checkLimit, enforceLimit, type Limit } from '../../ratelimit/limit.ts';
import type { Child, PasswordBudget } from '../auth/index.ts';
import {
  GATE_QUESTION_AUDIENCE,
  hashPassword,
  PARENT_PROOF_AUDIENCE,
  type TokenService,
  verifyPassword,
} from '../auth/index.ts';
import { familyGrades, findParentGate, saveParentGate } from './parentGate.repository.ts';

/**
 * Wrong PINs and passwords per parent (config `auth.parentGate`): past `maxFailures` in a window
 * of `lockMinutes`, the gate is locked until the window ends, whatever is typed. Four digits are
 * 10,000 tries; five per 15 minutes make finding one a matter of weeks, not an afternoon.
 *
 * The gate keeps this stricter lock of its own (a PIN is a weaker secret than the password) on
 * top of the account's budget of wrong passwords and PINs (auth/passwordBudget.ts, 10 in 15
 * minutes), which every wrong try here also uses: a used-up budget locks the gate too, and wrong
 * PINs at the gate leave fewer password guesses for the login.
 */
export const gateLimit = ({
  maxFailures,
  lockMinutes,
}: {
  maxFailures: number;
  lockMinutes: number;
}): Limit => ({
  name: 'parent-gate:failures',
  max: maxFailures,
  windowMs: lockMinutes * 60_000,
  message: `Too many wrong tries. Please wait ${lockMinutes} minutes.`,
});

/** The method in force, and whether the question may be chosen. */
export interface GateState {
  method: GateMethod;
  questionAllowed: boolean;
}

const PROOF_SECONDS = PARENT_PROOF_MINUTES * 60;
const pickFactor = () => QUESTION_FACTORS[randomInt(QUESTION_FACTORS.length)] ?? 9;
const questionNotAllowed = () =>
  new AppError(
    400,
    GATE_ERRORS.questionNotAllowed,
    'A child in class 3 or above can answer the question. Please choose a PIN or your password.',
    { fields: { method: 'questionNotAllowed' } },
  );

const wrongPassword = () =>
  new AppError(400, AUTH_ERRORS.invalidCredentials, 'The current password is not right.', {
    fields: { currentPassword: 'wrong' },
  });

/**
 * The parent gate (issue 18): the parent's choice of how the parent area opens, and the check of
 * a PIN or the password. Everything is the parent's (`students.parent_id`): every child of the
 * family sees the same gate, and a PIN opens only its own parent's.
 */
export function parentGateService(
  db: Kysely<Database>,
  counters: CounterStore,
  limit: Limit,
  budget: PasswordBudget,
  tokens: Pick<TokenService, 'signForSession' | 'verifyForSession'>,
) {
  const parentOf = async (child: Child) => {
    const parent = child.parentId ? await findParentGate(db, child.parentId) : undefined;
    if (!child.parentId || !parent) throw new AppError(401, AUTH_ERRORS.unauthorized, 'Please log in again.');
    return { id: child.parentId, ...parent };
  };

  /** A wrong try: counted against the gate's own limit (a 429 once it is used up). */
  const failed = (parentId: string) => enforceLimit(counters, limit, parentId);
  /** Compares within the account's budget; a 429 from it speaks of the gate's lock. */
  const attempt = (parentId: string, check: () => Promise<boolean>) =>
    budget.attempt(parentId, check, limit.message);

  /**
   * The method in force (ADR 021): the parent's choice, except that the question, which a child
   * of class 3 or above answers, stands for the password once such a child is in the family. The
   * page shows what this says; the question itself is checked only by the page.
   */
  const inForce = async (parent: { id: string; gate_method: GateMethod }): Promise<GateState> => {
    const questionAllowed = questionGateAllowed(await familyGrades(db, parent.id));
    const method = parent.gate_method === 'question' && !questionAllowed ? 'password' : parent.gate_method;
    return { method, questionAllowed };
  };

  return {
    async method(child: Child): Promise<GateState> {
      return inForce(await parentOf(child));
    },

    async change(child: Child, change: GateChange): Promise<GateState> {
      const parent = await parentOf(child);
      await checkLimit(counters, limit, parent.id);
      // Refused before the password is checked: it costs no try.
      if (change.method === 'question' && !(await inForce(parent)).questionAllowed)
        throw questionNotAllowed();
      // The PIN's rules first: a refused PIN costs no try and reveals nothing of the password.
      if (change.method === 'pin' && isTrivialPin(change.pin, parent.phone)) {
        throw new AppError(
          400,
          ERROR_CODES.validation,
          'This PIN is too easy to guess. Please choose another.',
          {
            fields: { pin: 'pinTooEasy' },
          },
        );
      }
      if (!(await attempt(parent.id, () => verifyPassword(change.currentPassword, parent.password_hash)))) {
        await failed(parent.id);
        throw wrongPassword();
      }
      const pinHash = change.method === 'pin' ? await hashPassword(change.pin) : null;
      await saveParentGate(db, parent.id, change.method, pinHash);
      return inForce({ id: parent.id, gate_method: change.method });
    },

    /**
     * A question for a family whose gate is the question (ADR 021, issue 32): made here, with a
     * challenge signed for this session, so that the proof always comes from a check by the API.
     */
    async question(child: Child, sessionId: string) {
      const parent = await parentOf(child);
      if ((await inForce(parent)).method !== 'question') throw questionNotAllowed();
      const [a, b] = [pickFactor(), pickFactor()];
      const session = { parentId: parent.id, sessionId };
      return {
        a,
        b,
        challenge: await tokens.signForSession(GATE_QUESTION_AUDIENCE, session, PROOF_SECONDS, { a, b }),
      };
    },

    /**
     * The parent proof when the PIN or the password is the parent's (the password works whatever
     * the method), or the question the API asked this session is answered while it is in force.
     */
    async check(child: Child, sessionId: string, answer: GateAnswer) {
      const parent = await parentOf(child);
      const session = { parentId: parent.id, sessionId };
      const proof = async () => ({
        proof: await tokens.signForSession(PARENT_PROOF_AUDIENCE, session, PROOF_SECONDS),
        expiresInSeconds: PROOF_SECONDS,
      });
      if (answer.question) {
        // Weak by design (class 1–2 families only): no secret, so no try is counted either.
        if ((await inForce(parent)).method !== 'question') throw questionNotAllowed();
        const asked = await tokens.verifyForSession(
          GATE_QUESTION_AUDIENCE,
          answer.question.challenge,
          session,
        );
        if (
          !asked ||
          typeof asked.a !== 'number' ||
          typeof asked.b !== 'number' ||
          asked.a * asked.b !== answer.question.answer
        )
          throw new AppError(403, GATE_ERRORS.wrong, 'This is not right.');
        return proof();
      }
      // Locked: refused before any hash is compared, so that the right PIN cannot be told apart.
      await checkLimit(counters, limit, parent.id);
      let hash = parent.password_hash;
      if (answer.pin !== undefined) {
        if (parent.gate_method !== 'pin' || !parent.gate_pin_hash)
          throw new AppError(400, GATE_ERRORS.noPin, 'No PIN is set for the parent area.');
        hash = parent.gate_pin_hash;
      }
      const secret = answer.pin ?? answer.password ?? '';
      if (!(await attempt(parent.id, () => verifyPassword(secret, hash)))) {
        await failed(parent.id);
        throw new AppError(403, GATE_ERRORS.wrong, 'This is not right.');
      }
      return proof();
    },
  };
}

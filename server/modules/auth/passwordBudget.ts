import type { CounterStore } from '../../ratelimit/counters.ts';
import { type Limit, reserveLimit } from '../../ratelimit/limit.ts';

/**
 * One budget of wrong secrets per parent account (issue 27; ARCHITECTURE.md: 10 failures in 15
 * minutes), shared by every endpoint that checks the parent's password or PIN: the password
 * login, changing the password, removing a child, and the parent gate (its PIN or the password,
 * and changing its method). Before, only the login counted, so the other endpoints were a way
 * round it: 30 guesses at child removal all answered 400.
 *
 * Keyed by the parent's id: it is the account's own, stable name, which every signed-in
 * endpoint knows from its session, and the login finds it from the phone in the same read that
 * fetches the hash. A phone without an account is counted under `phone:<number>`, so it answers
 * the same 401s and the same 429 as a real one and tells nothing about who has signed up.
 *
 * A right password does not reset the count, and is not counted: the window of 15 minutes runs
 * from the first failure whatever happens in it. NIST SP 800-63B (§5.2.2) bounds failed attempts
 * per account and leaves the reset to the verifier; ASVS 4 (V2.2.1) asks that the anti-automation
 * hold against guessing. Resetting on success would hand an attacker on another device a fresh
 * budget each time the parent logs in, which here happens daily, so the count only ends with its
 * window.
 */
export const PASSWORD_BUDGET: Limit = {
  name: 'password:failures',
  max: 10,
  windowMs: 15 * 60_000,
  message: 'Too many wrong passwords or PINs for this account. Please wait 15 minutes.',
};

/** The budget's subject for a phone with no account behind it (see above). */
export const unknownPhone = (phone: string) => `phone:${phone}`;

export type PasswordBudget = ReturnType<typeof passwordBudget>;

export function passwordBudget(counters: CounterStore) {
  return {
    /**
     * Runs `check` (a comparison of a password or PIN with its hash) within `account`'s budget:
     * 429 with Retry-After once the budget is used up, before anything is compared, so the right
     * password cannot be told apart then. A false answer is a failure and stays counted; a true
     * one (or a check that throws) gives its count back. The 429 says `message` (the endpoint's
     * words for what to do instead).
     */
    async attempt(account: string, check: () => Promise<boolean>, message = PASSWORD_BUDGET.message) {
      const slot = await reserveLimit(counters, { ...PASSWORD_BUDGET, message }, account);
      let right: boolean;
      try {
        right = await check();
      } catch (error) {
        await slot.release();
        throw error;
      }
      if (right) await slot.release();
      return right;
    },
  };
}

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCounters } from '../../ratelimit/counters.ts';
import { newPhone, PASSWORD } from '../../test/auth.ts';
import { itInProcess } from '../../test/cluster.ts';
import { signedInChild } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

// Issue 27: every endpoint that checks the parent's password or PIN shares one budget of 10
// wrong tries in 15 minutes per account (passwordBudget.ts). In the cluster project the requests
// alternate between two API processes sharing Redis; elsewhere the clock is the test's to move.
let offset = 0;
const clock = () => Date.now() + offset;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ counters: createMemoryCounters(clock) });
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
type Parent = { phone: string; headers: Headers };
const WINDOW_SECONDS = 15 * 60;

/** Each way a password or PIN of the parent is checked, with that secret. */
const tries = {
  login: ({ phone }: Parent, secret: string) =>
    t.app.inject({ method: 'POST', url: '/v1/student/login', payload: { email: phone, password: secret } }),
  removeChild: ({ headers }: Parent, secret: string) =>
    // The password is checked before the child is looked for: any id will do for a wrong one.
    t.app.inject({
      method: 'DELETE',
      url: `/v1/auth/children/${randomUUID()}`,
      headers,
      payload: { password: secret },
    }),
  changePassword: ({ headers }: Parent, secret: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/student/change-password',
      headers,
      // A right current password would change it and end every session: the tests send the
      // right one here only where they expect a 429.
      payload: { currentPassword: secret, newPassword: 'Hampi-Boulders-77' },
    }),
  gatePassword: ({ headers }: Parent, secret: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/parent/gate/check',
      headers,
      payload: { password: secret },
    }),
  gatePin: ({ headers }: Parent, secret: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/parent/gate/check', headers, payload: { pin: secret } }),
};
/** What each answers for a wrong secret. */
const WRONG_STATUS = { login: 401, removeChild: 400, changePassword: 400, gatePassword: 403, gatePin: 403 };
type Way = keyof typeof tries;

const PIN = '4826';
/** A parent whose gate is the PIN `PIN` (set with the right password, which costs nothing). */
async function parent(): Promise<Parent> {
  const child = await signedInChild(t);
  const set = await t.app.inject({
    method: 'PUT',
    url: '/v1/auth/parent/gate',
    headers: child.headers,
    payload: { method: 'pin', pin: PIN, currentPassword: PASSWORD },
  });
  expect(set.statusCode).toBe(200);
  return child;
}

async function wrong(p: Parent, way: Way, n: number) {
  for (let i = 0; i < n; i++) {
    const secret = way === 'gatePin' ? `${1000 + i}` : `wrong-${way}-${i}-guess`;
    const answer = await tries[way](p, secret);
    expect([way, i, answer.statusCode]).toEqual([way, i, WRONG_STATUS[way]]);
  }
}

function expectLocked(way: string, answer: Awaited<ReturnType<TestApp['app']['inject']>>) {
  expect([way, answer.statusCode]).toEqual([way, 429]);
  expect(answer.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  expect(typeof answer.json().message).toBe('string');
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter, way).toBeGreaterThan(0);
  expect(retryAfter, way).toBeLessThanOrEqual(WINDOW_SECONDS + offset / 1000 + 1);
}

/** Every way answers 429 now, the right password and PIN included. */
async function expectAllLocked(p: Parent) {
  for (const way of ['login', 'removeChild', 'changePassword', 'gatePassword'] as const)
    expectLocked(way, await tries[way](p, PASSWORD));
  expectLocked('gatePin', await tries.gatePin(p, PIN));
}

describe('one budget of wrong passwords and PINs per parent account (issue 27)', () => {
  for (const way of ['removeChild', 'changePassword'] as const) {
    it(`${way}: 10 wrong passwords answer as wrong, the 11th try is 429 with Retry-After, and so is every other way in`, async () => {
      const p = await parent();
      await wrong(p, way, 10);
      expectLocked(way, await tries[way](p, 'yet-another-guess'));
      await expectAllLocked(p);
    });
  }

  it('5 wrong at login and 5 at child removal use the budget up: the 11th try anywhere is 429, a PIN at the gate included', async () => {
    const p = await parent();
    await wrong(p, 'login', 5);
    await wrong(p, 'removeChild', 5);
    await expectAllLocked(p);
  });

  it('wrong PINs at the gate count too (within its own stricter lock of 5): 4 PINs, 3 logins, 3 password changes', async () => {
    const p = await parent();
    await wrong(p, 'gatePin', 4);
    await wrong(p, 'login', 3);
    await wrong(p, 'changePassword', 3);
    await expectAllLocked(p);
  });

  it("a right password does not give the failures back: the parent's own logins leave an attacker no fresh budget", async () => {
    const p = await parent();
    await wrong(p, 'removeChild', 4);
    await wrong(p, 'login', 5);
    // The parent logs in on their phone and opens the parent area: both right, both let through.
    expect((await tries.login(p, PASSWORD)).statusCode).toBe(200);
    expect((await tries.gatePin(p, PIN)).statusCode).toBe(200);
    expect((await tries.gatePassword(p, PASSWORD)).statusCode).toBe(200);
    // One failure is left of the ten, whoever uses it.
    await wrong(p, 'changePassword', 1);
    await expectAllLocked(p);
  });

  it("another parent's budget is their own", async () => {
    const locked = await parent();
    const other = await parent();
    await wrong(locked, 'login', 10);
    expectLocked('login', await tries.login(locked, PASSWORD));
    expect((await tries.login(other, PASSWORD)).statusCode).toBe(200);
    expect((await tries.gatePin(other, PIN)).statusCode).toBe(200);
  });

  it('a phone with no account answers the same: 10 times 401, then 429', async () => {
    const nobody: Parent = { phone: newPhone(), headers: {} };
    await wrong(nobody, 'login', 10);
    expectLocked('login', await tries.login(nobody, PASSWORD));
  });

  it('30 wrong passwords sent at once: 10 are compared and refused as wrong, 20 answer 429', async () => {
    const p = await parent();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => tries.removeChild(p, `parallel-guess-${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(400), ...Array(20).fill(429)]);
  });

  itInProcess('the budget is whole again once its 15 minutes have passed', async () => {
    const p = await parent();
    await wrong(p, 'login', 5);
    await wrong(p, 'gatePassword', 5);
    await expectAllLocked(p);
    offset += WINDOW_SECONDS * 1000 + 1;
    expect((await tries.login(p, PASSWORD)).statusCode).toBe(200);
    // Ten wrong tries again, then locked again.
    await wrong(p, 'removeChild', 10);
    expectLocked('removeChild', await tries.removeChild(p, PASSWORD));
  });
});

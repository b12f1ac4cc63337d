import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCounters } from '../../ratelimit/counters.ts';
import { PASSWORD } from '../../test/auth.ts';
import { changeChildRow, signedInChild } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { currentPolicyVersion } from '../auth/index.ts';

// Three wrong tries in 15 minutes lock a parent's gate here (5 by default), on a clock the tests
// move instead of waiting.
const MAX_FAILURES = 3;
let offset = 0;
const clock = () => Date.now() + offset;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PARENT_GATE_MAX_FAILURES: String(MAX_FAILURES), PARENT_GATE_LOCK_MINUTES: '15' },
    counters: createMemoryCounters(clock),
  });
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const getGate = (headers: Headers) => t.app.inject({ method: 'GET', url: '/v1/auth/parent/gate', headers });
const setGate = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/v1/auth/parent/gate', headers, payload });
const check = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/parent/gate/check', headers, payload });
const pinHashOf = async (childId: string) =>
  (
    await t.db.db
      .selectFrom('parents')
      .innerJoin('students', 'students.parent_id', 'parents.id')
      .select('parents.gate_pin_hash')
      .where('students.id', '=', childId)
      .executeTakeFirstOrThrow()
  ).gate_pin_hash;

/** A parent whose gate is the PIN `pin` (their child is in class 4: the question is not for them). */
async function withPin(pin: string) {
  const parent = await signedInChild(t);
  const set = await setGate(parent.headers, { method: 'pin', pin, currentPassword: PASSWORD });
  expect(set.json()).toEqual({ success: true, data: { method: 'pin', questionAllowed: false } });
  return parent;
}

const setGrade = (childId: string, grade: string) => changeChildRow(t, childId, { grade });

/** A parent whose only child is in class `grade` (1 or 2: the question may guard them). */
async function withYoungChild(grade = '2') {
  const parent = await signedInChild(t);
  await setGrade(parent.id, grade);
  return parent;
}

/** A second child for the parent of `headers`, in class `grade`. */
const addChild = async (headers: Headers, grade: string) => {
  const added = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/children',
    headers,
    payload: {
      studentName: 'Rohan',
      gender: 'Male',
      grade,
      board: 'Karnataka English',
      state: 'Karnataka',
      district: 'Mysuru',
      taluk: 'Hunsur',
      consent: {
        guardianName: 'Shobha',
        isGuardian: true,
        isAdult: true,
        acceptsPolicy: true,
        policyVersion: currentPolicyVersion(),
      },
    },
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json().data.id as string;
};

describe('choosing the parent gate', () => {
  it('is the question until the parent chooses, for a family whose children are all in class 1 or 2', async () => {
    const { headers } = await withYoungChild('1');
    const answer = await getGate(headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, data: { method: 'question', questionAllowed: true } });
  });

  it('is the password, never the question, once a child is in class 3 or above (issue 27)', async () => {
    // A class 4 child answers "what is nine times seven?": the API does not offer the question.
    const older = await signedInChild(t);
    expect((await getGate(older.headers)).json()).toEqual({
      success: true,
      data: { method: 'password', questionAllowed: false },
    });
    // Nor can the page (or a child editing it) choose it: refused before the password is checked.
    const chosen = await setGate(older.headers, { method: 'question', currentPassword: PASSWORD });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.json()).toMatchObject({
      success: false,
      code: 'PARENT_GATE_QUESTION_NOT_ALLOWED',
      fields: { method: 'questionNotAllowed' },
    });
    expect((await getGate(older.headers)).json().data.method).toBe('password');

    // A family of a class 2 child keeps the question until a class 3 child is added.
    const young = await withYoungChild('2');
    expect((await setGate(young.headers, { method: 'question', currentPassword: PASSWORD })).json()).toEqual({
      success: true,
      data: { method: 'question', questionAllowed: true },
    });
    await addChild(young.headers, '2');
    expect((await getGate(young.headers)).json().data).toEqual({ method: 'question', questionAllowed: true });
    const rohan = await addChild(young.headers, '3');
    expect((await getGate(young.headers)).json().data).toEqual({
      method: 'password',
      questionAllowed: false,
    });
    // The password opens it; a PIN, still unset, does not.
    expect((await check(young.headers, { password: PASSWORD })).statusCode).toBe(200);
    expect((await check(young.headers, { pin: '4826' })).json().code).toBe('PARENT_GATE_NO_PIN');
    // A class moved down (a correction) brings the question back; the parent's choice was kept.
    await setGrade(rohan, '1');
    expect((await getGate(young.headers)).json().data).toEqual({ method: 'question', questionAllowed: true });
    // A PIN chosen stays the PIN whatever the classes.
    const pin = await setGate(young.headers, { method: 'pin', pin: '4826', currentPassword: PASSWORD });
    expect(pin.json().data).toEqual({ method: 'pin', questionAllowed: true });
    await setGrade(rohan, '5');
    expect((await getGate(young.headers)).json().data).toEqual({ method: 'pin', questionAllowed: false });
  });

  it("needs the parent's current password: a child holding the phone cannot set a PIN", async () => {
    const { headers, id } = await signedInChild(t);
    const refused = await setGate(headers, { method: 'pin', pin: '4826', currentPassword: 'not-it' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'INVALID_CREDENTIALS',
      fields: { currentPassword: 'wrong' },
    });
    expect((await getGate(headers)).json().data.method).toBe('password');
    expect(await pinHashOf(id)).toBeNull();
    const missing = await setGate(headers, { method: 'pin', pin: '4826' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ currentPassword: 'invalid' });

    const set = await setGate(headers, { method: 'pin', pin: '4826', currentPassword: PASSWORD });
    expect(set.statusCode).toBe(200);
    expect((await getGate(headers)).json().data.method).toBe('pin');
    // Hashed as passwords are, never kept as typed.
    const hash = await pinHashOf(id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain('4826');
  });

  it("refuses PINs too easy to guess, the phone's last four digits among them", async () => {
    const { headers, phone } = await signedInChild(t);
    for (const pin of ['0000', '1111', '1234', '4321', '7890', '1212', '1122', '2000', phone.slice(-4)]) {
      const refused = await setGate(headers, { method: 'pin', pin, currentPassword: PASSWORD });
      expect([pin, refused.statusCode, refused.json()]).toEqual([
        pin,
        400,
        expect.objectContaining({ code: 'VALIDATION_FAILED', fields: { pin: 'pinTooEasy' } }),
      ]);
    }
    for (const pin of ['482', '48260', '48a6', ' 4826', '']) {
      const malformed = await setGate(headers, { method: 'pin', pin, currentPassword: PASSWORD });
      expect([pin, malformed.statusCode, malformed.json().fields]).toEqual([pin, 400, { pin: 'pin' }]);
    }
    expect((await setGate(headers, { method: 'face', currentPassword: PASSWORD })).statusCode).toBe(400);
    expect((await getGate(headers)).json().data.method).toBe('password');
    // None of these was a wrong try: the gate is not locked.
    expect((await check(headers, { password: PASSWORD })).statusCode).toBe(200);
  });

  it('forgets the PIN when the parent goes back to the question or to the password', async () => {
    const { headers, id } = await withYoungChild();
    await setGate(headers, { method: 'pin', pin: '4826', currentPassword: PASSWORD });
    const back = await setGate(headers, { method: 'question', currentPassword: PASSWORD });
    expect(back.json()).toEqual({ success: true, data: { method: 'question', questionAllowed: true } });
    expect(await pinHashOf(id)).toBeNull();
    expect((await check(headers, { pin: '4826' })).json().code).toBe('PARENT_GATE_NO_PIN');
    await setGate(headers, { method: 'pin', pin: '3917', currentPassword: PASSWORD });
    expect((await setGate(headers, { method: 'password', currentPassword: PASSWORD })).statusCode).toBe(200);
    expect(await pinHashOf(id)).toBeNull();
    expect((await getGate(headers)).json().data.method).toBe('password');
  });
});

describe('opening the parent gate', () => {
  it('opens for the right PIN and not for a wrong one', async () => {
    const { headers } = await withPin('4826');
    const right = await check(headers, { pin: '4826' });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ success: true });
    const wrong = await check(headers, { pin: '4862' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ success: false, code: 'PARENT_GATE_WRONG' });
  });

  it("opens with the parent's password whatever the method (a forgotten PIN), and not with another", async () => {
    const withPassword = await signedInChild(t);
    await setGate(withPassword.headers, { method: 'password', currentPassword: PASSWORD });
    expect((await check(withPassword.headers, { password: PASSWORD })).statusCode).toBe(200);
    const wrong = await check(withPassword.headers, { password: 'Mandya-Mango-43' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([403, 'PARENT_GATE_WRONG']);
    // A PIN is no answer when the parent chose the password.
    const pin = await check(withPassword.headers, { pin: '4826' });
    expect([pin.statusCode, pin.json().code]).toEqual([400, 'PARENT_GATE_NO_PIN']);

    const withPin_ = await withPin('5937');
    expect((await check(withPin_.headers, { password: PASSWORD })).statusCode).toBe(200);
  });

  it('takes a PIN or a password, one of them', async () => {
    const { headers } = await withPin('4826');
    for (const body of [{}, { pin: '4826', password: PASSWORD }, { pin: 4826 }, { code: '4826' }])
      expect([body, (await check(headers, body)).statusCode]).toEqual([body, 400]);
    expect((await check(headers, { pin: '4826' })).statusCode).toBe(200);
  });

  it("never opens with another parent's PIN", async () => {
    const mine = await withPin('4826');
    const theirs = await withPin('5937');
    expect((await check(mine.headers, { pin: '5937' })).statusCode).toBe(403);
    expect((await check(theirs.headers, { pin: '4826' })).statusCode).toBe(403);
    expect((await check(mine.headers, { pin: '4826' })).statusCode).toBe(200);
    expect((await check(theirs.headers, { pin: '5937' })).statusCode).toBe(200);
  });

  it(`locks after ${MAX_FAILURES} wrong tries, the right PIN included, until the window ends`, async () => {
    const { headers } = await withPin('4826');
    const other = await withPin('5937');
    for (let i = 0; i < MAX_FAILURES; i++)
      expect((await check(headers, { pin: `100${i}` })).statusCode).toBe(403);
    const locked = await check(headers, { pin: '4826' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await check(headers, { password: PASSWORD })).statusCode).toBe(429);
    // Changing the method is locked too: it checks the password.
    expect((await setGate(headers, { method: 'question', currentPassword: PASSWORD })).statusCode).toBe(429);
    // Another family's gate is theirs alone.
    expect((await check(other.headers, { pin: '5937' })).statusCode).toBe(200);

    offset += 15 * 60_000 + 1;
    expect((await check(headers, { pin: '4826' })).statusCode).toBe(200);
  });

  it("counts wrong current passwords when changing the method: no way round the lock to guess the parent's password", async () => {
    const { headers } = await withPin('4826');
    for (let i = 0; i < MAX_FAILURES; i++)
      expect((await setGate(headers, { method: 'password', currentPassword: `guess-${i}` })).statusCode).toBe(
        400,
      );
    expect((await check(headers, { pin: '4826' })).statusCode).toBe(429);
    offset += 15 * 60_000 + 1;
    expect((await check(headers, { pin: '4826' })).statusCode).toBe(200);
  });

  it('needs a signed-in child', async () => {
    expect((await getGate({})).statusCode).toBe(401);
    expect((await check({}, { pin: '4826' })).statusCode).toBe(401);
  });
});

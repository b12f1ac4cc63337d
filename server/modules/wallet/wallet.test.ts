import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { itInProcess } from '../../test/cluster.ts';
import { importSubject, mcqActivity, signedInChild, testTopic, testUnit } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { coinTotals, record } from '../ledger/index.ts';

let t: TestApp;
let unitIds: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await importSubject(t.db, {
    grade: '4',
    units: [1, 2, 3, 4, 5, 6].map((number) => testUnit(number, [testTopic('t', [mcqActivity('a')])])),
  });
  unitIds = (await t.db.db.selectFrom('units').select(['id', 'number']).orderBy('number').execute()).map(
    (u) => u.id,
  );
});

// After every test, for every signedIn: the balance is the ledger's sum, never below zero, and
// the profile says the same.
afterEach(async () => {
  vi.useRealTimers();
  const students = await t.db.db.selectFrom('students').select('id').execute();
  for (const { id } of students) {
    const rows = await t.db.db
      .selectFrom('coin_ledger')
      .select('amount')
      .where('student_id', '=', id)
      .execute();
    const sum = rows.reduce((total, row) => total + Number(row.amount), 0);
    const { balance } = await coinTotals(t.db.db, id);
    expect(balance).toBe(sum);
    expect(balance).toBeGreaterThanOrEqual(0);
  }
});
afterAll(async () => {
  await t.close();
});

async function child(coins = 0) {
  const signedIn = await signedInChild(t);
  if (coins > 0)
    await record(t.db.db, {
      childId: signedIn.id,
      amount: coins,
      reason: 'correction',
      reference: randomUUID(),
    });
  return signedIn;
}
const checkIn = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/wallet/checkin', headers });
const unlock = (headers: Record<string, string>, unitId: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/payment/unlock/unit', headers, payload: { unitId } });

describe('daily check-in', () => {
  it('credits 10 coins once a day, tells the child, and says so when asked', async () => {
    const { headers, id } = await child();
    const status = await t.app.inject({ method: 'GET', url: '/v1/auth/wallet/checkin', headers });
    expect(status.json().data).toMatchObject({ checkedIn: false, coins: 10 });
    const first = await checkIn(headers);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      data: { coins: 10 },
      profile: { totalCoinsEarned: 10, coinBalance: 10 },
    });
    const again = await checkIn(headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_CHECKED_IN');
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/auth/wallet/checkin', headers })).json().data.checkedIn,
    ).toBe(true);
    expect(await coinTotals(t.db.db, id)).toEqual({ balance: 10, earned: 10 });
    const list = await t.app.inject({ method: 'GET', url: '/v1/auth/notification', headers });
    expect(list.json().data.filter((n: { kind: string }) => n.kind === 'coins')).toHaveLength(1);
  });

  it('50 check-ins at once on one day credit once', async () => {
    const { headers, id } = await child();
    const responses = await Promise.all(Array.from({ length: 50 }, () => checkIn(headers)));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect(await coinTotals(t.db.db, id)).toEqual({ balance: 10, earned: 10 });
  });

  // Fakes the server's clock: not possible for the API processes of the cluster project.
  itInProcess(
    'the day is India’s calendar day: 23:50 and 23:59 IST are one day, 00:01 the next',
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-21T18:20:00Z')); // 23:50 IST
      const { headers, id } = await child();
      expect((await checkIn(headers)).statusCode).toBe(201);
      vi.setSystemTime(new Date('2026-11-21T18:29:00Z')); // 23:59 IST, same day
      expect((await checkIn(headers)).statusCode).toBe(409);
      vi.setSystemTime(new Date('2026-11-21T18:31:00Z')); // 00:01 IST, the next day
      expect((await checkIn(headers)).statusCode).toBe(201);
      expect((await coinTotals(t.db.db, id)).balance).toBe(20);
    },
  );
});

describe('unlocking a unit with coins (spec §7)', () => {
  it('spends the cost, opens the unit at once, and tells the child', async () => {
    const { headers, id } = await child(70);
    const response = await unlock(headers, unitIds[1] ?? '');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      data: { coinsSpent: 50 },
      profile: { coinBalance: 20, totalCoinsEarned: 70 },
    });
    const units = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/subjects/maths/units?grade=4&board=CBSE&medium=English',
      headers,
    });
    expect(units.json().data.map((u: { locked: boolean }) => u.locked)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
    expect(await coinTotals(t.db.db, id)).toEqual({ balance: 20, earned: 70 });
    const unlocked = await t.app.inject({ method: 'GET', url: '/v1/auth/profile/unlocked-units', headers });
    expect(JSON.stringify(unlocked.json())).toContain(unitIds[1]);
    const list = (
      await t.app.inject({ method: 'GET', url: '/v1/auth/notification?lang=kn', headers })
    ).json();
    expect(list.data[0]).toMatchObject({ kind: 'unlock', title: 'ಘಟಕ ತೆರೆಯಿತು', read: false });
  });

  it('refuses with a code: too few coins, an open unit, a free unit, an unknown unit', async () => {
    const { headers } = await child(49);
    const poor = await unlock(headers, unitIds[2] ?? '');
    expect([poor.statusCode, poor.json().code]).toEqual([409, 'NOT_ENOUGH_COINS']);
    const free = await unlock(headers, unitIds[0] ?? '');
    expect([free.statusCode, free.json().code]).toEqual([409, 'UNIT_ALREADY_OPEN']);
    const unknown = await unlock(headers, 'no-such-unit');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'UNIT_NOT_FOUND']);
    const { headers: rich } = await child(200);
    expect((await unlock(rich, unitIds[2] ?? '')).statusCode).toBe(201);
    const twice = await unlock(rich, unitIds[2] ?? '');
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'UNIT_ALREADY_OPEN']);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/payment/unlock/unit',
      headers: rich,
      payload: { unitId: unitIds[3], coins: 0 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('100 unlocks of one unit at once spend the coins once', async () => {
    const { headers, id } = await child(500);
    const responses = await Promise.all(Array.from({ length: 100 }, () => unlock(headers, unitIds[1] ?? '')));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.every((r) => r.statusCode === 201 || r.json().code === 'UNIT_ALREADY_OPEN')).toBe(true);
    expect(await coinTotals(t.db.db, id)).toEqual({ balance: 450, earned: 500 });
  });

  it('with coins for k units, exactly k of many parallel unlocks succeed and the balance never goes below 0', async () => {
    const { headers, id } = await child(120); // enough for 2 of the 5 locked units
    const locked = unitIds.slice(1);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => unlock(headers, locked[i % locked.length] ?? '')),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(
      responses.every(
        (r) => r.statusCode === 201 || ['NOT_ENOUGH_COINS', 'UNIT_ALREADY_OPEN'].includes(r.json().code),
      ),
    ).toBe(true);
    expect(await coinTotals(t.db.db, id)).toEqual({ balance: 20, earned: 120 });
    const opened = await t.db.db
      .selectFrom('unit_unlocks')
      .select('unit_id')
      .where('student_id', '=', id)
      .execute();
    expect(opened).toHaveLength(2);
  });
});

describe('coin history', () => {
  it('lists every movement, newest first, an activity’s points as one line', async () => {
    const { headers, id } = await child(60);
    // The correction a second earlier: written in the same millisecond as the check-in, the two
    // would tie on their time, and "newest first" could list either first.
    await t.db.db
      .updateTable('coin_ledger')
      .set({ created_at: new Date(Date.now() - 1000).toISOString() })
      .where('student_id', '=', id)
      .execute();
    await checkIn(headers);
    await unlock(headers, unitIds[1] ?? '');
    const history = (await t.app.inject({ method: 'GET', url: '/v1/auth/wallet/history', headers })).json()
      .data;
    expect(history.map((h: { reason: string; amount: number }) => [h.reason, h.amount])).toEqual([
      ['unlock', -50],
      ['check-in', 10],
      ['correction', 60],
    ]);
    expect(history[0].label.en).toBe('Unlocked “Unit 2”');
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  changeChildRow,
  mcqActivity,
  signedInChild,
  subjectFile,
  testTopic,
  testUnit,
} from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { importCurriculum } from '../curriculum/index.ts';
import { coinTotals, record } from '../ledger/index.ts';

/**
 * Issue 27: a child is served, paid and sold only their own class, board and medium (the unit
 * pack's rule, access.service.ts `isOwnContent`). A class-4 child (createStudent: class 4, CBSE,
 * English) and the same Maths in class 1 and class 4, each a free unit and a priced one.
 */
let t: TestApp;
const ids = {
  1: { topics: [] as string[], activities: [] as string[], units: [] as string[] },
  4: { topics: [] as string[], activities: [] as string[], units: [] as string[] },
};

beforeAll(async () => {
  t = await createTestApp();
  // One import: the curriculum is the files imported together (a later import retires the rest).
  const units = () => [1, 2].map((n) => testUnit(n, [testTopic(`t${n}`, [mcqActivity(`a${n}`, 3)])]));
  await importCurriculum(
    t.db.db,
    t.db.kind,
    [subjectFile({ grade: '1', units: units() }), subjectFile({ grade: '4', units: units() })],
    'written',
  );
  for (const grade of ['1', '4'] as const) {
    const rows = await t.db.db
      .selectFrom('activities')
      .innerJoin('topics', 'topics.id', 'activities.topic_id')
      .innerJoin('chapters', 'chapters.id', 'topics.chapter_id')
      .innerJoin('units', 'units.id', 'chapters.unit_id')
      .innerJoin('subjects', 'subjects.id', 'units.subject_id')
      .select(['activities.id', 'topics.id as topic_id', 'units.id as unit_id'])
      .where('subjects.grade', '=', grade)
      .orderBy('units.number')
      .execute();
    ids[grade] = {
      activities: rows.map((row) => row.id),
      topics: rows.map((row) => row.topic_id),
      units: rows.map((row) => row.unit_id),
    };
  }
});

// After every test, for every student: the balance is the ledger's sum and never below zero.
afterEach(async () => {
  for (const { id } of await t.db.db.selectFrom('students').select('id').execute()) {
    const rows = await t.db.db
      .selectFrom('coin_ledger')
      .select('amount')
      .where('student_id', '=', id)
      .execute();
    const { balance } = await coinTotals(t.db.db, id);
    expect(balance).toBe(rows.reduce((sum, row) => sum + Number(row.amount), 0));
    expect(balance).toBeGreaterThanOrEqual(0);
  }
});
afterAll(async () => {
  await t.close();
});

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const complete = (headers: Record<string, string>, activityId: string) =>
  inject('POST', '/v1/auth/wallet/activity', headers, {
    activityId,
    answers: [1, 0, 1],
    idempotencyKey: randomUUID(),
  });
const sync = (headers: Record<string, string>, activityIds: string[]) =>
  inject('POST', '/v1/auth/wallet/activity/sync', headers, {
    events: activityIds.map((activityId) => ({
      eventId: randomUUID(),
      activityId,
      answers: [1, 0, 1],
      completedAt: new Date().toISOString(),
    })),
  });
const balanceOf = async (id: string) => (await coinTotals(t.db.db, id)).balance;
const refused = {
  success: false,
  code: 'NOT_IN_YOUR_CLASS',
  message: 'This is not in your class, board and medium.',
};

describe("a child's own class, board and medium (issue 27)", () => {
  it('a class-1 free activity pays a class-4 child nothing, online or through sync; their own still pays', async () => {
    const { headers, id } = await signedInChild(t);
    const online = await complete(headers, ids[1].activities[0] as string);
    expect([online.statusCode, online.json()]).toEqual([404, refused]);

    const batch = await sync(headers, [ids[1].activities[0] as string, ids[4].activities[0] as string]);
    expect(batch.statusCode).toBe(200);
    const [other, own] = batch.json().data;
    expect(other).toMatchObject({ status: 'rejected', reason: 'NOT_IN_YOUR_CLASS', coins: null });
    expect(own).toMatchObject({ status: 'applied', reason: null, coins: 3 });
    expect(batch.json().profile.coinBalance).toBe(3);

    // Sent again, the refused event is refused again (it was not recorded), the other is a duplicate.
    const again = await inject('POST', '/v1/auth/wallet/activity/sync', headers, {
      events: batch.json().data.map((result: { eventId: string }, i: number) => ({
        eventId: result.eventId,
        activityId: [ids[1].activities[0], ids[4].activities[0]][i],
        answers: [1, 0, 1],
        completedAt: new Date().toISOString(),
      })),
    });
    expect(again.json().data.map((r: { status: string }) => r.status)).toEqual(['rejected', 'duplicate']);

    const mine = await complete(headers, ids[4].activities[0] as string);
    expect([mine.statusCode, mine.json().data.coins]).toEqual([201, 0]);
    expect(await balanceOf(id)).toBe(3);
    const attempts = await t.db.db
      .selectFrom('activity_attempts')
      .select('activity_id')
      .where('student_id', '=', id)
      .execute();
    expect(attempts.every((row) => row.activity_id === ids[4].activities[0])).toBe(true);
  });

  it("another class's units, topic and activities are refused; the child's own are served", async () => {
    const { headers } = await signedInChild(t);
    const units = (grade: string) =>
      inject('GET', `/v1/auth/subjects/maths/units?grade=${grade}&board=CBSE&medium=English`, headers);
    expect([(await units('1')).statusCode, (await units('1')).json()]).toEqual([404, refused]);
    // Another medium of the child's class is another content set: refused too.
    const kannada = await inject(
      'GET',
      '/v1/auth/subjects/maths/units?grade=4&board=Karnataka&medium=Kannada',
      headers,
    );
    expect(kannada.statusCode).toBe(404);
    expect((await units('4')).statusCode).toBe(200);

    const activities = (topicId: string) =>
      inject('GET', `/v1/auth/subjects/topic/${topicId}/activities`, headers);
    const other = await activities(ids[1].topics[0] as string);
    expect([other.statusCode, other.json()]).toEqual([404, refused]);
    const own = await activities(ids[4].topics[0] as string);
    expect([own.statusCode, own.json().data.length]).toEqual([200, 1]);

    const pack = await inject('GET', `/v1/auth/units/${ids[1].units[0]}/pack`, headers);
    expect([pack.statusCode, pack.json().code]).toEqual([404, 'NOT_IN_YOUR_CLASS']);
    const unknown = await activities(randomUUID());
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it("coins do not buy another class's unit; they buy the child's own", async () => {
    const { headers, id } = await signedInChild(t);
    await record(t.db.db, { childId: id, amount: 200, reason: 'correction', reference: randomUUID() });
    const unlock = (unitId: string) => inject('POST', '/v1/auth/payment/unlock/unit', headers, { unitId });
    const other = await unlock(ids[1].units[1] as string);
    expect([other.statusCode, other.json()]).toEqual([404, refused]);
    expect(await balanceOf(id)).toBe(200);
    const own = await unlock(ids[4].units[1] as string);
    expect(own.statusCode).toBe(201);
    expect(await balanceOf(id)).toBe(200 - own.json().data.coinsSpent);
  });

  it('after a class change, the old class is refused and the new one served', async () => {
    const { headers, id } = await signedInChild(t);
    await changeChildRow(t, id, { grade: '1' });
    const old = await complete(headers, ids[4].activities[0] as string);
    expect([old.statusCode, old.json().code]).toEqual([404, 'NOT_IN_YOUR_CLASS']);
    const now = await complete(headers, ids[1].activities[0] as string);
    expect([now.statusCode, now.json().data.coins]).toEqual([201, 3]);
  });
});

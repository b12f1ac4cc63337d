import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSubject, mcqActivity, signedInChild, testTopic, testUnit } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { coinTotals, recordAll } from '../ledger/index.ts';

let t: TestApp;
const unit = (number: number) =>
  testUnit(number, [
    testTopic('t1', [mcqActivity('a1', 3), mcqActivity('a2', 3)], { en: 'Topic 1', kn: 'ವಿಷಯ 1' }),
    testTopic('t2', [mcqActivity('a3', 3)], { en: 'Topic 2', kn: 'ವಿಷಯ 2' }),
  ]);
// Class 4, as signedInChild's: only a child's own class is served and paid (issue 27).
const importMaths = () => importSubject(t.db, { grade: '4', units: [unit(1), unit(2)] });

beforeAll(async () => {
  t = await createTestApp();
  await importMaths();
});
afterAll(async () => {
  await t.close();
});

async function child() {
  const signedIn = await signedInChild(t);
  const { headers } = signedIn;
  const units = (
    await t.app.inject({
      method: 'GET',
      url: '/v1/auth/subjects/maths/units?grade=4&board=CBSE&medium=English',
      headers,
    })
  ).json();
  return { ...signedIn, units };
}

const complete = (
  headers: Record<string, string>,
  activityId: string,
  answers: unknown,
  idempotencyKey = randomUUID(),
) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/wallet/activity',
    headers,
    payload: { activityId, answers, idempotencyKey },
  });

async function activitiesOf(headers: Record<string, string>, topicId: string) {
  return t.app.inject({ method: 'GET', url: `/v1/auth/subjects/topic/${topicId}/activities`, headers });
}

describe('units of a subject (spec §7)', () => {
  it('lists units with chapters, topics and lock state: the first unit is free, the rest locked', async () => {
    const { units } = await child();
    expect(units.subject).toMatchObject({ key: 'maths', name: { en: 'Maths', kn: 'ಗಣಿತ' } });
    expect(
      units.data.map((u: { unitNumber: number; locked: boolean; coinCost: number }) => [
        u.unitNumber,
        u.locked,
        u.coinCost,
      ]),
    ).toEqual([
      [1, false, 50],
      [2, true, 50],
    ]);
    expect(
      units.data[0].chapters[0].topics.map((topic: { activityCount: number }) => topic.activityCount),
    ).toEqual([2, 1]);
  });

  it('404 NOT_FOUND for a subject that the class, board and medium do not have', async () => {
    const { headers } = await child();
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/subjects/maths/units?grade=2&board=CBSE&medium=English',
      headers,
    });
    expect([response.statusCode, response.json()]).toEqual([
      404,
      { success: false, code: 'NOT_FOUND', message: 'No such subject for this class, board and medium.' },
    ]);
  });
});

describe('activities of a topic', () => {
  it('gives the player everything it needs, with the header of spec §2', async () => {
    const { headers, units } = await child();
    const response = await activitiesOf(headers, units.data[0].chapters[0].topics[0]._id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.topic).toMatchObject({
      topicName: { en: 'Topic 1' },
      subject: { en: 'Maths' },
      unitNumber: 1,
      unit: { name: { en: 'Unit 1' } },
    });
    expect(body.data[0]).toMatchObject({
      kind: 'mcq',
      heading: { title: 'Add' },
      counter: 60,
      total: 3,
      bestScore: null,
    });
  });

  it('refuses the content of a locked unit with 403 UNIT_LOCKED, on the server', async () => {
    const { headers, units } = await child();
    const lockedTopic = units.data[1].chapters[0].topics[0]._id;
    const response = await activitiesOf(headers, lockedTopic);
    expect([response.statusCode, response.json()]).toEqual([
      403,
      {
        success: false,
        code: 'UNIT_LOCKED',
        message: 'This unit is locked. Unlock it with coins or a plan.',
      },
    ]);
  });

  it('404 NOT_FOUND for a topic that does not exist', async () => {
    const { headers } = await child();
    const response = await activitiesOf(headers, randomUUID());
    expect([response.statusCode, response.json()]).toEqual([
      404,
      { success: false, code: 'NOT_FOUND', message: 'No such topic.' },
    ]);
  });

  it('opens a unit once it is unlocked', async () => {
    const { headers, units, id } = await child();
    await t.db.db
      .insertInto('unit_unlocks')
      .values({ student_id: id, unit_id: units.data[1]._id, created_at: new Date().toISOString() })
      .execute();
    expect((await activitiesOf(headers, units.data[1].chapters[0].topics[0]._id)).statusCode).toBe(200);
    const unlocked = await t.app.inject({ method: 'GET', url: '/v1/auth/profile/unlocked-units', headers });
    expect(unlocked.json().data).toEqual([units.data[1]._id]);
  });
});

describe('completing an activity: scored on the server, coins once (ARCHITECTURE.md, "Coins")', () => {
  it('scores the answers, credits max(0, score − best earlier score) and answers 201 with the profile', async () => {
    const { headers, units, id } = await child();
    const [activity] = (await activitiesOf(headers, units.data[0].chapters[0].topics[0]._id)).json().data;
    const first = await complete(headers, activity.activityId, [1, 1, 1]); // 2 of 3 right
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      data: { score: 2, total: 3, coins: 2 },
      profile: { totalCoinsEarned: 2 },
    });
    const worse = await complete(headers, activity.activityId, [0, 1, 0]); // 0 right
    expect(worse.json().data).toEqual({ score: 0, total: 3, coins: 0 });
    const better = await complete(headers, activity.activityId, [1, 0, 1]); // 3 right
    expect(better.json().data).toEqual({ score: 3, total: 3, coins: 1 });
    const again = await complete(headers, activity.activityId, [1, 0, 1]);
    expect(again.json().data).toEqual({ score: 3, total: 3, coins: 0 });
    expect(await coinTotals(t.db.db, id)).toEqual({ balance: 3, earned: 3 });
  });

  it('the client’s own score is never trusted: score, total or coins in the body, or a score among the answers, are refused (400, nothing recorded); in the query string or a header it is ignored (the server’s 0 of 3, no coins)', async () => {
    const { headers, units, id } = await child();
    const [activity] = (await activitiesOf(headers, units.data[0].chapters[0].topics[0]._id)).json().data;
    const wrong = [0, 1, 0]; // none of the three right: the server's score is 0
    const nothingRecorded = { attempts: [], coins: { balance: 0, earned: 0 } };
    const recorded = async () => ({
      attempts: await t.db.db
        .selectFrom('activity_attempts')
        .select(['score', 'total', 'coins'])
        .where('student_id', '=', id)
        .execute(),
      coins: await coinTotals(t.db.db, id),
    });

    // The body: the contract's strict object knows no score, total or coins.
    for (const field of ['score', 'total', 'coins']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/wallet/activity',
        headers,
        payload: {
          activityId: activity.activityId,
          answers: wrong,
          idempotencyKey: randomUUID(),
          [field]: 3,
        },
      });
      expect([field, response.statusCode, response.json()]).toEqual([
        field,
        400,
        {
          success: false,
          code: 'VALIDATION_FAILED',
          message: `Please check these fields: ${field}.`,
          fields: { [field]: 'unknown' },
        },
      ]);
    }
    // The answers are one of the kinds' shapes (domain/contract/activity.ts): a claim among them is no answer.
    const claim = { score: 3, total: 3, coins: 3 };
    for (const answers of [{ ...claim, answers: [1, 0, 1] }, [...wrong, claim]]) {
      const response = await complete(headers, activity.activityId, answers);
      expect([response.statusCode, response.json().code, response.json().fields]).toEqual([
        400,
        'VALIDATION_FAILED',
        { answers: expect.any(String) },
      ]);
    }
    expect(await recorded()).toEqual(nothingRecorded);

    // The query string and the headers: accepted, and the claims count for nothing.
    const ignored = [
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/wallet/activity?score=3&total=3&coins=3',
        headers,
        payload: { activityId: activity.activityId, answers: wrong, idempotencyKey: randomUUID() },
      }),
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/wallet/activity',
        headers: { ...headers, 'x-score': '3', 'x-total': '3', 'x-coins': '3' },
        payload: { activityId: activity.activityId, answers: wrong, idempotencyKey: randomUUID() },
      }),
    ];
    for (const response of await Promise.all(ignored)) {
      expect([response.statusCode, response.json().data]).toEqual([201, { score: 0, total: 3, coins: 0 }]);
    }
    expect(await recorded()).toEqual({
      attempts: Array(2).fill({ score: 0, total: 3, coins: 0 }),
      coins: { balance: 0, earned: 0 },
    });
  });

  it('counts the attempts each child finished, the seed of the next order of options (ADR 020): a retry of one key is one', async () => {
    const { headers, units } = await child();
    const topic = units.data[0].chapters[0].topics[0]._id;
    const attempts = async () =>
      (await activitiesOf(headers, topic))
        .json()
        .data.map((a: { attempts: number; bestScore: number | null }) => [a.attempts, a.bestScore]);
    expect(await attempts()).toEqual([
      [0, null],
      [0, null],
    ]);
    const [activity] = (await activitiesOf(headers, topic)).json().data;
    const key = randomUUID();
    await complete(headers, activity.activityId, [1, 0, 1], key);
    await complete(headers, activity.activityId, [1, 0, 1], key);
    expect(await attempts()).toEqual([
      [1, 3],
      [0, null],
    ]);
    await complete(headers, activity.activityId, [0, 0, 0]);
    expect(await attempts()).toEqual([
      [2, 3],
      [0, null],
    ]);
    // Another child's attempts are their own.
    const other = await child();
    expect((await activitiesOf(other.headers, topic)).json().data[0].attempts).toBe(0);
  });

  it('the answer’s profile holds the child’s coins after the completion, a spend and a repeat included (the write reads them, issue 31)', async () => {
    const { headers, units, id } = await child();
    await recordAll(t.db.db, [
      { childId: id, amount: 10, reason: 'check-in', reference: '2026-11-01' },
      { childId: id, amount: -4, reason: 'unlock', reference: 'earlier-unit' },
    ]);
    const [activity] = (await activitiesOf(headers, units.data[0].chapters[0].topics[1]._id)).json().data;
    const key = randomUUID();
    const first = await complete(headers, activity.activityId, [1, 1, 1], key); // 2 of 3 right
    expect(first.json()).toMatchObject({
      data: { score: 2, total: 3, coins: 2 },
      profile: { coinBalance: 10 - 4 + 2, totalCoinsEarned: 10 + 2 },
    });
    const repeat = await complete(headers, activity.activityId, [1, 0, 1], key);
    expect(repeat.json()).toMatchObject({
      data: { score: 2, total: 3, coins: 2 },
      profile: { coinBalance: 8, totalCoinsEarned: 12 },
    });
    expect(await coinTotals(t.db.db, id)).toEqual({ balance: 8, earned: 12 });
  });

  it('the answer’s profile holds the child’s running plans, read with the write: one line per plan and class, its latest end; none that ended (issue 31)', async () => {
    const { headers, units, id } = await child();
    const day = 86_400_000;
    const now = Date.now();
    const plan = (type: 'ALL_ACCESS' | 'VAV', grade: string, ends: number) => ({
      id: randomUUID(),
      student_id: id,
      type,
      grade,
      board: 'CBSE',
      medium: 'English',
      starts_at: new Date(now - 40 * day).toISOString(),
      ends_at: new Date(ends).toISOString(),
      payment_id: randomUUID(),
      created_at: new Date(now - 40 * day).toISOString(),
    });
    await t.db.db
      .insertInto('subscriptions')
      .values([
        plan('ALL_ACCESS', '3', now + 10 * day),
        plan('ALL_ACCESS', '3', now + 375 * day), // renewed: the later end is the one shown
        plan('VAV', '3', now - day), // ended yesterday
      ])
      .execute();
    const [activity] = (await activitiesOf(headers, units.data[0].chapters[0].topics[1]._id)).json().data;
    const answer = (await complete(headers, activity.activityId, [1, 1, 1])).json();
    expect(answer.profile.activeSubscriptions).toEqual([
      {
        type: 'ALL_ACCESS',
        grade: '3',
        board: 'CBSE',
        medium: 'English',
        endDate: new Date(now + 375 * day).toISOString(),
      },
    ]);
    // The same as the profile's own read, which reads the plans apart from any write.
    const profile = (await t.app.inject({ method: 'GET', url: '/v1/auth/profile', headers })).json();
    expect(profile.profile.activeSubscriptions).toEqual(answer.profile.activeSubscriptions);
  });

  it('the same completion 10 times (same key) credits once', async () => {
    const { headers, units, id } = await child();
    const [, activity] = (await activitiesOf(headers, units.data[0].chapters[0].topics[0]._id)).json().data;
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => complete(headers, activity.activityId, [1, 0, 1], key)),
    );
    expect(responses.map((r) => [r.statusCode, r.json().data])).toEqual(
      Array(10).fill([201, { score: 3, total: 3, coins: 3 }]),
    );
    expect(await coinTotals(t.db.db, id)).toEqual({ balance: 3, earned: 3 });
    const attempts = await t.db.db
      .selectFrom('activity_attempts')
      .select('id')
      .where('student_id', '=', id)
      .execute();
    expect(attempts).toHaveLength(1);
  });

  it('one key sent at once with different answers is one completion, and the ledger holds just what it records', async () => {
    const { headers, units, id } = await child();
    const [, activity] = (await activitiesOf(headers, units.data[0].chapters[0].topics[0]._id)).json().data;
    const key = randomUUID();
    // A faulty or tampered client: the same key with a lower and a higher score, all at once.
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        complete(headers, activity.activityId, i % 2 ? [1, 0, 1] : [1, 1, 1], key),
      ),
    );
    const [first] = responses.map((r) => r.json().data);
    expect(responses.map((r) => [r.statusCode, r.json().data])).toEqual(Array(10).fill([201, first]));
    const attempts = await t.db.db
      .selectFrom('activity_attempts')
      .select(['score', 'coins'])
      .where('student_id', '=', id)
      .execute();
    expect(attempts).toEqual([{ score: first.score, coins: first.coins }]);
    // Whichever came first, the points any loser paid above it went back.
    expect(await coinTotals(t.db.db, id)).toEqual({ balance: first.coins, earned: first.coins });
  });

  it('10 parallel completions with different keys still pay each point once', async () => {
    const { headers, units, id } = await child();
    const [activity] = (await activitiesOf(headers, units.data[0].chapters[0].topics[1]._id)).json().data;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => complete(headers, activity.activityId, [1, 0, 1])),
    );
    // Every answer scores 3 of 3; between them they were paid 3 coins, whichever paid which.
    expect(responses.map((r) => [r.statusCode, r.json().data.score, r.json().data.total])).toEqual(
      Array(10).fill([201, 3, 3]),
    );
    expect(responses.reduce((sum, r) => sum + r.json().data.coins, 0)).toBe(3);
    expect(await coinTotals(t.db.db, id)).toEqual({ balance: 3, earned: 3 });
    const ledger = await t.db.db
      .selectFrom('coin_ledger')
      .select((eb) => eb.fn.sum<number>('amount').as('sum'))
      .where('student_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(ledger.sum)).toBe(3);
  });

  it('a locked unit’s activity cannot be completed: 403 UNIT_LOCKED, no coins', async () => {
    const { headers, units, id } = await child();
    const lockedActivity = await t.db.db
      .selectFrom('activities')
      .innerJoin('topics', 'topics.id', 'activities.topic_id')
      .select('activities.id')
      .where('topics.id', '=', units.data[1].chapters[0].topics[0]._id)
      .executeTakeFirstOrThrow();
    const response = await complete(headers, lockedActivity.id, [1, 0, 1]);
    expect([response.statusCode, response.json().code]).toEqual([403, 'UNIT_LOCKED']);
    expect(await coinTotals(t.db.db, id)).toEqual({ balance: 0, earned: 0 });
  });

  it('404 NOT_FOUND for an activity that does not exist', async () => {
    const { headers } = await child();
    const response = await complete(headers, randomUUID(), [1]);
    expect([response.statusCode, response.json()]).toEqual([
      404,
      { success: false, code: 'NOT_FOUND', message: 'No such activity.' },
    ]);
  });

  it('lists completed activities with their title, topic and subject, the best score and the time of the last attempt', async () => {
    const { headers, units } = await child();
    const [activity] = (await activitiesOf(headers, units.data[0].chapters[0].topics[0]._id)).json().data;
    const started = Date.now();
    await complete(headers, activity.activityId, [1, 0, 1]);
    await complete(headers, activity.activityId, [1, 1, 1]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/profile/activites/completed',
      headers,
    });
    const [completed] = response.json().data;
    expect(response.json().data).toEqual([
      {
        activityId: activity.activityId,
        title: 'Add',
        topicName: { en: 'Topic 1', kn: 'ವಿಷಯ 1' },
        subject: { en: 'Maths', kn: 'ಗಣಿತ' },
        bestScore: 3,
        total: 3,
        lastCompletedAt: completed.lastCompletedAt,
      },
    ]);
    expect(completed.lastCompletedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const last = Date.parse(completed.lastCompletedAt);
    expect(last >= started - 1 && last <= Date.now()).toBe(true);
  });

  it('a re-import of the curriculum changes no progress: attempts, best scores, coins, lock state', async () => {
    const { headers, units, id } = await child();
    const topicId = units.data[0].chapters[0].topics[0]._id;
    const [activity] = (await activitiesOf(headers, topicId)).json().data;
    await complete(headers, activity.activityId, [1, 0, 1]);
    const progress = async () => ({
      completed: (
        await t.app.inject({ method: 'GET', url: '/v1/auth/profile/activites/completed', headers })
      ).json().data,
      coins: await coinTotals(t.db.db, id),
      units: (
        await t.app.inject({
          method: 'GET',
          url: '/v1/auth/subjects/maths/units?grade=4&board=CBSE&medium=English',
          headers,
        })
      ).json().data,
    });
    const before = await progress();
    await importMaths();
    expect(await progress()).toEqual(before);
    expect(before.units[0].chapters[0].topics[0].completedCount).toBe(1);
  });
});

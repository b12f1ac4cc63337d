import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncResult } from '../../../domain/contract/offline.ts';
import { importSubject, mcqActivity, signedInChild, testTopic, testUnit } from '../../test/students.ts';
import { anotherInstance, createTestApp, type TestApp, testConfig } from '../../test/testApp.ts';
import { catalogueSource } from '../curriculum/index.ts';
import { coinTotals } from '../ledger/index.ts';
import { applyEvents, type BatchRules, progressService } from './progress.service.ts';

/**
 * Issue 17, completions made offline: a batch is applied exactly once per event, whatever is
 * sent again, from however many instances at once, through the real HTTP layer.
 */
let t: TestApp;
/** The free unit's activities (mcq of 3 questions: [1, 0, 1] is all right), and the locked unit's. */
let open: string[] = [];
let locked: string[] = [];
let lockedUnitId = '';
const watch = {
  key: 'watch',
  kind: 'video' as const,
  heading: { title: 'Watch' },
  timerSeconds: 60,
  video: { src: 'lessons/plants.mp4', title: 'Plants', durationSeconds: 12 },
};

beforeAll(async () => {
  t = await createTestApp();
  const activities = (prefix: string) => [0, 1, 2, 3, 4].map((i) => mcqActivity(`${prefix}${i}`, 3));
  await importSubject(t.db, {
    grade: '4',
    units: [
      testUnit(1, [testTopic('t1', activities('a')), testTopic('t2', activities('b'))]),
      testUnit(2, [testTopic('t3', [mcqActivity('c0', 3), watch])]),
    ],
  });
  const rows = await t.db.db
    .selectFrom('activities')
    .innerJoin('topics', 'topics.id', 'activities.topic_id')
    .innerJoin('chapters', 'chapters.id', 'topics.chapter_id')
    .innerJoin('units', 'units.id', 'chapters.unit_id')
    .select(['activities.id', 'activities.kind', 'units.number', 'units.id as unit_id'])
    .orderBy('units.number')
    .orderBy('topics.position')
    .orderBy('activities.position')
    .execute();
  open = rows.filter((row) => row.number === 1).map((row) => row.id);
  locked = rows.filter((row) => row.number === 2).map((row) => row.id);
  lockedUnitId = rows.find((row) => row.number === 2)?.unit_id ?? '';
});
afterAll(async () => {
  await t.close();
});

interface Event {
  eventId: string;
  activityId: string;
  answers: unknown;
  completedAt: string;
}
const event = (activityId: string, answers: unknown = [1, 0, 1], eventId: string = randomUUID()): Event => ({
  eventId,
  activityId,
  answers,
  completedAt: new Date(Date.UTC(2026, 10, 24, 9, 30)).toISOString(),
});
/** The server's score of an mcq answer of 1 + 1, 2 + 2, 3 + 3 (right: 1, 0, 1). */
const scoreOf = (answers: number[]) => [1, 0, 1].filter((right, i) => answers[i] === right).length;
/** Answers of 0 to 3 right, by `i`. */
const answersFor = (i: number) =>
  [
    [0, 1, 0],
    [1, 1, 0],
    [1, 0, 0],
    [1, 0, 1],
  ][i % 4] as number[];

const sync = (headers: Record<string, string>, events: unknown, app = t.app) =>
  app.inject({ method: 'POST', url: '/v1/auth/wallet/activity/sync', headers, payload: { events } });

async function attempts(childId: string) {
  return t.db.db
    .selectFrom('activity_attempts')
    .select(['idempotency_key', 'activity_id', 'score', 'total', 'coins'])
    .where('student_id', '=', childId)
    .execute();
}

/**
 * What the rules say each fresh event earns, in the order the server meets them: the points of
 * its activity not paid before (each point of an activity pays one coin once ever).
 */
function coinsModel() {
  const paid = new Map<string, number>();
  return (activityId: string, score: number) => {
    const before = paid.get(activityId) ?? 0;
    paid.set(activityId, Math.max(before, score));
    return Math.max(0, score - before);
  };
}

describe('a batch of completions made offline (issue 17)', () => {
  it('100 events, 30 of them duplicates and 5 invalid, apply exactly the 65 others, and pay their coins once', async () => {
    const { headers, id } = await signedInChild(t);
    const earn = coinsModel();
    // 10 applied by an earlier sync, 5 completed online with the same key.
    const earlier = Array.from({ length: 10 }, (_, i) => event(open[i % 10] as string, answersFor(i)));
    const first = await sync(headers, earlier);
    expect(first.statusCode).toBe(200);
    const earlierResults = first.json().data as SyncResult[];
    expect(earlierResults.map((r) => r.status)).toEqual(Array(10).fill('applied'));
    for (const [i, e] of earlier.entries())
      expect(earlierResults[i]).toMatchObject({
        score: scoreOf(e.answers as number[]),
        coins: earn(e.activityId, scoreOf(e.answers as number[])),
      });
    const online = Array.from({ length: 5 }, (_, i) => event(open[i] as string, [1, 0, 1]));
    const onlineResults: SyncResult[] = [];
    for (const e of online) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/wallet/activity',
        headers,
        payload: { activityId: e.activityId, answers: e.answers, idempotencyKey: e.eventId },
      });
      expect(answer.statusCode).toBe(201);
      onlineResults.push(answer.json().data);
      expect(answer.json().data.coins).toBe(earn(e.activityId, 3));
    }
    const before = await coinTotals(t.db.db, id);

    // 65 new events, then 15 of them again, the 15 already recorded, and 5 that are refused.
    const fresh = Array.from({ length: 65 }, (_, i) =>
      event(open[(i * 3) % 10] as string, answersFor(i + 1)),
    );
    const invalid = [
      event(randomUUID()),
      event('no-such-activity'),
      event(randomUUID()),
      event(locked[0] as string),
      event(locked[1] as string, { watched: true }),
    ];
    const repeats = fresh.filter((_, i) => i % 4 === 1).slice(0, 15);
    expect(repeats).toHaveLength(15);
    // Mixed: the refused and the repeated ones among the fresh, the recorded ones throughout.
    const batch: Event[] = [
      ...fresh.slice(0, 20),
      invalid[0] as Event,
      ...earlier.slice(0, 5),
      ...fresh.slice(20, 40),
      ...repeats.slice(0, 8),
      invalid[1] as Event,
      invalid[3] as Event,
      ...online,
      ...fresh.slice(40),
      ...earlier.slice(5),
      invalid[2] as Event,
      ...repeats.slice(8),
      invalid[4] as Event,
    ];
    expect(batch).toHaveLength(100);

    const response = await sync(headers, batch);
    expect(response.statusCode).toBe(200);
    const { data, profile } = response.json() as { data: SyncResult[]; profile: Record<string, number> };
    expect(data.map((r) => r.eventId)).toEqual(batch.map((e) => e.eventId));

    // What each event should answer, in order.
    const results = new Map<string, SyncResult>();
    for (const [i, e] of earlier.entries()) results.set(e.eventId, earlierResults[i] as SyncResult);
    for (const [i, e] of online.entries()) results.set(e.eventId, onlineResults[i] as SyncResult);
    const expected = batch.map((e): Partial<SyncResult> => {
      if (invalid.includes(e))
        return {
          status: 'rejected',
          reason: locked.includes(e.activityId) ? 'UNIT_LOCKED' : 'NOT_FOUND',
          score: null,
          total: null,
          coins: null,
        };
      const recorded = results.get(e.eventId);
      if (recorded) {
        const { score, total, coins } = recorded;
        return { status: 'duplicate', reason: null, score, total, coins };
      }
      const score = scoreOf(e.answers as number[]);
      const answer = {
        status: 'applied' as const,
        reason: null,
        score,
        total: 3,
        coins: earn(e.activityId, score),
      };
      results.set(e.eventId, answer as SyncResult);
      return answer;
    });
    expect(data.map(({ eventId: _, ...rest }) => rest)).toEqual(expected);
    expect(data.filter((r) => r.status === 'applied')).toHaveLength(65);
    expect(data.filter((r) => r.status === 'duplicate')).toHaveLength(30);
    expect(data.filter((r) => r.status === 'rejected')).toHaveLength(5);

    // One attempt per event recorded, the refused ones none.
    const rows = await attempts(id);
    expect(rows.map((row) => row.idempotency_key).sort()).toEqual(
      [...earlier, ...online, ...fresh].map((e) => e.eventId).sort(),
    );
    for (const e of fresh)
      expect(rows.find((row) => row.idempotency_key === e.eventId)).toMatchObject({
        activity_id: e.activityId,
        score: scoreOf(e.answers as number[]),
      });

    // The ledger moved by exactly the coins of the applied events; the profile says so.
    const applied = data.filter((r) => r.status === 'applied').reduce((sum, r) => sum + (r.coins ?? 0), 0);
    const after = await coinTotals(t.db.db, id);
    expect(after.balance - before.balance).toBe(applied);
    expect([profile.coinBalance, profile.totalCoinsEarned]).toEqual([after.balance, after.earned]);

    // The same batch again: nothing new is recorded or paid; the refused stay refused.
    const again = await sync(headers, batch);
    expect(again.statusCode).toBe(200);
    expect((again.json().data as SyncResult[]).map(({ eventId: _, ...rest }) => rest)).toEqual(
      expected.map((r) => (r.status === 'applied' ? { ...r, status: 'duplicate' } : r)),
    );
    expect(await coinTotals(t.db.db, id)).toEqual(after);
    expect(await attempts(id)).toHaveLength(80);
  });

  it('the same batch sent again answers every event duplicate and pays nothing', async () => {
    const { headers, id } = await signedInChild(t);
    const batch = open.map((activityId) => event(activityId));
    const first = (await sync(headers, batch)).json();
    expect(first.data.map((r: SyncResult) => [r.status, r.coins])).toEqual(Array(10).fill(['applied', 3]));
    const coins = await coinTotals(t.db.db, id);
    expect(coins).toEqual({ balance: 30, earned: 30 });
    const again = (await sync(headers, batch)).json();
    expect(again.data.map((r: SyncResult) => [r.status, r.score, r.coins])).toEqual(
      Array(10).fill(['duplicate', 3, 3]),
    );
    expect(again.profile.coinBalance).toBe(30);
    expect(await coinTotals(t.db.db, id)).toEqual(coins);
    expect(await attempts(id)).toHaveLength(10);
  });

  it('from two instances at once, each event is applied once: the rest answer duplicate, coins are paid once', async () => {
    const other = await anotherInstance(t);
    try {
      const { headers, id } = await signedInChild(t);
      const distinct = Array.from({ length: 40 }, (_, i) => event(open[i % 10] as string, answersFor(i)));
      const batch = [...distinct, ...distinct.slice(0, 10), event(locked[0] as string), event(randomUUID())];
      const answers = await Promise.all([sync(headers, batch), sync(headers, batch, other.app)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const [one, two] = answers.map((a) => a.json().data as SyncResult[]) as [SyncResult[], SyncResult[]];
      const all = [...one, ...two];
      expect(all.filter((r) => r.status === 'applied')).toHaveLength(distinct.length);
      distinct.forEach((e, i) => {
        // Sent twice by each instance when it is among the batch's own repeats, else once.
        const mine = all.filter((r) => r.eventId === e.eventId);
        const applied = mine.filter((r) => r.status === 'applied');
        expect(applied).toHaveLength(1);
        expect(mine.filter((r) => r.status === 'duplicate')).toHaveLength(i < 10 ? 3 : 1);
        // Whoever answers duplicate answers what the applied one recorded.
        const { score, total, coins } = applied[0] as SyncResult;
        for (const r of mine) expect([r.score, r.total, r.coins]).toEqual([score, total, coins]);
      });
      expect(
        all
          .filter((r) => r.status === 'rejected')
          .map((r) => r.reason)
          .sort(),
      ).toEqual(['NOT_FOUND', 'NOT_FOUND', 'UNIT_LOCKED', 'UNIT_LOCKED']);
      expect(await attempts(id)).toHaveLength(distinct.length);
      // Each point of an activity once, whichever instance applied which event: the best score
      // of each activity in all.
      const paid = all.filter((r) => r.status === 'applied').reduce((sum, r) => sum + (r.coins ?? 0), 0);
      const best = new Map<string, number>();
      for (const e of distinct)
        best.set(e.activityId, Math.max(best.get(e.activityId) ?? 0, scoreOf(e.answers as number[])));
      expect(paid).toBe([...best.values()].reduce((sum, score) => sum + score, 0));
      expect(await coinTotals(t.db.db, id)).toEqual({ balance: paid, earned: paid });
    } finally {
      await other.close();
    }
  });

  it('ten syncs of one event at once apply it once (the insert that loses the unique key answers duplicate)', async () => {
    const { headers, id } = await signedInChild(t);
    const one = event(open[0] as string);
    const answers = await Promise.all(Array.from({ length: 10 }, () => sync(headers, [one])));
    const results = answers.map((a) => (a.json().data as SyncResult[])[0]);
    expect(results.map((r) => r?.status).sort()).toEqual(['applied', ...Array(9).fill('duplicate')]);
    expect(results.map((r) => [r?.score, r?.total, r?.coins])).toEqual(Array(10).fill([3, 3, 3]));
    expect(await attempts(id)).toHaveLength(1);
    expect(await coinTotals(t.db.db, id)).toEqual({ balance: 3, earned: 3 });
  });

  it("a locked unit's event is rejected UNIT_LOCKED and not recorded, so it applies once the unit opens; a VAV plan opens its videos only", async () => {
    const { headers, id } = await signedInChild(t);
    const quiz = event(locked[0] as string);
    const video = event(locked[1] as string, { watched: true });
    const refused = (await sync(headers, [quiz, video])).json().data as SyncResult[];
    expect(refused.map((r) => [r.status, r.reason, r.coins])).toEqual([
      ['rejected', 'UNIT_LOCKED', null],
      ['rejected', 'UNIT_LOCKED', null],
    ]);
    expect(await attempts(id)).toEqual([]);
    expect(await coinTotals(t.db.db, id)).toEqual({ balance: 0, earned: 0 });

    const now = new Date();
    await t.db.db
      .insertInto('subscriptions')
      .values({
        id: randomUUID(),
        student_id: id,
        type: 'VAV',
        grade: '4',
        board: 'CBSE',
        medium: 'English',
        starts_at: now.toISOString(),
        ends_at: new Date(now.getTime() + 86_400_000).toISOString(),
        payment_id: randomUUID(),
        created_at: now.toISOString(),
      })
      .execute();
    const videosOnly = (await sync(headers, [quiz, video])).json().data as SyncResult[];
    expect(videosOnly.map((r) => [r.status, r.reason, r.coins])).toEqual([
      ['rejected', 'UNIT_LOCKED', null],
      ['applied', null, 1],
    ]);

    await t.db.db
      .insertInto('unit_unlocks')
      .values({ student_id: id, unit_id: lockedUnitId, created_at: now.toISOString() })
      .execute();
    const opened = (await sync(headers, [quiz, video])).json().data as SyncResult[];
    expect(opened.map((r) => [r.status, r.reason, r.coins])).toEqual([
      ['applied', null, 3],
      ['duplicate', null, 1],
    ]);
    expect(await coinTotals(t.db.db, id)).toEqual({ balance: 4, earned: 4 });
  });

  it('a fault on one event stops no other: they are recorded, the answer fails, and the batch sent again answers them duplicate', async () => {
    const { headers, id } = await signedInChild(t);
    // Its class, board and medium as createStudent makes them (class 4, CBSE, English).
    const child = { id, grade: '4', board: 'CBSE', medium: 'English' };
    const batch = open.slice(0, 5).map((activityId) => event(activityId));
    const broken = batch[2] as Event;
    const progress = progressService(t.db, catalogueSource(t.db.db, 0), testConfig());
    const failing = {
      db: t.db.db,
      record: (learner, completion) =>
        completion.idempotencyKey === broken.eventId
          ? Promise.reject(new Error('the database went away'))
          : progress.record(learner, completion),
      payStreakRewards: async () => 0,
    } satisfies BatchRules;
    await expect(applyEvents(failing, child, batch)).rejects.toThrow('the database went away');
    expect((await attempts(id)).map((row) => row.idempotency_key).sort()).toEqual(
      batch
        .filter((e) => e !== broken)
        .map((e) => e.eventId)
        .sort(),
    );
    const again = (await sync(headers, batch)).json().data as SyncResult[];
    expect(again.map((r) => r.status)).toEqual([
      'duplicate',
      'duplicate',
      'applied',
      'duplicate',
      'duplicate',
    ]);
    expect(await coinTotals(t.db.db, id)).toEqual({ balance: 15, earned: 15 });
  });
});

describe('what a sync refuses', () => {
  it('401 without a token; 400 for no events, more than 200, a bad event id or date, or an unknown field', async () => {
    const { headers, id } = await signedInChild(t);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/wallet/activity/sync',
      payload: { events: [event(open[0] as string)] },
    });
    expect([unsigned.statusCode, unsigned.json().code]).toEqual([401, 'UNAUTHORIZED']);
    const cases: [unknown, string][] = [
      [[], 'events'],
      [Array.from({ length: 201 }, () => event(open[0] as string)), 'events'],
      [[event(open[0] as string, [1], 'short')], 'events.0.eventId'],
      [[event(open[0] as string, [1], 'x'.repeat(101))], 'events.0.eventId'],
      [[{ ...event(open[0] as string), eventId: 12345678 }], 'events.0.eventId'],
      [[{ ...event(open[0] as string), completedAt: 'yesterday' }], 'events.0.completedAt'],
      [[{ ...event(open[0] as string), score: 3 }], 'score'],
    ];
    for (const [events, field] of cases) {
      const response = await sync(headers, events);
      expect([field, response.statusCode, response.json().code]).toEqual([field, 400, 'VALIDATION_FAILED']);
      expect(Object.keys(response.json().fields)).toContain(field);
    }
    expect(await attempts(id)).toEqual([]);
  });

  it('takes 200 events with long answers (over the API’s 64 KB), and refuses a body over 512 KB with 413', async () => {
    const { headers, id } = await signedInChild(t);
    // A fill-in answered in Kannada, ten blanks: longer than any activity of the curriculum.
    const typed = Array.from({ length: 10 }, () => 'ಹತ್ತು ಮತ್ತು ಇಪ್ಪತ್ತು ಮೂವತ್ತು');
    const events = Array.from({ length: 200 }, (_, i) => event(open[i % 10] as string, typed));
    const size = Buffer.byteLength(JSON.stringify({ events }));
    expect(size).toBeGreaterThan(64 * 1024);
    const response = await sync(headers, events);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(200);
    expect(await attempts(id)).toHaveLength(200);

    const huge = events.map((e) => ({ ...e, answers: [...typed, ...typed, ...typed, ...typed] }));
    expect(Buffer.byteLength(JSON.stringify({ events: huge }))).toBeGreaterThan(512 * 1024);
    const tooLarge = await sync(headers, huge);
    expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });
});

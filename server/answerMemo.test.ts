import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPolicyVersion } from './modules/auth/index.ts';
import { hmacHex } from './providers/payments/signature.ts';
import { PASSWORD } from './test/auth.ts';
import { inCluster } from './test/cluster.ts';
import { bearer, importSubject, mcqActivity, signedInChild, testTopic, testUnit } from './test/students.ts';
import { createTestApp, queriesRun, type TestApp } from './test/testApp.ts';

/**
 * Signed-in reads answered from memory (server/answerMemo.ts, ADR 031), through the real HTTP
 * layer on SQLite and PostgreSQL, and on two instances with Redis in the cluster project: a
 * matching tag is a 304 before any query; every kind of write changes the next read's tag; a
 * child of another class or medium never gets another's kept answer; a content reload changes
 * the tags.
 */
let t: TestApp;
/** Class 4, CBSE English: Maths of three units (only unit 1 free), each a topic of two activities. */
const maths = (title = 'Unit') => ({
  grade: '4',
  units: [1, 2, 3].map((number) => ({
    ...testUnit(number, [testTopic('t', [mcqActivity('a', 3), mcqActivity('b', 3)])]),
    name: { en: `${title} ${number}`, kn: `ಘಟಕ ${number}` },
  })),
});
const ENV = {
  // Kept far longer than any wait below, so that a write no instance was told of still fails.
  ANSWER_MEMO_SECONDS: '300',
  // Out of the cluster, the tree in memory is not asked about on every request, so that a 304
  // from memory runs no query at all (the cluster's processes load it lazily, after the import).
  CURRICULUM_RECHECK_SECONDS: inCluster ? '0' : '3600',
  // A check-in's 10 coins open a unit.
  COINS_UNIT_UNLOCK: '10',
};
const UNITS = '/v1/auth/subjects/maths/units?grade=4&board=CBSE&medium=English';
let topicOfUnit: string[] = [];
let activityIds: string[] = [];
let unitIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: ENV });
  await importSubject(t.db, maths());
  const rows = await t.db.db
    .selectFrom('activities')
    .innerJoin('topics', 'topics.id', 'activities.topic_id')
    .innerJoin('chapters', 'chapters.id', 'topics.chapter_id')
    .innerJoin('units', 'units.id', 'chapters.unit_id')
    .select(['activities.id', 'activities.topic_id', 'units.id as unit_id', 'units.number'])
    .orderBy('units.number')
    .orderBy('activities.position')
    .execute();
  activityIds = rows.filter((row) => row.number === 1).map((row) => row.id);
  unitIds = [...new Set(rows.map((row) => row.unit_id))];
  topicOfUnit = [...new Set(rows.map((row) => row.topic_id))];
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers, tag?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, 'accept-encoding': 'gzip', ...(tag ? { 'if-none-match': tag } : {}) },
  });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const activitiesOf = (unit: number) => `/v1/auth/subjects/topic/${topicOfUnit[unit - 1]}/activities`;
const READS = {
  units: UNITS,
  activities: '',
  continue: '/v1/auth/learning/continue',
  checkIn: '/v1/auth/wallet/checkin',
  profile: '/v1/auth/profile',
  settings: '/v1/auth/settings',
  stories: '/v1/auth/stories',
};
const reads = () => ({ ...READS, activities: activitiesOf(1) });
const bodyOf = (answer: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
  answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.rawPayload) : answer.rawPayload;
const jsonOf = (answer: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
  JSON.parse(bodyOf(answer).toString());

/** Each read's tag after a first read and a 304 to it (so kept on the instance that answered). */
async function tagsOf(headers: Headers, urls: string[]) {
  const tags: Record<string, string> = {};
  for (const url of urls) {
    const first = await get(url, headers);
    expect([url, first.statusCode]).toEqual([url, 200]);
    const tag = first.headers.etag as string;
    expect([url, (await get(url, headers, tag)).statusCode]).toEqual([url, 304]);
    tags[url] = tag;
  }
  return tags;
}

/**
 * The longest wait, in the cluster, for the other instance to hear of a write (ADR 031: it is told
 * on Redis, within milliseconds when the machine is quiet). Far below the age limit, so that an
 * instance never told still fails; in one process the first read after the write must show it.
 */
const TOLD_WITHIN_MS = 20_000;

/** The first answer of `read` that is `done`: at once in one process; in the cluster, within the bound. */
async function afterWrite(read: () => Promise<Answer>, done: (answer: Answer) => boolean) {
  const until = Date.now() + TOLD_WITHIN_MS;
  for (;;) {
    const answer = await read();
    if (!inCluster || done(answer) || Date.now() > until) return answer;
  }
}
type Answer = Awaited<ReturnType<typeof get>>;

/** Every read of `urls` answers 200 with a new tag when asked with the tag it had. */
async function expectChanged(headers: Headers, tags: Record<string, string>) {
  for (const [url, tag] of Object.entries(tags)) {
    const next = await afterWrite(
      () => get(url, headers, tag),
      (answer) => answer.statusCode !== 304,
    );
    expect([url, next.statusCode]).toEqual([url, 200]);
    expect([url, next.headers.etag]).not.toEqual([url, tag]);
  }
}

const complete = (headers: Headers, activityId = activityIds[0] as string, answers = [1, 0, 1]) =>
  send('POST', '/v1/auth/wallet/activity', headers, { activityId, answers, idempotencyKey: randomUUID() });

describe('signed-in reads from memory (ADR 031)', () => {
  it('a matching tag is a 304 with no query; without one, the kept bytes with the same tag, no query', async () => {
    const { headers } = await signedInChild(t);
    for (const url of Object.values(reads())) {
      const first = await get(url, headers);
      expect([url, first.statusCode]).toEqual([url, 200]);
      const tag = first.headers.etag as string;
      const before = queriesRun.count;
      const notModified = await get(url, headers, tag);
      const again = await get(url, headers);
      if (!inCluster)
        expect([url, queriesRun.count - before, queriesRun.last]).toEqual([url, 0, queriesRun.last]);
      expect([url, notModified.statusCode, notModified.rawPayload.length, notModified.headers.etag]).toEqual([
        url,
        304,
        0,
        tag,
      ]);
      expect(notModified.headers['content-type']).toBeUndefined();
      expect(notModified.headers['cache-control']).toBe('private, no-cache');
      expect(notModified.headers.vary).toBe(first.headers.vary);
      expect([url, again.statusCode, again.headers.etag]).toEqual([url, 200, tag]);
      expect(bodyOf(again).equals(bodyOf(first))).toBe(true);
      expect(again.headers['content-encoding']).toBe(first.headers['content-encoding']);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
    }
  });

  it('a completion, and an offline sync, change the tags of the reads they change', async () => {
    const { headers } = await signedInChild(t);
    const { units, activities, continue: next, profile } = reads();
    const tags = await tagsOf(headers, [units, activities, next, profile]);
    expect((await complete(headers)).statusCode).toBe(201);
    await expectChanged(headers, tags);

    const again = await tagsOf(headers, [units, activities, next, profile]);
    const synced = await send('POST', '/v1/auth/wallet/activity/sync', headers, {
      events: [
        {
          eventId: randomUUID(),
          activityId: activityIds[1],
          answers: [1, 0, 1],
          completedAt: new Date().toISOString(),
        },
      ],
    });
    expect([synced.statusCode, synced.json().data[0].status]).toEqual([200, 'applied']);
    await expectChanged(headers, again);
  });

  it('a check-in, an unlock with coins and a change of play settings change the tags', async () => {
    const { headers } = await signedInChild(t);
    const { units, checkIn, profile, settings } = reads();
    const tags = await tagsOf(headers, [checkIn, profile]);
    expect((await send('POST', checkIn, headers)).statusCode).toBe(201);
    await expectChanged(headers, tags);

    const beforeUnlock = await tagsOf(headers, [units, profile]);
    const unlocked = await send('POST', '/v1/auth/payment/unlock/unit', headers, { unitId: unitIds[1] });
    expect(unlocked.statusCode).toBe(201);
    await expectChanged(headers, beforeUnlock);
    const opened = await afterWrite(
      () => get(units, headers),
      (answer) => jsonOf(answer).data[1].locked === false,
    );
    expect(jsonOf(opened).data[1].locked).toBe(false);

    const beforeSettings = await tagsOf(headers, [settings]);
    expect((await send('PUT', settings, headers, { timers: false })).statusCode).toBe(200);
    await expectChanged(headers, beforeSettings);
  });

  it("a change of the child's profile or class changes the tags; the old class's kept answer is not served", async () => {
    const { headers } = await signedInChild(t);
    const { units, profile } = reads();
    const tags = await tagsOf(headers, [units, profile]);
    expect((await send('PUT', profile, headers, { studentName: 'Anu Kumar' })).statusCode).toBe(200);
    await expectChanged(headers, { [profile]: tags[profile] as string });

    const kept = await tagsOf(headers, [units]);
    expect((await send('PUT', profile, headers, { grade: '3' })).statusCode).toBe(200);
    const moved = await afterWrite(
      () => get(units, headers, kept[units]),
      (answer) => answer.statusCode !== 304,
    );
    expect([moved.statusCode, jsonOf(moved).code]).toEqual([404, 'NOT_IN_YOUR_CLASS']);
  });

  it('a payment activated by the webhook opens the units at the next read', async () => {
    const { headers } = await signedInChild(t);
    const created = await send('POST', '/v1/auth/payment/orderId', headers, {
      planId: 'ALL_ACCESS.4.CBSE.English',
    });
    expect(created.statusCode).toBe(200);
    const { orderId, amountPaise: amount } = created.json().data;
    const tags = await tagsOf(headers, [UNITS, READS.profile]);
    const { value: secret } = await t.db.db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', 'payments-test-webhook')
      .executeTakeFirstOrThrow();
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: 'pay_Memo000000001', order_id: orderId, amount, currency: 'INR', status: 'captured' },
        },
      },
    });
    const hooked = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(secret, raw),
        'x-razorpay-event-id': randomUUID(),
      },
      payload: raw,
    });
    expect([hooked.statusCode, hooked.json()]).toEqual([200, { success: true }]);
    await expectChanged(headers, tags);
    const paid = await afterWrite(
      () => get(UNITS, headers),
      (answer) => jsonOf(answer).data.every((unit: { locked: boolean }) => !unit.locked),
    );
    expect(jsonOf(paid).data.map((unit: { locked: boolean }) => unit.locked)).toEqual([false, false, false]);
  });

  it("a removed child's kept answers are not served: the session ends", async () => {
    const ravi = await signedInChild(t);
    const added = await send('POST', '/v1/auth/children', ravi.headers, {
      studentName: 'Meera',
      gender: 'Female',
      grade: '4',
      board: 'CBSE English',
      schoolName: 'GHPS Maddur',
      state: 'Karnataka',
      district: 'Mandya',
      taluk: 'Maddur',
      consent: {
        guardianName: 'Lakshmi',
        isGuardian: true,
        isAdult: true,
        acceptsPolicy: true,
        policyVersion: currentPolicyVersion(),
      },
    });
    expect(added.statusCode).toBe(201);
    const switched = await send('POST', `/v1/auth/children/${added.json().data.id}/switch`, ravi.headers);
    expect(switched.statusCode).toBe(200);
    const meera = { ...ravi.headers, ...bearer(switched.json().accessToken) };
    const tags = await tagsOf(ravi.childHeaders, [UNITS]);
    const removed = await send('DELETE', `/v1/auth/children/${ravi.id}`, meera, { password: PASSWORD });
    expect(removed.statusCode).toBe(200);
    const refused = await afterWrite(
      () => get(UNITS, ravi.childHeaders, tags[UNITS]),
      (answer) => answer.statusCode !== 304,
    );
    expect(refused.statusCode).toBe(401);
  });

  it("a child of another class or medium never gets another child's kept answer", async () => {
    const anu = await signedInChild(t);
    const anusTag = (await tagsOf(anu.headers, [UNITS]))[UNITS] as string;
    const other = await signedInChild(t);
    for (const changes of [{ grade: '3' }, { board: 'Karnataka Kannada' }]) {
      const moved = await send('PUT', READS.profile, other.headers, changes);
      expect(moved.statusCode).toBe(200);
      for (const tag of [anusTag, undefined]) {
        const answer = await afterWrite(
          () => get(UNITS, other.headers, tag),
          (read) => read.statusCode === 404,
        );
        expect([answer.statusCode, jsonOf(answer).code]).toEqual([404, 'NOT_IN_YOUR_CLASS']);
      }
      expect(
        (await send('PUT', READS.profile, other.headers, { grade: '4', board: 'CBSE English' })).statusCode,
      ).toBe(200);
    }
    // A child of the same class with the same progress: the same bytes, the same tag, a 304.
    const same = await afterWrite(
      () => get(UNITS, other.headers, anusTag),
      (answer) => answer.statusCode === 304,
    );
    expect(same.statusCode).toBe(304);
  });
});

describe('a content reload (ADR 031)', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp({ env: { ...ENV, CURRICULUM_RECHECK_SECONDS: '0' } });
    await importSubject(fresh.db, maths());
  });
  afterAll(async () => {
    await fresh?.close();
  });

  it('changes the tags of the kept answers', async () => {
    const { headers } = await signedInChild(fresh);
    const read = (tag?: string) =>
      fresh.app.inject({
        method: 'GET',
        url: UNITS,
        headers: { ...headers, ...(tag ? { 'if-none-match': tag } : {}) },
      });
    const first = await read();
    const tag = first.headers.etag as string;
    expect((await read(tag)).statusCode).toBe(304);
    await importSubject(fresh.db, maths('Part'));
    const reloaded = await read(tag);
    expect(reloaded.statusCode).toBe(200);
    expect(reloaded.headers.etag).not.toBe(tag);
    expect(reloaded.json().data[0].name.en).toBe('Part 1');
  });
});

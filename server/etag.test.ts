import { createHash, randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noneMatchNames } from './etag.ts';
import { importSubject, mcqActivity, signedInChild, testTopic, testUnit } from './test/students.ts';
import { createTestApp, type TestApp } from './test/testApp.ts';

/**
 * The learning screens' reads answer with an ETag of their JSON and 304 Not Modified when the
 * client's copy is current (server/etag.ts), through the real HTTP layer.
 */
let t: TestApp;
let topicId = '';
let activityId = '';

const UNITS = '/v1/auth/subjects/maths/units?grade=4&board=CBSE&medium=English';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const complete = (headers: Record<string, string>, answers = [1, 0, 1]) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/wallet/activity',
    headers,
    payload: { activityId, answers, idempotencyKey: randomUUID() },
  });
const sha1 = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** A first GET gives a tag; the same tag again is a 304 with no body. Returns the tag. */
async function expectRevalidates(url: string, headers: Record<string, string>) {
  const first = await get(url, headers);
  expect(first.statusCode).toBe(200);
  const tag = first.headers.etag as string;
  expect(tag).toBe(sha1(first.rawPayload));
  const again = await get(url, { ...headers, 'if-none-match': tag });
  expect([url, again.statusCode, again.rawPayload.length, again.headers.etag]).toEqual([url, 304, 0, tag]);
  expect(again.headers['content-type']).toBeUndefined();
  return tag;
}

// Computed on every request, and kept per child (server/answerMemo.ts): the same answers either way.
describe.each(['0', '30'])(
  'ETag and 304 Not Modified for the learning reads (answers kept %s s)',
  (seconds) => {
    beforeAll(async () => {
      t = await createTestApp({ env: { ANSWER_MEMO_SECONDS: seconds } });
      await importSubject(t.db, {
        grade: '4',
        units: [1, 2, 3, 4, 5, 6].map((number) =>
          testUnit(number, [testTopic('t', [mcqActivity('a', 3), mcqActivity('b', 3)])]),
        ),
      });
      const row = await t.db.db
        .selectFrom('activities')
        .innerJoin('topics', 'topics.id', 'activities.topic_id')
        .innerJoin('chapters', 'chapters.id', 'topics.chapter_id')
        .innerJoin('units', 'units.id', 'chapters.unit_id')
        .select(['activities.id', 'activities.topic_id'])
        .where('units.number', '=', 1)
        .orderBy('activities.position')
        .executeTakeFirstOrThrow();
      topicId = row.topic_id;
      activityId = row.id;
    });
    afterAll(async () => {
      await t.close();
    });

    it('units and continue: 304 while nothing changed, a new tag and the answer after a completion', async () => {
      for (const url of [UNITS, '/v1/auth/learning/continue']) {
        // A child who has not played: the first completion changes both answers.
        const { headers } = await signedInChild(t);
        const tag = await expectRevalidates(url, headers);
        expect((await get(url, headers)).headers['cache-control']).toBe('private, no-cache');
        await complete(headers);
        const changed = await get(url, { ...headers, 'if-none-match': tag });
        expect([url, changed.statusCode]).toEqual([url, 200]);
        expect(changed.headers.etag).not.toBe(tag);
        expect(changed.json().success).toBe(true);
      }
    });

    it("a topic's activities: a new best score is a new tag", async () => {
      const { headers } = await signedInChild(t);
      const url = `/v1/auth/subjects/topic/${topicId}/activities`;
      const tag = await expectRevalidates(url, headers);
      await complete(headers, [1, 1, 1]);
      const changed = await get(url, { ...headers, 'if-none-match': tag });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data[0].bestScore).toBe(2);
      expect(changed.headers.etag).not.toBe(tag);
    });

    it("each child's answer has its own tag: another child with other progress gets the whole answer", async () => {
      const anu = await signedInChild(t);
      const ravi = await signedInChild(t);
      await complete(anu.headers);
      const anusTag = await expectRevalidates(UNITS, anu.headers);
      const ravis = await get(UNITS, { ...ravi.headers, 'if-none-match': anusTag });
      expect(ravis.statusCode).toBe(200);
      expect(ravis.headers.etag).not.toBe(anusTag);
      expect(ravis.json().data[0].chapters[0].topics[0].completedCount).toBe(0);
      // The profile names the child: never the same tag.
      const profiles = await Promise.all([anu, ravi].map((child) => get('/v1/auth/profile', child.headers)));
      expect(profiles[0]?.headers.etag).not.toBe(profiles[1]?.headers.etag);
    });

    it('profile and play settings: 304 until they change', async () => {
      const { headers } = await signedInChild(t);
      const profileTag = await expectRevalidates('/v1/auth/profile', headers);
      await t.app.inject({ method: 'POST', url: '/v1/auth/wallet/checkin', headers });
      const coins = await get('/v1/auth/profile', { ...headers, 'if-none-match': profileTag });
      expect([coins.statusCode, coins.json().profile.coinBalance]).toEqual([200, 10]);

      const settingsTag = await expectRevalidates('/v1/auth/settings', headers);
      const updated = await t.app.inject({
        method: 'PUT',
        url: '/v1/auth/settings',
        headers,
        payload: { sounds: false },
      });
      expect(updated.statusCode).toBe(200);
      const changed = await get('/v1/auth/settings', { ...headers, 'if-none-match': settingsTag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(settingsTag);
    });

    it('the public subjects keep their five minutes in shared caches, with a tag', async () => {
      const url = '/v1/web/subjects?grade=4&board=CBSE&medium=English';
      await expectRevalidates(url, {});
      expect((await get(url)).headers['cache-control']).toBe('public, max-age=300');
    });

    it('compression and the tag agree: the tag is of the JSON before compression, whatever the encoding', async () => {
      const { headers } = await signedInChild(t);
      const plain = await get(UNITS, headers);
      const gzipped = await get(UNITS, { ...headers, 'accept-encoding': 'gzip' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(gzipped.headers.etag).toBe(plain.headers.etag);
      expect(gzipped.headers.etag).toBe(sha1(plain.rawPayload));
      // The 304 says what its 200 says about encodings, and carries none itself.
      const tag = plain.headers.etag as string;
      const notModified = await get(UNITS, { ...headers, 'accept-encoding': 'gzip', 'if-none-match': tag });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.headers['content-encoding']).toBeUndefined();
      expect(notModified.headers.vary).toBe(gzipped.headers.vary);
      expect(notModified.headers.vary).toMatch(/accept-encoding/i);
    });

    it('matches as RFC 9110 says for If-None-Match: a list, a weak form of the tag, or *', async () => {
      const { headers } = await signedInChild(t);
      const tag = (await get(UNITS, headers)).headers.etag as string;
      for (const header of [`"other", ${tag}`, `W/${tag}`, '*'])
        expect([header, (await get(UNITS, { ...headers, 'if-none-match': header })).statusCode]).toEqual([
          header,
          304,
        ]);
      expect((await get(UNITS, { ...headers, 'if-none-match': '"other"' })).statusCode).toBe(200);
      expect(noneMatchNames(undefined, tag)).toBe(false);
      expect(noneMatchNames(tag.slice(0, -2), tag)).toBe(false);
    });

    it('errors and endpoints without `etag` get no tag', async () => {
      const { headers } = await signedInChild(t);
      const missing = await get('/v1/auth/subjects/nothing/units?grade=4&board=CBSE&medium=English', headers);
      expect([missing.statusCode, missing.headers.etag]).toEqual([404, undefined]);
      const history = await get('/v1/auth/wallet/history', headers);
      expect([history.statusCode, history.headers.etag]).toEqual([200, undefined]);
      const locked = await get('/v1/auth/subjects/topic/nothing/activities', {
        ...headers,
        'if-none-match': '*',
      });
      expect([locked.statusCode, locked.headers.etag]).toEqual([404, undefined]);
    });

    it('the OpenAPI document declares the ETag and the 304 of exactly these reads', async () => {
      const doc = (await get('/openapi.json')).json();
      const tagged: string[] = [];
      for (const [path, item] of Object.entries<Record<string, { responses: Record<string, unknown> }>>(
        doc.paths,
      ))
        for (const [method, operation] of Object.entries(item))
          if ('304' in operation.responses) {
            tagged.push(`${method} ${path}`);
            expect(operation.responses['200']).toMatchObject({
              headers: { ETag: { schema: { type: 'string' } } },
            });
            expect(operation.responses['304']).not.toHaveProperty('content');
          }
      expect(tagged.sort()).toEqual(
        [
          'get /v1/auth/learning/continue',
          'get /v1/auth/profile',
          'get /v1/auth/settings',
          'get /v1/auth/stories',
          'get /v1/auth/stories/{key}',
          'get /v1/auth/subjects/topic/{topicId}/activities',
          'get /v1/auth/subjects/{subject}/units',
          'get /v1/auth/wallet/checkin',
          'get /v1/web/subjects',
        ].sort(),
      );
    });
  },
);

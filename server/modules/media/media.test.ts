import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSubject, signedInChild, testTopic, testUnit } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { mediaSigner } from './media.service.ts';

/**
 * Issue 13, "lesson videos are public files": lesson media reach only a signed-in child whose
 * unit (or video plan) is open, through the links the activities answer hands out; Range
 * requests and caching still work.
 */
let t: TestApp;
let secret = '';
const VIDEO = 'lessons/how-a-seed-grows.en.mp4';
const CAPTIONS = 'lessons/how-a-seed-grows.en.vtt';
const videoBytes = statSync(`curriculum/media/${VIDEO}`).size;

beforeAll(async () => {
  t = await createTestApp();
  const watch = {
    key: 'watch',
    kind: 'video' as const,
    heading: { title: 'Watch' },
    timerSeconds: 60,
    video: { src: VIDEO, captions: CAPTIONS, title: 'Plants', durationSeconds: 12 },
  };
  await importSubject(t.db, {
    grade: '4',
    key: 'evs',
    units: [1, 2].map((number) => testUnit(number, [testTopic('t', [watch])])),
  });
  secret = (
    await t.db.db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', 'media-links')
      .executeTakeFirstOrThrow()
  ).value;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const topicsOf = async (headers: Record<string, string>) =>
  (await get('/v1/auth/subjects/evs/units?grade=4&board=CBSE&medium=English', headers))
    .json()
    .data.map((unit: { chapters: { topics: { _id: string }[] }[] }) => unit.chapters[0]?.topics[0]?._id);
const videoOf = async (headers: Record<string, string>, topicId: string) => {
  const answer = await get(`/v1/auth/subjects/topic/${topicId}/activities`, headers);
  return { status: answer.statusCode, video: answer.json().data?.[0]?.content.video };
};

describe('lesson media (issue 13)', () => {
  it('a plain request for a lesson video, signed in or not, answers 401 in the one error format', async () => {
    const { headers } = await signedInChild(t);
    for (const h of [{}, headers]) {
      const answer = await get(`/v1/media/${VIDEO}`, h);
      expect([answer.statusCode, answer.json()]).toEqual([
        401,
        { success: false, code: 'MEDIA_LINK_MISSING', message: expect.any(String) },
      ]);
    }
  });

  it('a child whose unit is open gets signed links that answer 200, and 206 to a Range request', async () => {
    const { headers } = await signedInChild(t);
    const [openTopic] = await topicsOf(headers);
    const { status, video } = await videoOf(headers, openTopic);
    expect(status).toBe(200);
    expect(video.src).toMatch(
      /^\/v1\/media\/lessons\/how-a-seed-grows\.en\.mp4\?expires=\d+&signature=[\w-]{43}$/,
    );
    expect(video.captions).toMatch(
      /^\/v1\/media\/lessons\/how-a-seed-grows\.en\.vtt\?expires=\d+&signature=[\w-]{43}$/,
    );

    // The link alone is the permission (a <video> element sends no bearer token).
    const whole = await get(video.src);
    expect([whole.statusCode, whole.headers['content-type'], whole.rawPayload.length]).toEqual([
      200,
      'video/mp4',
      videoBytes,
    ]);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    // The browser revalidates with the ETag and gets 304, no bytes.
    const etag = String(whole.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const revalidated = await get(video.src, { 'if-none-match': etag });
    expect([revalidated.statusCode, revalidated.rawPayload.length]).toEqual([304, 0]);
    const cache = String(whole.headers['cache-control']);
    expect(cache).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(cache.split('=')[1]);
    expect(maxAge).toBeGreaterThanOrEqual(2 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(3 * 3600);

    const part = await get(video.src, { range: 'bytes=0-99' });
    expect([part.statusCode, part.headers['content-range'], part.rawPayload.length]).toEqual([
      206,
      `bytes 0-99/${videoBytes}`,
      100,
    ]);
    const captions = await get(video.captions);
    expect([captions.statusCode, captions.headers['content-type']]).toEqual([200, 'text/vtt; charset=utf-8']);
    expect(captions.body.startsWith('WEBVTT')).toBe(true);
  });

  it('a locked unit hands out no link; a forged, borrowed or expired link answers 403', async () => {
    const { headers } = await signedInChild(t);
    const [openTopic, lockedTopic] = await topicsOf(headers);
    const locked = await get(`/v1/auth/subjects/topic/${lockedTopic}/activities`, headers);
    expect([locked.statusCode, locked.json().code]).toEqual([403, 'UNIT_LOCKED']);

    const { video } = await videoOf(headers, openTopic);
    const url = new URL(video.src, 'http://x');
    const signature = url.searchParams.get('signature') as string;
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    const later = Number(url.searchParams.get('expires')) + 3600;
    const refusals = [
      // A signature changed by one character.
      [
        `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${flipped}`,
        'MEDIA_LINK_INVALID',
      ],
      // A genuine signature moved to another file.
      [`/v1/media/lessons/water-cycle.en.mp4${url.search}`, 'MEDIA_LINK_INVALID'],
      // A genuine signature with its expiry pushed back.
      [`${url.pathname}?expires=${later}&signature=${signature}`, 'MEDIA_LINK_INVALID'],
      // A link the server really made, a day ago.
      [mediaSigner(secret).link(VIDEO, Date.now() - 86_400_000), 'MEDIA_LINK_EXPIRED'],
    ];
    for (const [link, code] of refusals) {
      const answer = await get(link as string);
      expect([link, answer.statusCode, answer.json().code]).toEqual([link, 403, code]);
    }
  });

  it('even a validly signed link serves nothing outside the lesson files', async () => {
    const signer = mediaSigner(secret);
    for (const file of ['../package.json', 'lessons/../../package.json', '.env', 'lessons/PLANTS.mp4']) {
      const answer = await get(signer.link(file));
      expect([file, answer.statusCode]).toEqual([file, 404]);
    }
  });

  it('a video plan (VAV) hands out the links of its locked units', async () => {
    const { headers, id } = await signedInChild(t);
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
    const [, lockedTopic] = await topicsOf(headers);
    const { status, video } = await videoOf(headers, lockedTopic);
    expect(status).toBe(200);
    expect(video.src).toMatch(
      /^\/v1\/media\/lessons\/how-a-seed-grows\.en\.mp4\?expires=\d+&signature=[\w-]{43}$/,
    );
    const part = await get(video.src, { range: 'bytes=0-9' });
    expect([part.statusCode, part.rawPayload.length]).toEqual([206, 10]);
  });
});

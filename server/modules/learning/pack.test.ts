import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackFile, UnitPack } from '../../../domain/contract/offline.ts';
import { activityPictures, pictureUrl } from '../../../domain/offline/pictures.ts';
import { changeChildRow, signedInChild } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { importCurriculum, readCurriculum } from '../curriculum/index.ts';

/**
 * Issue 17, a unit's download pack: it names every address the app fetches to play the unit
 * (checked by fetching the answers it names and reading what they name), and each file's size
 * is the bytes actually served. On the sample curriculum of class 1 and its clips and videos.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { files, problems } = readCurriculum('curriculum');
  expect(problems).toEqual([]);
  await importCurriculum(
    t.db.db,
    t.db.kind,
    files.filter((file) => file.grade === '1' && file.subject.key === 'evs'),
  );
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const UNITS_URL = '/v1/auth/subjects/evs/units?grade=1&board=CBSE&medium=English';

/** A child of class 1, CBSE, English medium, with the units of EVS as the app reads them. */
async function child() {
  const signedIn = await signedInChild(t);
  await changeChildRow(t, signedIn.id, { grade: '1', board: 'CBSE', medium: 'English' });
  const units = (await get(UNITS_URL, signedIn.headers)).json().data as {
    _id: string;
    unitNumber: number;
    chapters: { topics: { _id: string }[] }[];
  }[];
  return { ...signedIn, units };
}

const packOf = (headers: Record<string, string>, unitId: string) =>
  get(`/v1/auth/units/${unitId}/pack`, headers);

/** Every clip address at any depth of an activity's `audio`. */
const clipsIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(clipsIn)
    : value && typeof value === 'object'
      ? typeof (value as { url?: unknown }).url === 'string'
        ? [(value as { url: string }).url]
        : Object.values(value).flatMap(clipsIn)
      : [];

/**
 * The pack against what the app gets: the units answer and every topic's activities answer at
 * the addresses named, then every clip, picture (the tiles' and the activities', ADR 026), video
 * and captions file those answers name, each once; every size the length of what a GET without
 * compression serves (a picture's: its file's, which the site serves as it is).
 */
async function expectPackServes(
  headers: Record<string, string>,
  unit: { chapters: { topics: { _id: string }[] }[] },
  pack: UnitPack,
) {
  const topics = unit.chapters.flatMap((chapter) => chapter.topics.map((topic) => topic._id));
  const activitiesUrls = topics.map((id) => `/v1/auth/subjects/topic/${id}/activities`);
  const data = pack.files.filter((file) => file.kind === 'data').map((file) => file.url);
  expect(data).toEqual([UNITS_URL, ...activitiesUrls]);

  const named: PackFile[] = [];
  const tiles = (await get(UNITS_URL, headers)).json().data as Array<{
    picture?: string;
    chapters: Array<{ picture?: string; topics: Array<{ picture?: string }> }>;
  }>;
  for (const picture of tiles.flatMap((u) => [
    u.picture,
    ...u.chapters.flatMap((c) => [c.picture, ...c.topics.map((topic) => topic.picture)]),
  ]))
    if (picture?.startsWith('/pictures/')) named.push({ url: picture, kind: 'picture', bytes: 0 });
  for (const url of activitiesUrls) {
    const answer = (await get(url, headers)).json();
    for (const activity of answer.data) {
      for (const clip of clipsIn(activity.audio)) named.push({ url: clip, kind: 'audio', bytes: 0 });
      for (const name of activityPictures(activity.content))
        named.push({ url: pictureUrl(name), kind: 'picture', bytes: 0 });
      const video = activity.content.video;
      if (video) named.push({ url: video.src, kind: 'video', bytes: 0 });
      if (video?.captions) named.push({ url: video.captions, kind: 'captions', bytes: 0 });
    }
  }
  const files = pack.files.filter((file) => file.kind !== 'data');
  const unique = [...new Map(named.map((file) => [file.url, file.kind])).entries()];
  expect(files.map((file) => [file.url, file.kind]).sort()).toEqual(unique.sort());
  expect(new Set(pack.files.map((file) => file.url)).size).toBe(pack.files.length);

  for (const file of pack.files) {
    if (file.kind === 'picture') {
      expect([file.url, file.bytes]).toEqual([file.url, statSync(`public${file.url}`).size]);
      continue;
    }
    // No Accept-Encoding: the bytes as stored, uncompressed.
    const served = await get(file.url, file.kind === 'data' ? headers : {});
    expect([file.url, served.statusCode, served.headers['content-encoding']]).toEqual([
      file.url,
      200,
      undefined,
    ]);
    expect([file.url, served.rawPayload.length]).toEqual([file.url, file.bytes]);
    if (file.kind !== 'data') expect(Number(served.headers['content-length'])).toBe(file.bytes);
  }
  const sum = (list: PackFile[]) => list.reduce((total, file) => total + file.bytes, 0);
  expect(pack.bytes).toEqual({
    total: sum(pack.files),
    withoutVideos: sum(pack.files.filter((file) => file.kind !== 'video' && file.kind !== 'captions')),
  });
}

describe("a unit's download pack (issue 17)", () => {
  it('a free unit: its answers and every clip they name, each with the size served', async () => {
    const { headers, units } = await child();
    const free = units[0] as (typeof units)[number];
    const response = await packOf(headers, free._id);
    expect(response.statusCode).toBe(200);
    const pack = response.json().data as UnitPack;
    expect(pack).toMatchObject({ unitId: free._id, subjectKey: 'evs' });
    expect(pack.files.filter((file) => file.kind === 'audio').length).toBeGreaterThan(20);
    // Class 1's pictures come with the unit, not with every phone's precache (ADR 026).
    expect(pack.files.filter((file) => file.kind === 'picture').length).toBeGreaterThan(5);
    await expectPackServes(headers, free, pack);
    // No videos in this unit: nothing to leave out.
    expect(pack.bytes.withoutVideos).toBe(pack.bytes.total);
  });

  it('an unlocked unit with lesson videos: the videos and captions by their signed links, left out of withoutVideos', async () => {
    const { headers, units, id } = await child();
    const third = units[2] as (typeof units)[number];
    await t.db.db
      .insertInto('unit_unlocks')
      .values({ student_id: id, unit_id: third._id, created_at: new Date().toISOString() })
      .execute();
    const pack = (await packOf(headers, third._id)).json().data as UnitPack;
    const videos = pack.files.filter((file) => file.kind === 'video');
    expect(videos.length).toBeGreaterThan(0);
    expect(videos[0]?.url).toMatch(/^\/v1\/media\/lessons\/[a-z0-9-]+\.(en|kn)\.mp4\?expires=\d+&signature=/);
    expect(pack.files.some((file) => file.kind === 'captions')).toBe(true);
    await expectPackServes(headers, third, pack);
    expect(pack.bytes.total - pack.bytes.withoutVideos).toBe(
      pack.files.filter((f) => f.kind === 'video' || f.kind === 'captions').reduce((s, f) => s + f.bytes, 0),
    );
    expect(pack.bytes.withoutVideos).toBeLessThan(pack.bytes.total);
  });

  it('a unit a VAV plan opens: its videos only, as its activities answers give them', async () => {
    const { headers, units, id } = await child();
    const now = new Date();
    await t.db.db
      .insertInto('subscriptions')
      .values({
        id: randomUUID(),
        student_id: id,
        type: 'VAV',
        grade: '1',
        board: 'CBSE',
        medium: 'English',
        starts_at: now.toISOString(),
        ends_at: new Date(now.getTime() + 86_400_000).toISOString(),
        payment_id: randomUUID(),
        created_at: now.toISOString(),
      })
      .execute();
    const fourth = units[3] as (typeof units)[number];
    const pack = (await packOf(headers, fourth._id)).json().data as UnitPack;
    await expectPackServes(headers, fourth, pack);
    expect(pack.files.filter((file) => file.kind === 'video')).toHaveLength(1);
    // Only the video's own title is read aloud: none of the unit's quizzes came with it.
    const audio = pack.files.filter((file) => file.kind === 'audio');
    expect(audio.length).toBeGreaterThan(0);
    expect(audio.length).toBeLessThan(5);
  });

  it('403 UNIT_LOCKED for a locked unit; 404 NOT_FOUND for no such unit, NOT_IN_YOUR_CLASS for one of another medium; 401 signed out', async () => {
    const { headers, units, id } = await child();
    const locked = await packOf(headers, (units[1] as (typeof units)[number])._id);
    expect([locked.statusCode, locked.json().code]).toEqual([403, 'UNIT_LOCKED']);
    const unknown = await packOf(headers, randomUUID());
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { success: false, code: 'NOT_FOUND', message: 'No such unit.' },
    ]);
    // The same free unit is not this child's once the profile says Kannada medium.
    await changeChildRow(t, id, { board: 'Karnataka', medium: 'Kannada' });
    const otherMedium = await packOf(headers, (units[0] as (typeof units)[number])._id);
    expect([otherMedium.statusCode, otherMedium.json().code]).toEqual([404, 'NOT_IN_YOUR_CLASS']);
    const signedOut = await packOf({}, (units[0] as (typeof units)[number])._id);
    expect([signedOut.statusCode, signedOut.json().code]).toEqual([401, 'UNAUTHORIZED']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeChildRow,
  importSubject,
  mcqActivity,
  signedInChild,
  testTopic,
  testUnit,
} from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

let t: TestApp;
let topicId = '';
beforeAll(async () => {
  t = await createTestApp();
  // Class 4 (the test student's class): the curriculum's 60 s timer runs.
  await importSubject(t.db, { grade: '4', units: [testUnit(1, [testTopic('t', [mcqActivity('a')])])] });
  topicId = (await t.db.db.selectFrom('topics').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

const get = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/v1/auth/settings', headers });
const put = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/v1/auth/settings', headers, payload: payload as object });
const counter = async (headers: Record<string, string>) =>
  (
    await t.app.inject({ method: 'GET', url: `/v1/auth/subjects/topic/${topicId}/activities`, headers })
  ).json().data[0].counter;

// The test student is in class 4: reading aloud is off until the parent turns it on.
const DEFAULTS = { sounds: true, timers: true, autoRead: false, voice: 'clips' };
const inClass = (id: string, grade: string) => changeChildRow(t, id, { grade });

describe('play settings', () => {
  it('are on (and the clips read aloud) until changed, and change one by one', async () => {
    const { headers } = await signedInChild(t);
    expect((await get(headers)).json()).toEqual({ success: true, data: DEFAULTS });

    const muted = await put(headers, { sounds: false });
    expect(muted.statusCode).toBe(200);
    expect(muted.json().data).toEqual({ ...DEFAULTS, sounds: false });
    expect((await put(headers, { timers: false })).json().data).toEqual({
      ...DEFAULTS,
      sounds: false,
      timers: false,
    });
    expect((await get(headers)).json().data).toEqual({ ...DEFAULTS, sounds: false, timers: false });
  });

  it("are one child's own", async () => {
    const one = await signedInChild(t);
    const other = await signedInChild(t);
    await put(one.headers, { sounds: false });
    expect((await get(other.headers)).json().data).toEqual(DEFAULTS);
  });

  it('read aloud by default in classes 1 and 2 only, until the parent chooses (issue 16)', async () => {
    const { headers, id } = await signedInChild(t);
    for (const [grade, on] of [
      ['1', true],
      ['2', true],
      ['3', false],
      ['5', false],
    ] as const) {
      await inClass(id, grade);
      expect([grade, (await get(headers)).json().data.autoRead]).toEqual([grade, on]);
    }
    // A choice holds in every class; null gives the choice back to the class.
    expect((await put(headers, { autoRead: true })).json().data.autoRead).toBe(true);
    await inClass(id, '2');
    expect((await put(headers, { autoRead: false })).json().data.autoRead).toBe(false);
    expect((await put(headers, { autoRead: null })).json().data.autoRead).toBe(true);
    await inClass(id, '4');
    expect((await get(headers)).json().data.autoRead).toBe(false);
  });

  it("read with the clips or the phone's own voice (issue 16)", async () => {
    const { headers } = await signedInChild(t);
    expect((await put(headers, { voice: 'device' })).json().data).toEqual({ ...DEFAULTS, voice: 'device' });
    expect((await get(headers)).json().data.voice).toBe('device');
    expect((await put(headers, { voice: 'robot' })).statusCode).toBe(400);
    expect((await put(headers, { voice: 'clips', sounds: false })).json().data).toEqual({
      ...DEFAULTS,
      sounds: false,
    });
  });

  it('turn the timer of the activities answer off', async () => {
    const { headers } = await signedInChild(t);
    expect(await counter(headers)).toBe(60);
    await put(headers, { timers: false });
    expect(await counter(headers)).toBeNull();
    await put(headers, { timers: true });
    expect(await counter(headers)).toBe(60);
  });

  it('refuse anything else and need a sign-in', async () => {
    const { headers } = await signedInChild(t);
    expect((await put(headers, { sounds: 'no' })).statusCode).toBe(400);
    expect((await put(headers, { volume: 3 })).statusCode).toBe(400);
    expect((await get({})).statusCode).toBe(401);
  });

  it('go into the personal data export, reading aloud and its voice included', async () => {
    const { headers } = await signedInChild(t);
    await put(headers, { timers: false, autoRead: true, voice: 'device' });
    const file = (await t.app.inject({ method: 'GET', url: '/v1/auth/profile/export', headers })).json();
    expect(file.playSettings).toHaveLength(1);
    expect(file.playSettings[0]).toMatchObject({
      timers: expect.anything(),
      auto_read: expect.anything(),
      voice: 'device',
    });
  });
});

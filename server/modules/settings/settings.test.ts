import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSubject, loggedInStudent, mcqActivity, testTopic, testUnit } from '../../test/students.ts';
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

describe('play settings', () => {
  it('are both on until changed, and change switch by switch', async () => {
    const { headers } = await loggedInStudent(t);
    expect((await get(headers)).json()).toEqual({ success: true, data: { sounds: true, timers: true } });

    const muted = await put(headers, { sounds: false });
    expect(muted.statusCode).toBe(200);
    expect(muted.json().data).toEqual({ sounds: false, timers: true });
    expect((await put(headers, { timers: false })).json().data).toEqual({ sounds: false, timers: false });
    expect((await get(headers)).json().data).toEqual({ sounds: false, timers: false });
  });

  it("are one child's own", async () => {
    const one = await loggedInStudent(t);
    const other = await loggedInStudent(t);
    await put(one.headers, { sounds: false });
    expect((await get(other.headers)).json().data).toEqual({ sounds: true, timers: true });
  });

  it('turn the timer of the activities answer off', async () => {
    const { headers } = await loggedInStudent(t);
    expect(await counter(headers)).toBe(60);
    await put(headers, { timers: false });
    expect(await counter(headers)).toBeNull();
    await put(headers, { timers: true });
    expect(await counter(headers)).toBe(60);
  });

  it('refuse anything else and need a sign-in', async () => {
    const { headers } = await loggedInStudent(t);
    expect((await put(headers, { sounds: 'no' })).statusCode).toBe(400);
    expect((await put(headers, { volume: 3 })).statusCode).toBe(400);
    expect((await get({})).statusCode).toBe(401);
  });

  it('go into the personal data export', async () => {
    const { headers } = await loggedInStudent(t);
    await put(headers, { timers: false });
    const file = (await t.app.inject({ method: 'GET', url: '/v1/auth/profile/export', headers })).json();
    expect(file.playSettings).toHaveLength(1);
    expect(file.playSettings[0]).toMatchObject({ timers: expect.anything() });
  });
});

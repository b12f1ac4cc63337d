import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../test/auth.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { notifyChild, publishBroadcast } from './notifications.repository.ts';
import { OWN } from './notifications.texts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const texts = (en: string, kn: string) => ({ title: { en, kn }, content: { en: `${en}!`, kn: `${kn}!` } });
  await publishBroadcast(t.db.db, { ...texts('Everyone', 'ಎಲ್ಲರಿಗೂ') });
  await publishBroadcast(t.db.db, { ...texts('Class 4 CBSE', 'ನಾಲ್ಕನೇ ತರಗತಿ'), grade: '4', board: 'CBSE' });
  await publishBroadcast(t.db.db, { ...texts('Class 2', 'ಎರಡನೇ ತರಗತಿ'), grade: '2' });
  await publishBroadcast(t.db.db, { ...texts('Kannada medium', 'ಕನ್ನಡ ಮಾಧ್ಯಮ'), medium: 'Kannada' });
});
afterAll(async () => {
  await t.close();
});

const titles = (body: { data: { title: string }[] }) => body.data.map((n) => n.title).sort();

describe('notifications (spec §7)', () => {
  it('GET /v1/notification: broadcasts for a class, board and medium, without signing in', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/notification?grade=4&board=CBSE&medium=English',
    });
    expect(response.statusCode).toBe(200);
    expect(titles(response.json())).toEqual(['Class 4 CBSE', 'Everyone']);
    const kannada = await t.app.inject({
      method: 'GET',
      url: '/v1/notification?grade=2&board=Karnataka&medium=Kannada&lang=kn',
    });
    expect(titles(kannada.json())).toEqual(['ಎಲ್ಲರಿಗೂ', 'ಎರಡನೇ ತರಗತಿ', 'ಕನ್ನಡ ಮಾಧ್ಯಮ'].sort());
    expect(kannada.json().data[0]).toMatchObject({
      imageUrl: expect.any(String),
      timestamp: expect.any(String),
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/notification?grade=9&board=CBSE&medium=English',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a signed-in child sees their class’s broadcasts and their own, unread until opened', async () => {
    const child = await createChild(t); // class 4, CBSE English
    const other = await createChild(t);
    await notifyChild(t.db.db, child.id, 'coins', OWN.checkIn(10));
    await notifyChild(t.db.db, other.id, 'coins', OWN.checkIn(10));
    const headers = { authorization: `Bearer ${child.tokenData.accessToken}` };
    const list = (await t.app.inject({ method: 'GET', url: '/v1/auth/notification', headers })).json();
    expect(titles(list)).toEqual(['10 coins received', 'Class 4 CBSE', 'Everyone']);
    expect(list.unread).toBe(3);
    const own = list.data.find((n: { kind: string }) => n.kind === 'coins');
    const read = await t.app.inject({
      method: 'POST',
      url: `/v1/auth/notification/${own._id}/read`,
      headers,
    });
    expect(read.statusCode).toBe(200);
    // Twice is the same.
    await t.app.inject({ method: 'POST', url: `/v1/auth/notification/${own._id}/read`, headers });
    const after = (await t.app.inject({ method: 'GET', url: '/v1/auth/notification', headers })).json();
    expect(after.unread).toBe(2);
    // A broadcast read by one child stays unread for another.
    const broadcast = list.data.find((n: { title: string }) => n.title === 'Everyone');
    await t.app.inject({ method: 'POST', url: `/v1/auth/notification/${broadcast._id}/read`, headers });
    const otherHeaders = { authorization: `Bearer ${other.tokenData.accessToken}` };
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/v1/auth/notification', headers: otherHeaders })
    ).json();
    expect(theirs.data.find((n: { title: string }) => n.title === 'Everyone').read).toBe(false);
    // Another child's own notification cannot be touched.
    const foreign = theirs.data.find((n: { kind: string }) => n.kind === 'coins');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/v1/auth/notification/${foreign._id}/read`,
      headers,
    });
    expect(refused.statusCode).toBe(404);
  });
});

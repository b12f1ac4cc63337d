import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, newAddress, newPhone, PASSWORD } from '../../test/auth.ts';
import { inCluster } from '../../test/cluster.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

// Two API processes on one PostgreSQL schema and one Redis, called by their own addresses: what
// one instance counts or revokes, the other must see. Only the api-cluster project starts them.
describe.skipIf(!inCluster)(
  'several instances (api-cluster only: TEST_CLUSTER=1 starts the two API processes)',
  () => {
    let t: TestApp;
    let a = '';
    let b = '';
    beforeAll(async () => {
      t = await createTestApp();
      [a = '', b = ''] = t.instances ?? [];
    });
    afterAll(async () => {
      await t?.close();
    });

    const post = (base: string, url: string, body: object, client = newAddress()) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify(body),
      });
    const outbox = async (phones: string[]) =>
      (await t.db.db.selectFrom('sms_outbox').select('phone').where('phone', 'in', phones).execute()).length;

    it('runs two instances on different ports', () => {
      expect(a).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(b).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(a).not.toBe(b);
    });

    it('OTP sends to one phone, alternating A and B: one code per 30 s in all, not one per instance', async () => {
      const phone = newPhone();
      const statuses: [string, number][] = [];
      for (let i = 0; i < 10; i += 1) {
        const [name, base] = i % 2 === 0 ? ['A', a] : ['B', b];
        statuses.push([name, (await post(base, '/v1/student/otp/send', { phone })).status]);
      }
      expect(statuses[0]).toEqual(['A', 200]);
      // B's first answer is already 429: it counted A's send.
      expect(statuses.slice(1)).toEqual(statuses.slice(1).map(([name]) => [name, 429]));
      expect(await outbox([phone])).toBe(1);
    });

    it('OTP sends from one address, alternating A and B: 20 an hour in all', async () => {
      const client = newAddress();
      const phones = Array.from({ length: 30 }, () => newPhone());
      const statuses: number[] = [];
      for (const [i, phone] of phones.entries()) {
        statuses.push((await post(i % 2 === 0 ? a : b, '/v1/student/otp/send', { phone }, client)).status);
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
      expect(statuses.slice(20)).toEqual(Array(10).fill(429));
      expect(await outbox(phones)).toBe(20);
    });

    it('10 failed logins, 5 on each instance, throttle the phone on both', async () => {
      const { phone } = await createChild(t);
      const firstFailure = Date.now();
      for (let i = 0; i < 10; i += 1) {
        const response = await post(i % 2 === 0 ? a : b, '/v1/student/login', {
          email: phone,
          password: `wrong-${i}-password`,
        });
        expect(response.status).toBe(401);
      }
      for (const base of [a, b]) {
        const throttled = await post(base, '/v1/student/login', { email: phone, password: PASSWORD });
        expect(throttled.status).toBe(429);
        // The 15 minutes run from the first failure: what is left of them now, however long the
        // ten tries took (a loaded machine took 57 s over them, and a fixed 870 s failed).
        const left = 900 - Math.floor((Date.now() - firstFailure) / 1000);
        expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(left - 1);
        expect(Number(throttled.headers.get('retry-after'))).toBeLessThanOrEqual(900);
      }
    });

    it('20 parallel refreshes of one token, half on A and half on B: one successor, the same in every answer', async () => {
      const { id, tokenData } = await createChild(t);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(i % 2 === 0 ? a : b, '/v1/student/refresh-token', { refreshToken: tokenData.refreshToken }),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
      const bodies = (await Promise.all(answers.map((r) => r.json()))) as {
        data: { refreshToken: string };
      }[];
      const successors = new Set(bodies.map((body) => body.data.refreshToken));
      expect(successors.size).toBe(1);
      const [successor = ''] = successors;
      // A replay on either instance, still inside the grace, names the same successor.
      for (const base of [b, a]) {
        const again = await post(base, '/v1/student/refresh-token', { refreshToken: tokenData.refreshToken });
        expect(((await again.json()) as { data: { refreshToken: string } }).data.refreshToken).toBe(
          successor,
        );
      }
      // Past the grace, the family holds the parent and one live successor, which refreshes on B.
      await t.db.db
        .updateTable('refresh_tokens')
        .set({ rotated_at: new Date(Date.now() - 11_000).toISOString() })
        .where('student_id', '=', id)
        .where('rotated_at', 'is not', null)
        .execute();
      const family = await t.db.db
        .selectFrom('refresh_tokens')
        .select(['rotated_at', 'revoked_at'])
        .where('student_id', '=', id)
        .execute();
      expect(family).toHaveLength(2);
      expect(family.filter((row) => row.rotated_at === null && row.revoked_at === null)).toHaveLength(1);
      expect((await post(b, '/v1/student/refresh-token', { refreshToken: successor })).status).toBe(200);
    });

    it('a refresh token rotated on A and replayed on B revokes the family, on both instances', async () => {
      const { id, tokenData } = await createChild(t);
      const rotated = await post(a, '/v1/student/refresh-token', { refreshToken: tokenData.refreshToken });
      expect(rotated.status).toBe(200);
      const next = ((await rotated.json()) as { data: { accessToken: string; refreshToken: string } }).data;
      const profile = (base: string) =>
        fetch(`${base}/v1/auth/profile`, { headers: { authorization: `Bearer ${next.accessToken}` } });
      // Both instances take A's new access token (and may remember it as verified).
      for (const base of [a, b]) expect((await profile(base)).status).toBe(200);
      // The rotation is past the 10 s grace for two tabs (moved in the database instead of waiting).
      await t.db.db
        .updateTable('refresh_tokens')
        .set({ rotated_at: new Date(Date.now() - 11_000).toISOString() })
        .where('student_id', '=', id)
        .where('rotated_at', 'is not', null)
        .execute();
      expect(
        (await post(b, '/v1/student/refresh-token', { refreshToken: tokenData.refreshToken })).status,
      ).toBe(401);
      // The newest token, issued by A, is dead on B and on A.
      expect((await post(b, '/v1/student/refresh-token', { refreshToken: next.refreshToken })).status).toBe(
        401,
      );
      expect((await post(a, '/v1/student/refresh-token', { refreshToken: next.refreshToken })).status).toBe(
        401,
      );
      // And so is the session: A's new access token is refused by both, at once.
      for (const base of [a, b]) expect((await profile(base)).status).toBe(401);
      const family = await t.db.db
        .selectFrom('refresh_tokens')
        .select('revoked_at')
        .where('student_id', '=', id)
        .execute();
      // The login's token and the one A rotated it to: both revoked.
      expect(family).toHaveLength(2);
      expect(family.every((row) => row.revoked_at !== null)).toBe(true);
    });
  },
);

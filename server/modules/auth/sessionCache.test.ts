import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastOtp, newAddress, PASSWORD } from '../../test/auth.ts';
import { inCluster, itInProcess } from '../../test/cluster.ts';
import { asParent, bearer, signedInChild } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { currentPolicyVersion } from './index.ts';
import { createSessionCache } from './sessionCache.ts';

// Issue 31: the guard remembers open sessions instead of asking the database on every request,
// and whatever ends or changes one is still refused (or seen) on the very next request. In the
// cluster project every request alternates between two API processes, so "next" is the other
// instance: what one ends, the other must refuse.
/** The cluster's ceiling on a revocation reaching the other instance, as in sessionCache.cluster.test.ts. */
const CEILING_MS = 1_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
type Response = Awaited<ReturnType<TestApp['app']['inject']>>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers = {},
  payload?: object,
) => t.app.inject({ method, url, headers, remoteAddress: newAddress(), ...(payload ? { payload } : {}) });
const read = (headers: Headers) => call('GET', '/v1/auth/profile', headers);
/** Reads enough times that both instances of the cluster (and the in-process app) remember the session. */
async function remembered(headers: Headers) {
  for (let i = 0; i < 4; i += 1) expect((await read(headers)).statusCode).toBe(200);
}
/**
 * In one process, what ended or changed a session holds at once. In the cluster the other
 * instance hears of it through Redis within the bound ADR 029 states (under 100 ms, measured in
 * sessionCache.cluster.test.ts), so there the first reads may still see the old state until both
 * instances answer the new one twice in a row, and never after the tested ceiling.
 */
async function heardByBoth(headers: Headers, isNew: (response: Response) => boolean) {
  if (!inCluster) return;
  const since = performance.now();
  for (let inARow = 0; inARow < 2; ) {
    inARow = isNew(await read(headers)) ? inARow + 1 : 0;
    const after = performance.now() - since;
    if (inARow === 0 && after > CEILING_MS)
      throw new Error(`still the old answer ${after.toFixed(0)} ms after`);
  }
}
/** The next reads, on each instance in turn: all refused. */
async function refused(headers: Headers) {
  await heardByBoth(headers, (response) => response.statusCode === 401);
  for (let i = 0; i < 4; i += 1) {
    const response = await read(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  }
}
const login = async (phone: string) =>
  (await call('POST', '/v1/student/login', {}, { email: phone, password: PASSWORD })).json().tokenData as {
    accessToken: string;
    refreshToken: string;
  };

describe('the session cache', () => {
  itInProcess('asks the database about a session once, not on every request', async () => {
    const child = await signedInChild(t);
    // Every statement the app runs, seen where Kysely hands it to the driver.
    const statements: string[] = [];
    const executor = t.db.db.getExecutor();
    const original = executor.executeQuery.bind(executor);
    const execute = vi.spyOn(executor, 'executeQuery').mockImplementation((query, queryId) => {
      statements.push(query.sql);
      return original(query, queryId);
    });
    try {
      for (let i = 0; i < 10; i += 1) expect((await read(child.childHeaders)).statusCode).toBe(200);
    } finally {
      execute.mockRestore();
    }
    const sessionLookups = statements.filter((sql) => /"refresh_tokens"/.test(sql) && /exists/i.test(sql));
    // The spy sees the profile's own queries on every read, so it would see the guard's too.
    expect(statements.length).toBeGreaterThanOrEqual(10);
    expect(sessionLookups).toHaveLength(0);
  });

  it('a logout is refused at once', async () => {
    const child = await signedInChild(t);
    await remembered(child.childHeaders);
    const logout = await call('DELETE', `/v1/student/auth/logout/${child.id}`, child.childHeaders, {
      refreshToken: child.tokenData.refreshToken,
    });
    expect(logout.statusCode).toBe(200);
    await refused(child.childHeaders);
  });

  it('a reused refresh token ends the session at once, its newest access token included', async () => {
    const child = await signedInChild(t);
    const rotated = await call(
      'POST',
      '/v1/student/refresh-token',
      {},
      {
        refreshToken: child.tokenData.refreshToken,
      },
    );
    expect(rotated.statusCode).toBe(200);
    const next = bearer(rotated.json().data.accessToken);
    await remembered(next);
    await remembered(child.childHeaders);
    // Past the 10 s grace for two tabs (moved in the database instead of waiting).
    await t.db.db
      .updateTable('refresh_tokens')
      .set({ rotated_at: new Date(Date.now() - 11_000).toISOString() })
      .where('student_id', '=', child.id)
      .where('rotated_at', 'is not', null)
      .execute();
    const replay = await call(
      'POST',
      '/v1/student/refresh-token',
      {},
      {
        refreshToken: child.tokenData.refreshToken,
      },
    );
    expect(replay.statusCode).toBe(401);
    await refused(next);
    await refused(child.childHeaders);
  });

  it('a removed child is refused at once on the other phone still playing as them', async () => {
    const first = await signedInChild(t);
    const policyVersion = currentPolicyVersion();
    const added = await call('POST', '/v1/auth/children', first.headers, {
      studentName: 'Meera',
      grade: '2',
      board: 'CBSE English',
      consent: {
        guardianName: 'Lakshmi',
        isGuardian: true,
        isAdult: true,
        acceptsPolicy: true,
        policyVersion,
      },
    });
    expect(added.statusCode).toBe(201);
    const meeraId = added.json().data.id as string;
    // Another phone: its own session, switched to Meera.
    const other = await login(first.phone);
    const switched = await call(
      'POST',
      `/v1/auth/children/${meeraId}/switch`,
      await asParent(t, other.accessToken),
    );
    expect(switched.statusCode).toBe(200);
    const meera = bearer(switched.json().accessToken);
    await remembered(meera);
    const removed = await call('DELETE', `/v1/auth/children/${meeraId}`, first.headers, {
      password: PASSWORD,
    });
    expect(removed.statusCode).toBe(200);
    await refused(meera);
    // The parent's own session goes on.
    await remembered(first.childHeaders);
  });

  it('a deleted account is refused at once, on every session of it', async () => {
    const child = await signedInChild(t);
    const other = bearer((await login(child.phone)).accessToken);
    await remembered(child.childHeaders);
    await remembered(other);
    const sent = await call('POST', '/v1/auth/profile/delete/otp', child.headers);
    expect(sent.statusCode).toBe(200);
    const deleted = await call('POST', '/v1/auth/profile/delete', child.headers, {
      otpSecret: sent.json().otpSecret,
      otp: await lastOtp(t, child.phone),
    });
    expect(deleted.statusCode).toBe(200);
    await refused(child.childHeaders);
    await refused(other);
  });

  it('a changed password ends every session at once', async () => {
    const child = await signedInChild(t);
    const other = bearer((await login(child.phone)).accessToken);
    await remembered(other);
    const changed = await call('POST', '/v1/student/change-password', child.childHeaders, {
      currentPassword: PASSWORD,
      newPassword: 'Jog-Falls-2026',
    });
    expect(changed.statusCode).toBe(200);
    await refused(other);
    await refused(child.childHeaders);
  });

  it('a changed class is what the next request reads', async () => {
    const child = await signedInChild(t);
    await remembered(child.childHeaders);
    const updated = await call('PUT', '/v1/auth/profile', child.headers, { grade: '5' });
    expect(updated.statusCode).toBe(200);
    await heardByBoth(child.childHeaders, (response) => response.json().profile.grade === '5');
    for (let i = 0; i < 4; i += 1) expect((await read(child.childHeaders)).json().profile.grade).toBe('5');
  });
});

describe('what the answers kept per child hear (ADR 031)', () => {
  it('a family whose reads changed, a family whose sessions changed, and everything', async () => {
    const heard: string[] = [];
    const sessions = createSessionCache({ lookup: async () => undefined, onChange: (m) => heard.push(m) });
    await sessions.readsChanged('parent-1');
    await sessions.forgetParent('parent-2');
    await sessions.forgetSession('session-3');
    await sessions.forgetAll();
    expect(heard).toEqual(['r:parent-1', 'p:parent-2', '*']);
    expect(sessions.mode()).toBe('memory');
    await sessions.close();
  });
});

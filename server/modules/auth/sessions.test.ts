import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, newAddress, PASSWORD } from '../../test/auth.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

let t: TestApp;
let jwtSecret: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  const row = await t.db.db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'jwt')
    .executeTakeFirstOrThrow();
  jwtSecret = new TextEncoder().encode(row.value);
});
afterAll(async () => {
  await t.close();
});

const refresh = (refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/student/refresh-token',
    payload: { refreshToken },
    remoteAddress: newAddress(),
  });
/** The issuer and audience of our access tokens (ARCHITECTURE.md, "Sessions"). */
const JWT_ISSUER = 'kalike-api';
const JWT_AUDIENCE = 'kalike-app';
/**
 * Moves every rotation of the student's tokens `ms` into the past, instead of waiting: by default
 * 11 s, past the 10 s in which a rotated token may come back.
 */
const moveRotationsPastGrace = (childId: string, ms = 11_000) =>
  t.db.db
    .updateTable('refresh_tokens')
    .set({ rotated_at: new Date(Date.now() - ms).toISOString() })
    .where('student_id', '=', childId)
    .where('rotated_at', 'is not', null)
    .execute();
const familyOf = (childId: string) =>
  t.db.db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'rotated_at', 'revoked_at'])
    .where('student_id', '=', childId)
    .execute();
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** What a refresh answers: a signed JWT and a 32-byte refresh token, both base64url. */
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const REFRESH_TOKEN = /^[\w-]{43}$/;

async function sign(claims: Record<string, unknown>, options: { key?: Uint8Array; exp?: number } = {}) {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(iat)
    .setExpirationTime(options.exp ?? iat + 600)
    .sign(options.key ?? jwtSecret);
}

describe('access tokens: 401 on every protected route (QUALITY.md, "Tokens")', () => {
  it('guards every signed-in route of accounts (and the checks below go through all guarded routes)', () => {
    expect(t.app.protectedRoutes).toEqual(
      expect.arrayContaining([
        { method: 'DELETE', url: '/v1/student/auth/logout/:id' },
        { method: 'POST', url: '/v1/student/change-password' },
        { method: 'GET', url: '/v1/auth/profile' },
        { method: 'PUT', url: '/v1/auth/profile' },
        { method: 'GET', url: '/v1/auth/profile/progress' },
        { method: 'GET', url: '/v1/auth/profile/export' },
        { method: 'POST', url: '/v1/auth/profile/delete/otp' },
        { method: 'POST', url: '/v1/auth/profile/delete' },
      ]),
    );
  });

  it('refuses no token, a forged token, alg none, an expired token, a wrong audience or issuer, a revoked session', async () => {
    const { id, tokenData } = await createChild(t);
    const { sub, sid } = decodeJwt(tokenData.accessToken);
    const good = { sub, cid: id, sid, iss: JWT_ISSUER, aud: JWT_AUDIENCE };
    const other = await createChild(t);
    // A second session of the same child, logged out: its access token is refused at once.
    const ended = await t.app.inject({
      method: 'POST',
      url: '/v1/student/login',
      remoteAddress: newAddress(),
      payload: {
        email: (
          await t.db.db
            .selectFrom('students')
            .innerJoin('parents', 'parents.id', 'students.parent_id')
            .select('parents.phone')
            .where('students.id', '=', id)
            .executeTakeFirstOrThrow()
        ).phone,
        password: PASSWORD,
        deviceId: 'd',
        deviceModel: 'm',
      },
    });
    const endedTokens = ended.json().tokenData;
    const logout = await t.app.inject({
      method: 'DELETE',
      url: `/v1/student/auth/logout/${id}`,
      headers: { authorization: `Bearer ${endedTokens.accessToken}` },
      payload: { refreshToken: endedTokens.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    const tokens: Record<string, string | undefined> = {
      'no token': undefined,
      garbage: 'not-a-jwt',
      forged: await sign(good, { key: new TextEncoder().encode('x'.repeat(48)) }),
      'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...good, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 })}.`,
      expired: await sign(good, { exp: Math.floor(Date.now() / 1000) - 1 }),
      'wrong audience': await sign({ ...good, aud: 'someone-else' }),
      'wrong issuer': await sign({ ...good, iss: 'someone-else' }),
      'no subject': await sign({ iss: JWT_ISSUER, aud: JWT_AUDIENCE }),
      'no session': await sign({ sub, cid: id, iss: JWT_ISSUER, aud: JWT_AUDIENCE }),
      'no child': await sign({ sub, sid, iss: JWT_ISSUER, aud: JWT_AUDIENCE }),
      'another parent’s session': await sign({ ...good, sub: decodeJwt(other.tokenData.accessToken).sub }),
      // ADR 018: a valid session's token turned to another family's child.
      'another family’s child': await sign({ ...good, cid: other.id }),
      revoked: endedTokens.accessToken,
    };
    for (const route of t.app.protectedRoutes) {
      const url = route.url.replace(':id', id);
      for (const [name, token] of Object.entries(tokens)) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(response.statusCode, `${route.method} ${route.url} with ${name}`).toBe(401);
        expect(response.json().code).toBe('UNAUTHORIZED');
      }
    }
    // And the real token works, so the 401s above are about the tokens.
    const real = await sign(good);
    const ok = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/profile',
      headers: { authorization: `Bearer ${real}` },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('access tokens last 15 minutes, signed HS256 with issuer and audience', async () => {
    const { tokenData } = await createChild(t);
    const [header, payload] = tokenData.accessToken
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ iss: JWT_ISSUER, aud: JWT_AUDIENCE });
    expect(payload.exp - payload.iat).toBe(15 * 60);
  });
});

describe('refresh tokens (RFC 9700 rotation)', () => {
  it('rotate on every use: the answer has a new pair', async () => {
    const { tokenData } = await createChild(t);
    const response = await refresh(tokenData.refreshToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      data: { accessToken: expect.stringMatching(JWT), refreshToken: expect.stringMatching(REFRESH_TOKEN) },
    });
    expect(body.data.refreshToken).not.toBe(tokenData.refreshToken);
    expect((await refresh(body.data.refreshToken)).statusCode).toBe(200);
  });

  it('are stored only as hashes', async () => {
    const { tokenData, id } = await createChild(t);
    const rows = await t.db.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('student_id', '=', id)
      .execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(tokenData.refreshToken);
  });

  it('replaying a rotated token after the 10 s grace revokes the whole family', async () => {
    const { tokenData, id } = await createChild(t);
    const next = (await refresh(tokenData.refreshToken)).json().data;
    // Move the rotation 11 s into the past instead of waiting.
    await moveRotationsPastGrace(id);
    expect((await refresh(tokenData.refreshToken)).statusCode).toBe(401);
    // The newest token of the family is dead too, and so is the session's access token.
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/profile',
      headers: { authorization: `Bearer ${next.accessToken}` },
    });
    expect(profile.statusCode).toBe(401);
    expect((await familyOf(id)).every((row) => row.revoked_at !== null)).toBe(true);
  });

  it('20 parallel refreshes of one token all get the same successor, and only one exists', async () => {
    const { tokenData, id } = await createChild(t);
    const results = await Promise.all(Array.from({ length: 20 }, () => refresh(tokenData.refreshToken)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const successors = new Set(results.map((r) => r.json().data.refreshToken));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    expect(successor).not.toBe(tokenData.refreshToken);
    // Every answer's access token speaks for the session.
    for (const r of results) {
      const profile = await t.app.inject({
        method: 'GET',
        url: '/v1/auth/profile',
        headers: { authorization: `Bearer ${r.json().data.accessToken}` },
      });
      expect(profile.statusCode).toBe(200);
    }
    await moveRotationsPastGrace(id);
    // The family holds the parent and exactly one successor, the only live token.
    const family = await familyOf(id);
    expect(family).toHaveLength(2);
    expect(family.filter((row) => row.rotated_at === null && row.revoked_at === null)).toHaveLength(1);
    // And the session goes on with it.
    const next = await refresh(successor as string);
    expect(next.statusCode).toBe(200);
    expect(next.json().data.refreshToken).not.toBe(successor);
  });

  it('a replay inside the 10 s grace gets the same successor, and the session goes on', async () => {
    const { tokenData, id } = await createChild(t);
    const first = (await refresh(tokenData.refreshToken)).json().data;
    // 9 s later (moved in the database instead of waiting): still inside the grace.
    await moveRotationsPastGrace(id, 9_000);
    const again = await refresh(tokenData.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.refreshToken).toBe(first.refreshToken);
    expect(await familyOf(id)).toHaveLength(2);
    expect((await refresh(first.refreshToken)).statusCode).toBe(200);
  });

  it('a replay inside the grace, after the successor was rotated too, gets the live descendant', async () => {
    // Tab A refreshes P to S, then S to S2; tab B still holds P and presents it within P's grace.
    const { tokenData, id } = await createChild(t);
    const s = (await refresh(tokenData.refreshToken)).json().data.refreshToken;
    const s2 = (await refresh(s)).json().data.refreshToken;
    expect(s2).not.toBe(s);
    const fromP = await refresh(tokenData.refreshToken);
    expect(fromP.statusCode).toBe(200);
    expect(fromP.json().data.refreshToken).toBe(s2);
    // The same for S, and nothing new was minted: P, S, S2, with S2 the one live token.
    expect((await refresh(s)).json().data.refreshToken).toBe(s2);
    const family = await familyOf(id);
    expect(family).toHaveLength(3);
    expect(family.filter((row) => row.rotated_at === null && row.revoked_at === null)).toHaveLength(1);
    // Once P's grace is over, presenting P is reuse: the family ends, S2 with it.
    await moveRotationsPastGrace(id);
    expect((await refresh(tokenData.refreshToken)).statusCode).toBe(401);
    expect((await refresh(s2)).statusCode).toBe(401);
  });

  it('logout revokes the session; the refresh token no longer works', async () => {
    const { tokenData, id } = await createChild(t);
    const other = await createChild(t);
    const forbidden = await t.app.inject({
      method: 'DELETE',
      url: `/v1/student/auth/logout/${other.id}`,
      headers: { authorization: `Bearer ${tokenData.accessToken}` },
      payload: { refreshToken: tokenData.refreshToken },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'You can only log yourself out.',
    });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/v1/student/auth/logout/${id}`,
      headers: { authorization: `Bearer ${tokenData.accessToken}` },
      payload: { refreshToken: tokenData.refreshToken },
    });
    expect(response.json()).toEqual({ success: true, message: 'Logged out.' });
    const refused = await refresh(tokenData.refreshToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('UNAUTHORIZED');
  });

  it('an unknown or expired refresh token gets 401 UNAUTHORIZED', async () => {
    const unknown = await refresh('made-up-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('UNAUTHORIZED');
    const { tokenData, id } = await createChild(t);
    await t.db.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('student_id', '=', id)
      .execute();
    expect((await refresh(tokenData.refreshToken)).statusCode).toBe(401);
  });
});

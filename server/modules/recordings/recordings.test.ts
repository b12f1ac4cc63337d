import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDING_MAX_BYTES, RECORDINGS_MAX_BYTES_PER_CHILD } from '../../../domain/contract/recordings.ts';
import { lastOtp, newAddress, PASSWORD } from '../../test/auth.ts';
import { bearer, signedInChild } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { currentPolicyVersion } from '../auth/index.ts';

/**
 * "My turn" (issue 30, point 3): the parent's permission, checked by the server; recordings kept
 * in the account only when the parent chose so, only ever reached by the child's own family, in
 * the data file, and gone with the child and with the account.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** The first bytes of a WebM file with an Opus track, as Chromium's MediaRecorder writes it. */
function webmOpus(size = 400) {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]).copy(bytes, 0);
  Buffer.from('webm....A_OPUS', 'latin1').copy(bytes, 20);
  return bytes;
}
const upload = (headers: Headers, overrides: Record<string, unknown> = {}) =>
  call('POST', '/v1/auth/recordings', headers, {
    id: randomUUID(),
    storyKey: 'the-red-kite',
    page: 1,
    recordedAt: new Date().toISOString(),
    durationMs: 3200,
    mimeType: 'audio/webm',
    audio: webmOpus().toString('base64'),
    ...overrides,
  });

/** A child whose parent allowed recording and keeping recordings in the account. */
async function keepingChild() {
  const child = await signedInChild(t);
  const set = await call('PUT', '/v1/auth/recordings/settings', child.headers, { allowed: true, keep: true });
  expect(set.json()).toEqual({ success: true, data: { allowed: true, keep: true } });
  return child;
}

const rowsOf = (childId: string) =>
  t.db.db.selectFrom('story_recordings').select('id').where('student_id', '=', childId).execute();

describe("the parent's permission", () => {
  it('is off until a parent past the gate turns it on, and the child cannot', async () => {
    const child = await signedInChild(t);
    expect((await call('GET', '/v1/auth/recordings/settings', child.childHeaders)).json().data).toEqual({
      allowed: false,
      keep: false,
    });
    const byChild = await call('PUT', '/v1/auth/recordings/settings', child.childHeaders, { allowed: true });
    expect([byChild.statusCode, byChild.json().code]).toEqual([403, 'PARENT_PROOF_REQUIRED']);
    const byParent = await call('PUT', '/v1/auth/recordings/settings', child.headers, { allowed: true });
    expect(byParent.json().data).toEqual({ allowed: true, keep: false });
    expect((await call('GET', '/v1/auth/recordings/settings', child.childHeaders)).json().data).toEqual({
      allowed: true,
      keep: false,
    });
    expect(
      (await call('PUT', '/v1/auth/recordings/settings', child.headers, { record: true })).statusCode,
    ).toBe(400);
  });

  it('refuses an upload unless the parent allowed recording and keeping them', async () => {
    const child = await signedInChild(t);
    const refused = await upload(child.childHeaders);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'RECORDINGS_NOT_KEPT']);
    await call('PUT', '/v1/auth/recordings/settings', child.headers, { allowed: true });
    expect((await upload(child.childHeaders)).statusCode).toBe(403);
    await call('PUT', '/v1/auth/recordings/settings', child.headers, { keep: true });
    expect((await upload(child.childHeaders)).statusCode).toBe(201);
    // Recording stopped: nothing more is kept.
    await call('PUT', '/v1/auth/recordings/settings', child.headers, { allowed: false });
    expect((await upload(child.childHeaders)).statusCode).toBe(403);
    expect(await rowsOf(child.id)).toHaveLength(1);
  });
});

describe('recordings kept in the account', () => {
  it('are Opus only, within their size, and within the space of a child', async () => {
    const child = await keepingChild();
    const notOpus = await upload(child.childHeaders, {
      audio: Buffer.from('<html>hello</html>').toString('base64'),
    });
    expect([notOpus.statusCode, notOpus.json().code]).toEqual([400, 'RECORDING_NOT_OPUS']);
    const ogg = await upload(child.childHeaders, { mimeType: 'audio/ogg' });
    expect(ogg.json().code).toBe('RECORDING_NOT_OPUS');
    expect((await upload(child.childHeaders, { mimeType: 'audio/mpeg' })).statusCode).toBe(400);
    const tooBig = await upload(child.childHeaders, {
      audio: webmOpus(RECORDING_MAX_BYTES + 3).toString('base64'),
    });
    expect(tooBig.statusCode).toBe(400);
    // The space of a child: the next one that would pass it is refused.
    const big = webmOpus(RECORDING_MAX_BYTES).toString('base64');
    const fit = Math.floor(RECORDINGS_MAX_BYTES_PER_CHILD / RECORDING_MAX_BYTES);
    for (let i = 0; i < fit; i++)
      expect((await upload(child.childHeaders, { audio: big })).statusCode).toBe(201);
    const full = await upload(child.childHeaders, { audio: big });
    expect([full.statusCode, full.json().code]).toEqual([409, 'RECORDINGS_FULL']);
  });

  it('are listed newest first, heard and deleted by the parent; sent twice, kept once', async () => {
    const child = await keepingChild();
    const id = randomUUID();
    const first = await upload(child.childHeaders, { id, page: 2, recordedAt: '2026-12-01T10:00:00.000Z' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({
      id,
      storyKey: 'the-red-kite',
      page: 2,
      recordedAt: '2026-12-01T10:00:00.000Z',
      durationMs: 3200,
      mimeType: 'audio/webm',
      bytes: 400,
    });
    expect((await upload(child.childHeaders, { id, page: 2 })).json().data.id).toBe(id);
    const later = (await upload(child.childHeaders, { recordedAt: '2026-12-02T10:00:00.000Z' })).json().data;

    // The list and the sound are the parent's: the child's token alone is refused.
    expect((await call('GET', '/v1/auth/recordings', child.childHeaders)).statusCode).toBe(403);
    expect((await call('GET', `/v1/auth/recordings/${id}`, child.childHeaders)).statusCode).toBe(403);
    const listed = (await call('GET', '/v1/auth/recordings', child.headers)).json().data;
    expect(listed.map((r: { id: string }) => r.id)).toEqual([later.id, id]);
    const heard = (await call('GET', `/v1/auth/recordings/${id}`, child.headers)).json().data;
    expect(Buffer.from(heard.audio, 'base64')).toEqual(webmOpus());

    expect((await call('DELETE', `/v1/auth/recordings/${id}`, child.childHeaders)).statusCode).toBe(403);
    expect((await call('DELETE', `/v1/auth/recordings/${id}`, child.headers)).statusCode).toBe(200);
    expect((await call('DELETE', `/v1/auth/recordings/${id}`, child.headers)).statusCode).toBe(404);
    expect((await call('GET', '/v1/auth/recordings', child.headers)).json().data).toHaveLength(1);
  });

  it("are another family's to list, hear and delete never", async () => {
    const child = await keepingChild();
    const { id } = (await upload(child.childHeaders)).json().data;
    const other = await keepingChild();
    expect((await call('GET', '/v1/auth/recordings', other.headers)).json().data).toEqual([]);
    expect((await call('GET', `/v1/auth/recordings/${id}`, other.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/auth/recordings/${id}`, other.headers)).statusCode).toBe(404);
    // Nor can another family take the id over by sending it.
    expect((await upload(other.childHeaders, { id })).statusCode).toBe(201);
    expect(await rowsOf(other.id)).toHaveLength(0);
    expect(await rowsOf(child.id)).toHaveLength(1);
  });

  it("are in the data file, with their sound, and go with the child's removal", async () => {
    const child = await keepingChild();
    const { id } = (await upload(child.childHeaders)).json().data;
    const added = await call('POST', '/v1/auth/children', child.headers, {
      studentName: 'Meera',
      grade: '2',
      board: 'CBSE English',
      consent: {
        guardianName: 'Lakshmi',
        isGuardian: true,
        isAdult: true,
        acceptsPolicy: true,
        policyVersion: currentPolicyVersion(),
      },
    });
    expect(added.statusCode).toBe(201);
    const secondId = added.json().data.id as string;
    const switched = await call('POST', `/v1/auth/children/${secondId}/switch`, child.headers);
    const second = { ...child.headers, ...bearer(switched.json().accessToken) };

    for (const url of ['/v1/auth/profile/export', `/v1/auth/children/${child.id}/export`]) {
      const file = (await call('GET', url, url.includes('children') ? second : child.headers)).json();
      expect(file.storyRecordings).toHaveLength(1);
      expect(file.storyRecordings[0]).toMatchObject({
        id,
        story_key: 'the-red-kite',
        audio: webmOpus().toString('base64'),
      });
      expect(file.recordingSettings[0]).toMatchObject({ student_id: child.id });
    }

    // Meera's parent (the same family) removes Ravi: his recordings and choices go with him.
    const removed = await call('DELETE', `/v1/auth/children/${child.id}`, second, { password: PASSWORD });
    expect(removed.statusCode).toBe(200);
    expect(await rowsOf(child.id)).toHaveLength(0);
    const settings = await t.db.db
      .selectFrom('recording_settings')
      .select('student_id')
      .where('student_id', '=', child.id)
      .execute();
    expect(settings).toHaveLength(0);
  });

  it("go with the account's deletion", async () => {
    const child = await keepingChild();
    await upload(child.childHeaders);
    expect(await rowsOf(child.id)).toHaveLength(1);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/profile/delete/otp',
      headers: child.headers,
      remoteAddress: newAddress(),
    });
    expect(sent.statusCode).toBe(200);
    const deleted = await call('POST', '/v1/auth/profile/delete', child.headers, {
      otpSecret: sent.json().otpSecret,
      otp: await lastOtp(t, child.phone),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await rowsOf(child.id)).toHaveLength(0);
  });
});

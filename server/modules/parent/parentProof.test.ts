import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARENT_PROOF_HEADER } from '../../../domain/contract/parentGate.ts';
import { lastOtp, newAddress, PASSWORD } from '../../test/auth.ts';
import {
  asParent,
  bearer,
  changeChildRow,
  signedInChild,
  subjectFile,
  testTopic,
  testUnit,
} from '../../test/students.ts';
import { anotherInstance, createTestApp, type TestApp } from '../../test/testApp.ts';
import { currentPolicyVersion, JWT_ISSUER, PARENT_PROOF_AUDIENCE } from '../auth/index.ts';
import { importCurriculum } from '../curriculum/index.ts';

// Issue 32, ADR 021: the parent area's endpoints need the parent proof the gate gives, of the
// same session and fresh; the child's access token alone plays, never administers.
const JWT_SECRET = 'parent-proof-test-secret-'.padEnd(48, 'x');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JWT_SECRET } });
  const unit = testUnit(1, [testTopic('t', [])]);
  await importCurriculum(t.db.db, t.db.kind, [subjectFile({ grade: '4', units: [unit] })]);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
type Request = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

/**
 * Every endpoint that needs the proof: adding, changing, removing a child, downloads, reports,
 * consents, payments, deleting.
 */
const PARENT_ROUTES = [
  'POST /v1/auth/children',
  'PUT /v1/auth/children/:childId',
  'DELETE /v1/auth/children/:childId',
  'GET /v1/auth/children/:childId/export',
  'GET /v1/auth/profile/export',
  'POST /v1/auth/profile/delete/otp',
  'POST /v1/auth/profile/delete',
  'PUT /v1/auth/profile',
  'PUT /v1/auth/parent/report-settings',
  'POST /v1/auth/parent/consents',
  'POST /v1/auth/payment/orderId',
  'POST /v1/auth/payment/verify',
  'POST /v1/auth/payment/test-gateway',
  'PUT /v1/auth/recordings/settings',
  'GET /v1/auth/recordings',
  'GET /v1/auth/recordings/:recordingId',
  'DELETE /v1/auth/recordings/:recordingId',
];

/** A recording's id, made on the phone (issue 30's "My turn"). */
const RECORDING_ID = '0b6c6a4e-3f1e-4c1b-9d55-7a0f3f2b9c11';
/** The first bytes of a WebM file with an Opus track. */
const webmOpus = () => {
  const bytes = Buffer.alloc(200, 7);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]).copy(bytes, 0);
  Buffer.from('A_OPUS', 'latin1').copy(bytes, 40);
  return bytes.toString('base64');
};

const newChild = {
  studentName: 'Rohan',
  gender: 'Male',
  grade: '2',
  board: 'Karnataka English',
  state: 'Karnataka',
  district: 'Mysuru',
  taluk: 'Hunsur',
  consent: {
    guardianName: 'Shobha',
    isGuardian: true,
    isAdult: true,
    acceptsPolicy: true,
    policyVersion: currentPolicyVersion(),
  },
};

const send = (headers: Headers, { method, url, payload }: Request) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A token signed as the API signs, for the proofs the API would never give. */
const sign = (claims: Record<string, unknown>, exp = Math.floor(Date.now() / 1000) + 600) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(JWT_SECRET));

const expectRefused = (response: { statusCode: number; json(): { code: string } }, what: string) => {
  expect(response.statusCode, what).toBe(403);
  expect(response.json().code, what).toBe('PARENT_PROOF_REQUIRED');
};

describe('the parent proof (issue 32)', () => {
  it('is required by exactly the parent area’s endpoints', () => {
    expect(t.app.parentRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      [...PARENT_ROUTES].sort(),
    );
  });

  it('refuses every parent endpoint with the child’s token alone, a forged, expired or another session’s proof', async () => {
    const parent = await signedInChild(t);
    const { sub, sid } = decodeJwt(parent.tokenData.accessToken);
    const another = await signedInChild(t);
    const proofs: Record<string, string | undefined> = {
      'the child’s token alone': undefined,
      garbage: 'not-a-proof',
      'the access token': parent.tokenData.accessToken,
      expired: await sign(
        { sub, sid, iss: JWT_ISSUER, aud: PARENT_PROOF_AUDIENCE },
        Math.floor(Date.now() / 1000) - 1,
      ),
      'another session’s': await sign({
        sub,
        sid: 'another-session',
        iss: JWT_ISSUER,
        aud: PARENT_PROOF_AUDIENCE,
      }),
      'another parent’s': another.headers[PARENT_PROOF_HEADER],
      'a gate question’s challenge': await sign({ sub, sid, iss: JWT_ISSUER, aud: 'kalike-parent-question' }),
      forged: await new SignJWT({ sub, sid, iss: JWT_ISSUER, aud: PARENT_PROOF_AUDIENCE })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode('y'.repeat(48))),
    };
    for (const route of t.app.parentRoutes) {
      const url = route.url.replace(':childId', parent.id).replace(':recordingId', RECORDING_ID);
      for (const [name, proof] of Object.entries(proofs)) {
        const headers = { ...parent.childHeaders, ...(proof ? { [PARENT_PROOF_HEADER]: proof } : {}) };
        expectRefused(
          await send(headers, { method: route.method as Request['method'], url, payload: {} }),
          `${route.method} ${route.url} with ${name}`,
        );
      }
    }
    // Nothing was changed: the child is still there, the family has one child.
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/children',
      headers: parent.childHeaders,
    });
    expect(list.json().data.children).toHaveLength(1);
  });

  it('lets the parent past the gate do each of them (2xx), on another instance too', async () => {
    const parent = await signedInChild(t);
    const second = await anotherInstance(t, { JWT_SECRET });
    try {
      const added = await send(parent.headers, {
        method: 'POST',
        url: '/v1/auth/children',
        payload: newChild,
      });
      expect(added.statusCode).toBe(201);
      const childId = added.json().data.id as string;
      // The proof the first instance gave, on the second: the key is the database's.
      const elsewhere = await second.app.inject({
        method: 'PUT',
        url: `/v1/auth/children/${childId}`,
        headers: parent.headers,
        payload: { studentName: 'Rohan K' },
      });
      expect(elsewhere.statusCode).toBe(200);
      const steps: Request[] = [
        { method: 'GET', url: `/v1/auth/children/${childId}/export` },
        { method: 'DELETE', url: `/v1/auth/children/${childId}`, payload: { password: PASSWORD } },
        { method: 'GET', url: '/v1/auth/profile/export' },
        { method: 'PUT', url: '/v1/auth/profile', payload: { studentName: 'Asha K' } },
        {
          method: 'PUT',
          url: '/v1/auth/parent/report-settings',
          payload: { smsOptIn: true, language: 'en' },
        },
        {
          method: 'POST',
          url: '/v1/auth/parent/consents',
          payload: { ...newChild.consent, childIds: [parent.id] },
        },
        { method: 'PUT', url: '/v1/auth/recordings/settings', payload: { allowed: true, keep: true } },
      ];
      for (const step of steps) {
        const response = await send(parent.headers, step);
        expect(response.statusCode, `${step.method} ${step.url}`).toBe(200);
      }
      // A recording the child kept (their token alone), listed, heard and deleted by the parent.
      const kept = await send(parent.childHeaders, {
        method: 'POST',
        url: '/v1/auth/recordings',
        payload: {
          id: RECORDING_ID,
          storyKey: 'the-red-kite',
          page: 1,
          recordedAt: new Date().toISOString(),
          durationMs: 2000,
          mimeType: 'audio/webm',
          audio: webmOpus(),
        },
      });
      expect(kept.statusCode).toBe(201);
      for (const step of [
        { method: 'GET', url: '/v1/auth/recordings' },
        { method: 'GET', url: `/v1/auth/recordings/${RECORDING_ID}` },
        { method: 'DELETE', url: `/v1/auth/recordings/${RECORDING_ID}` },
      ] as const) {
        const response = await send(parent.headers, step);
        expect(response.statusCode, `${step.method} ${step.url}`).toBe(200);
      }
      const order = await send(parent.headers, {
        method: 'POST',
        url: '/v1/auth/payment/orderId',
        payload: { planId: 'ALL_ACCESS.4.CBSE.English' },
      });
      expect(order.statusCode).toBe(200);
      const paid = await send(parent.headers, {
        method: 'POST',
        url: '/v1/auth/payment/test-gateway',
        payload: { orderId: order.json().data.orderId, outcome: 'success' },
      });
      expect(paid.statusCode).toBe(200);
      const verified = await send(parent.headers, {
        method: 'POST',
        url: '/v1/auth/payment/verify',
        payload: paid.json(),
      });
      expect(verified.statusCode).toBe(200);
      const sent = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/profile/delete/otp',
        headers: parent.headers,
        remoteAddress: newAddress(),
      });
      expect(sent.statusCode).toBe(200);
      const deleted = await send(parent.headers, {
        method: 'POST',
        url: '/v1/auth/profile/delete',
        payload: { otpSecret: sent.json().otpSecret, otp: await lastOtp(t, parent.phone) },
      });
      expect(deleted.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('is bound to its session: a second login of the same parent needs its own', async () => {
    const parent = await signedInChild(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/student/login',
      remoteAddress: newAddress(),
      payload: { email: parent.phone, password: PASSWORD, deviceId: 'd2', deviceModel: 'm' },
    });
    const otherSession = login.json().tokenData.accessToken as string;
    const exportWith = (headers: Headers) => send(headers, { method: 'GET', url: '/v1/auth/profile/export' });
    expectRefused(
      await exportWith({
        ...bearer(otherSession),
        [PARENT_PROOF_HEADER]: parent.headers[PARENT_PROOF_HEADER] as string,
      }),
      'the first session’s proof in the second',
    );
    expect((await exportWith(await asParent(t, otherSession))).statusCode).toBe(200);
  });

  it('is given for a wrong password never, and a wrong one counts against the gate', async () => {
    const parent = await signedInChild(t);
    const wrong = await send(parent.childHeaders, {
      method: 'POST',
      url: '/v1/auth/parent/gate/check',
      payload: { password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).not.toHaveProperty('data');
  });
});

describe('the gate’s question, made and checked by the API (class 1–2 families)', () => {
  const question = (headers: Headers) =>
    send(headers, { method: 'GET', url: '/v1/auth/parent/gate/question' });
  const answer = (headers: Headers, payload: object) =>
    send(headers, { method: 'POST', url: '/v1/auth/parent/gate/check', payload: { question: payload } });
  const young = async () => {
    const parent = await signedInChild(t);
    await changeChildRow(t, parent.id, { grade: '2' });
    return parent;
  };

  it('asks two factors from 4 to 9 and gives the proof for the product only', async () => {
    const parent = await young();
    const asked = await question(parent.childHeaders);
    expect(asked.statusCode).toBe(200);
    const { a, b, challenge } = asked.json().data;
    for (const factor of [a, b]) expect(factor).toBeGreaterThanOrEqual(4);
    for (const factor of [a, b]) expect(factor).toBeLessThanOrEqual(9);
    const wrong = await answer(parent.childHeaders, { challenge, answer: a * b + 1 });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('PARENT_GATE_WRONG');
    const right = await answer(parent.childHeaders, { challenge, answer: a * b });
    expect(right.statusCode).toBe(200);
    const proof = right.json().data.proof as string;
    expect(right.json().data.expiresInSeconds).toBe(600);
    const exported = await send(
      { ...parent.childHeaders, [PARENT_PROOF_HEADER]: proof },
      { method: 'GET', url: '/v1/auth/profile/export' },
    );
    expect(exported.statusCode).toBe(200);
  });

  it('is refused to a family with a child in class 3 or above, and a challenge of another session', async () => {
    const older = await signedInChild(t); // class 4
    const refused = await question(older.childHeaders);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('PARENT_GATE_QUESTION_NOT_ALLOWED');
    const parent = await young();
    const { sub } = decodeJwt(parent.tokenData.accessToken);
    const foreign = await sign({
      sub,
      sid: 'another-session',
      a: 4,
      b: 4,
      iss: JWT_ISSUER,
      aud: 'kalike-parent-question',
    });
    const answered = await answer(parent.childHeaders, { challenge: foreign, answer: 16 });
    expect(answered.statusCode).toBe(403);
    expect(answered.json().code).toBe('PARENT_GATE_WRONG');
    // Nor is the question's answer taken once an older child joins: the password is the gate then.
    const { challenge, a, b } = (await question(parent.childHeaders)).json().data;
    await changeChildRow(t, parent.id, { grade: '3' });
    const late = await answer(parent.childHeaders, { challenge, answer: a * b });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('PARENT_GATE_QUESTION_NOT_ALLOWED');
  });
});

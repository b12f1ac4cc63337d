import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_AFTER_DELETION } from '../../../domain/contract/account.ts';
import { MAX_CHILDREN } from '../../../domain/contract/children.ts';
import { paymentSignature } from '../../providers/payments/signature.ts';
import { newAddress, PASSWORD } from '../../test/auth.ts';
import {
  bearer,
  mcqActivity,
  signedInChild,
  signedUpChild,
  subjectFile,
  testTopic,
  testUnit,
} from '../../test/students.ts';
import { tableNames } from '../../test/tables.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { currentPolicyVersion } from '../auth/index.ts';
import { importCurriculum } from '../curriculum/index.ts';
import { record } from '../ledger/index.ts';

let t: TestApp;
const units = () =>
  [1, 2].map((number) => testUnit(number, [testTopic('t', [mcqActivity('a', 2), mcqActivity('b', 2)])]));
let keySecret = '';
let policyVersion = '';
beforeAll(async () => {
  t = await createTestApp();
  // Class 4 EVS (the first child's class) and class 2 maths (the second's): unit 1 free, unit 2 locked.
  // Two subjects, a file each (files of one name would retire each other's activities).
  await importCurriculum(t.db.db, t.db.kind, [
    subjectFile({ grade: '4', key: 'evs', units: units() }),
    subjectFile({ grade: '2', key: 'maths', units: units() }),
  ]);
  keySecret = (
    await t.db.db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', 'payments-test-key')
      .executeTakeFirstOrThrow()
  ).value;
  policyVersion = currentPolicyVersion();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const meera = (grade: '1' | '2' | '3' | '4' | '5' = '2') => ({
  studentName: 'Meera',
  gender: 'Female',
  grade,
  board: 'CBSE English',
  schoolName: 'GHPS Maddur',
  state: 'Karnataka',
  district: 'Mandya',
  taluk: 'Maddur',
  consent: { guardianName: 'Lakshmi', isGuardian: true, isAdult: true, acceptsPolicy: true, policyVersion },
});

/** A parent signed in as their first child (Ravi, class 4), with a second child (Meera, class 2) added. */
async function family() {
  const first = await signedInChild(t);
  const added = await call('POST', '/v1/auth/children', first.headers, meera());
  expect(added.statusCode).toBe(201);
  const second = added.json().data as { id: string };
  return { first, secondId: second.id, refreshToken: first.tokenData.refreshToken };
}

/**
 * Switches the session to `childId`; the headers of the new access token, with the parent proof
 * `headers` held (the same session: the proof the gate gave it still holds, as in the browser's tab).
 */
async function switchTo(headers: Headers, childId: string): Promise<Headers> {
  const response = await call('POST', `/v1/auth/children/${childId}/switch`, headers);
  expect(response.statusCode).toBe(200);
  expect(response.json().profile._id).toBe(childId);
  return { ...headers, ...bearer(response.json().accessToken) };
}

const activityIds = async (grade: string) =>
  (
    await t.db.db
      .selectFrom('activities')
      .innerJoin('topics', 'topics.id', 'activities.topic_id')
      .innerJoin('chapters', 'chapters.id', 'topics.chapter_id')
      .innerJoin('units', 'units.id', 'chapters.unit_id')
      .innerJoin('subjects', 'subjects.id', 'units.subject_id')
      .select(['activities.id', 'units.number'])
      .where('subjects.grade', '=', grade)
      .orderBy('units.number')
      .orderBy('activities.key')
      .execute()
  ).filter((row) => row.number === 1);

const complete = (headers: Headers, activityId: string, idempotencyKey = randomUUID()) =>
  call('POST', '/v1/auth/wallet/activity', headers, { activityId, answers: [1, 0], idempotencyKey });

const profileOf = async (headers: Headers) => (await call('GET', '/v1/auth/profile', headers)).json().profile;

describe('families: one parent, several children (issue 18)', () => {
  it('adds a second child with the sign-up steps and consent for them; both listed, the first still playing', async () => {
    const { first, secondId } = await family();
    const list = await call('GET', '/v1/auth/children', first.headers);
    expect(list.statusCode).toBe(200);
    const { activeChildId, children } = list.json().data;
    expect(activeChildId).toBe(first.id);
    expect(
      children.map((c: { id: string; studentName: string; grade: string }) => [c.id, c.studentName, c.grade]),
    ).toEqual([
      [first.id, 'Ravi Kumar', '4'],
      [secondId, 'Meera', '2'],
    ]);
    expect(children[1]).toMatchObject({
      board: 'CBSE',
      medium: 'English',
      schoolName: 'GHPS Maddur',
      coinBalance: 0,
      activitiesCompleted: 0,
      unitsUnlocked: 0,
      lastPlayedAt: null,
      activeSubscriptions: [],
    });
    const parentId = decodeJwt(first.tokenData.accessToken).sub;
    const consent = await t.db.db
      .selectFrom('consents')
      .select(['parent_id', 'guardian_name', 'policy_version'])
      .where('student_id', '=', secondId)
      .execute();
    expect(consent).toEqual([
      { parent_id: parentId, guardian_name: 'Lakshmi', policy_version: policyVersion },
    ]);
  });

  it("takes the parent's name from their sign-up consent: the form does not ask for it again (issue 27)", async () => {
    const parent = await signedUpChild(t);
    const { guardianName: _known, ...consent } = meera().consent;
    const added = await call('POST', '/v1/auth/children', parent.headers, { ...meera(), consent });
    expect(added.statusCode).toBe(201);
    const recorded = await t.db.db
      .selectFrom('consents')
      .select('guardian_name')
      .where('student_id', '=', added.json().data.id)
      .executeTakeFirstOrThrow();
    expect(recorded.guardian_name).toBe('Lakshmi Gowda');
    // An account with no consent on record (made before consent was kept) must still give a name.
    const { headers } = await signedInChild(t);
    const nameless = await call('POST', '/v1/auth/children', headers, { ...meera(), consent });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'consent.guardianName': 'required' },
    });
  });

  it('refuses consent to an older policy, a missing field, and a seventh child', async () => {
    const { headers } = await signedInChild(t);
    const old = await call('POST', '/v1/auth/children', headers, {
      ...meera(),
      consent: { ...meera().consent, policyVersion: '2020-01-01' },
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('VALIDATION_FAILED');
    const { grade: _grade, ...noGrade } = meera();
    expect((await call('POST', '/v1/auth/children', headers, noGrade)).statusCode).toBe(400);
    for (let n = 1; n < MAX_CHILDREN; n++) {
      expect((await call('POST', '/v1/auth/children', headers, meera())).statusCode).toBe(201);
    }
    const over = await call('POST', '/v1/auth/children', headers, meera());
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('CHILD_LIMIT');
    expect((await call('GET', '/v1/auth/children', headers)).json().data.children).toHaveLength(MAX_CHILDREN);
  });

  it('keeps the child limit when many adds for one parent arrive at once (issue 33)', async () => {
    // A parent with one child; ten adds at once. Each is counted and inserted in one transaction
    // (children.repository `childCountForAdd`): without taking turns, every add would count the
    // one child and insert, eleven in all.
    const first = await signedInChild(t);
    const attempts = MAX_CHILDREN + 4;
    const responses = await Promise.all(
      Array.from({ length: attempts }, (_, n) =>
        call('POST', '/v1/auth/children', first.headers, { ...meera(), studentName: `Child ${n + 1}` }),
      ),
    );
    const added = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(added).toHaveLength(MAX_CHILDREN - 1);
    expect(refused.map((response) => [response.statusCode, response.json().code])).toEqual(
      Array.from({ length: attempts - (MAX_CHILDREN - 1) }, () => [409, 'CHILD_LIMIT']),
    );
    const { parent_id: parentId } = await t.db.db
      .selectFrom('students')
      .select('parent_id')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    const children = await t.db.db
      .selectFrom('students')
      .select('id')
      .where('parent_id', '=', parentId)
      .execute();
    expect(children.map((child) => child.id).sort()).toEqual(
      [first.id, ...added.map((response) => response.json().data.id as string)].sort(),
    );
    // A consent for every child added, none for a refused one (the test's first child, made
    // without the sign-up, has none).
    const consents = await t.db.db
      .selectFrom('consents')
      .select('student_id')
      .where('parent_id', '=', parentId)
      .execute();
    expect(consents.map((consent) => consent.student_id).sort()).toEqual(
      added.map((response) => response.json().data.id as string).sort(),
    );
    expect((await call('GET', '/v1/auth/children', first.headers)).json().data.children).toHaveLength(
      MAX_CHILDREN,
    );
  });

  it('two children keep separate wallets, progress, unlocks and plans; the seed endpoints act on the active child', async () => {
    const { first, secondId } = await family();
    const [a4, b4] = await activityIds('4');
    const [a2] = await activityIds('2');
    // Ravi (class 4) plays two activities, four right answers: four coins.
    expect((await complete(first.headers, a4?.id as string)).statusCode).toBe(201);
    expect((await complete(first.headers, b4?.id as string)).statusCode).toBe(201);
    expect((await profileOf(first.headers)).coinBalance).toBe(4);

    const meeraHeaders = await switchTo(first.headers, secondId);
    const meeraProfile = await profileOf(meeraHeaders);
    expect(meeraProfile).toMatchObject({ _id: secondId, studentName: 'Meera', grade: '2', coinBalance: 0 });
    // The parent's phone, as the profile has always shown it.
    expect(meeraProfile.phone).toBe(first.phone);
    expect((await call('GET', '/v1/auth/profile/activites/completed', meeraHeaders)).json().data).toEqual([]);
    expect((await complete(meeraHeaders, a2?.id as string)).statusCode).toBe(201);
    // Meera buys class 2's plan; Ravi's class 4 stays locked.
    const created = await call('POST', '/v1/auth/payment/orderId', meeraHeaders, {
      planId: 'ALL_ACCESS.2.CBSE.English',
    });
    expect(created.statusCode).toBe(200);
    const { orderId } = created.json().data;
    const paymentId = `pay_${randomUUID().slice(0, 12)}`;
    const paid = await call('POST', '/v1/auth/payment/verify', meeraHeaders, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(keySecret, orderId, paymentId),
    });
    expect(paid.statusCode).toBe(200);
    const units = async (headers: Headers, grade: string, subject: string) =>
      (
        await call(
          'GET',
          `/v1/auth/subjects/${subject}/units?grade=${grade}&board=CBSE&medium=English`,
          headers,
        )
      )
        .json()
        .data.map((u: { locked: boolean }) => u.locked);
    expect(await units(meeraHeaders, '2', 'maths')).toEqual([false, false]);

    const raviHeaders = await switchTo(meeraHeaders, first.id);
    expect(await units(raviHeaders, '4', 'evs')).toEqual([false, true]);
    const ravi = await profileOf(raviHeaders);
    expect(ravi.coinBalance).toBe(4);
    expect(ravi.activeSubscriptions).toEqual([]);
    // Ravi opens his unit 2 with coins (60 granted): his unlock, his coins; Meera has none.
    await record(t.db.db, { childId: first.id, amount: 60, reason: 'correction', reference: randomUUID() });
    const evs2 = await t.db.db
      .selectFrom('units')
      .innerJoin('subjects', 'subjects.id', 'units.subject_id')
      .select('units.id')
      .where('subjects.key', '=', 'evs')
      .where('units.number', '=', 2)
      .executeTakeFirstOrThrow();
    expect(
      (await call('POST', '/v1/auth/payment/unlock/unit', raviHeaders, { unitId: evs2.id })).statusCode,
    ).toBe(201);
    expect(await units(raviHeaders, '4', 'evs')).toEqual([false, false]);
    expect((await call('GET', '/v1/auth/profile/unlocked-units', raviHeaders)).json().data).toEqual([
      evs2.id,
    ]);
    expect((await call('GET', '/v1/auth/profile/unlocked-units', meeraHeaders)).json().data).toEqual([]);
    expect((await profileOf(meeraHeaders)).coinBalance).toBe(2);
    const list = (await call('GET', '/v1/auth/children', raviHeaders)).json().data.children;
    expect(
      list.map((c: { activitiesCompleted: number; coinBalance: number; activeSubscriptions: unknown[] }) => [
        c.activitiesCompleted,
        c.coinBalance,
        c.activeSubscriptions.length,
      ]),
    ).toEqual([
      [2, 14, 0],
      [1, 2, 1],
    ]);
  });

  it('a switch keeps the session: the refresh token now names the chosen child, and logging in again starts with them', async () => {
    const { first, secondId, refreshToken } = await family();
    await switchTo(first.headers, secondId);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/v1/student/refresh-token',
      payload: { refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(decodeJwt(refreshed.json().data.accessToken).cid).toBe(secondId);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/student/login',
      remoteAddress: newAddress(),
      payload: { email: first.phone, password: PASSWORD },
    });
    expect(login.json().profile._id).toBe(secondId);
    // The old access token still names the first child until it expires: same session, still valid.
    expect((await profileOf(first.headers))._id).toBe(first.id);
  });

  it('no request reaches another family’s child: each children call answers 404 and changes nothing', async () => {
    const ours = await family();
    const theirs = await family();
    const before = await t.db.db
      .selectFrom('students')
      .selectAll()
      .where('id', '=', theirs.secondId)
      .execute();
    const id = theirs.secondId;
    const tries = [
      call('POST', `/v1/auth/children/${id}/switch`, ours.first.headers),
      call('PUT', `/v1/auth/children/${id}`, ours.first.headers, { studentName: 'Taken' }),
      call('DELETE', `/v1/auth/children/${id}`, ours.first.headers, { password: PASSWORD }),
      call('GET', `/v1/auth/children/${id}/export`, ours.first.headers),
      // An id that does not exist answers the same.
      call('POST', `/v1/auth/children/${randomUUID()}/switch`, ours.first.headers),
    ];
    for (const response of await Promise.all(tries)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CHILD_NOT_FOUND');
    }
    expect(await t.db.db.selectFrom('students').selectAll().where('id', '=', id).execute()).toEqual(before);
    const list = (await call('GET', '/v1/auth/children', ours.first.headers)).json().data.children;
    expect(list.map((c: { id: string }) => c.id)).not.toContain(id);
  });

  it('removing a child needs the password, never the child playing, and leaves no row of theirs; the other is intact', async () => {
    const { first, secondId } = await family();
    const meeraHeaders = await switchTo(first.headers, secondId);
    const [a2] = await activityIds('2');
    await complete(meeraHeaders, a2?.id as string);
    await call('PUT', '/v1/auth/settings', meeraHeaders, { sounds: false });
    const raviHeaders = await switchTo(meeraHeaders, first.id);
    const [a4] = await activityIds('4');
    await complete(raviHeaders, a4?.id as string);

    const wrong = await call('DELETE', `/v1/auth/children/${secondId}`, raviHeaders, {
      password: 'not-it-at-all',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const active = await call('DELETE', `/v1/auth/children/${first.id}`, raviHeaders, { password: PASSWORD });
    expect(active.statusCode).toBe(409);
    expect(active.json().code).toBe('CHILD_ACTIVE');

    const removed = await call('DELETE', `/v1/auth/children/${secondId}`, raviHeaders, {
      password: PASSWORD,
    });
    expect(removed.statusCode).toBe(200);
    const kept = new Set<string>(KEPT_AFTER_DELETION);
    for (const table of await tableNames(t.db)) {
      if (kept.has(table)) continue;
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db.db);
      expect(
        JSON.stringify(rows.rows).includes(secondId),
        `${table} still holds the removed child's id`,
      ).toBe(false);
    }
    // Ravi, his coins and the session (started as Ravi, used for Meera a moment ago) go on.
    expect((await profileOf(raviHeaders)).coinBalance).toBe(2);
    // Meera's old access token is refused: she is no longer on the account.
    expect((await call('GET', '/v1/auth/profile', meeraHeaders)).statusCode).toBe(401);
    expect((await call('GET', '/v1/auth/children', raviHeaders)).json().data.children).toHaveLength(1);
  });

  it('a session started as a child that is later removed goes on as the child who removed them', async () => {
    const { first, secondId, refreshToken } = await family();
    // The session was started as Ravi; Meera plays now and removes Ravi.
    const meeraHeaders = await switchTo(first.headers, secondId);
    expect(
      (await call('DELETE', `/v1/auth/children/${first.id}`, meeraHeaders, { password: PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await profileOf(meeraHeaders))._id).toBe(secondId);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/v1/student/refresh-token',
      payload: { refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('parallel switching and completing credit each answer to the child named in its token, once', async () => {
    const { first, secondId } = await family();
    const meeraHeaders = await switchTo(first.headers, secondId);
    const [a4] = await activityIds('4');
    const [a2] = await activityIds('2');
    const raviKey = randomUUID();
    const meeraKey = randomUUID();
    const responses = await Promise.all([
      complete(first.headers, a4?.id as string, raviKey),
      call('POST', `/v1/auth/children/${first.id}/switch`, meeraHeaders),
      complete(meeraHeaders, a2?.id as string, meeraKey),
      call('POST', `/v1/auth/children/${secondId}/switch`, first.headers),
      complete(first.headers, a4?.id as string, raviKey),
      complete(meeraHeaders, a2?.id as string, meeraKey),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 200, 201, 200, 201, 201]);
    const ledger = await t.db.db
      .selectFrom('coin_ledger')
      .select(['student_id', 'amount'])
      .where('student_id', 'in', [first.id, secondId])
      .where('reason', '=', 'activity')
      .orderBy('student_id')
      .execute();
    const byChild = (id: string) => ledger.filter((row) => row.student_id === id);
    expect(byChild(first.id).reduce((sum, row) => sum + Number(row.amount), 0)).toBe(2);
    expect(byChild(secondId).reduce((sum, row) => sum + Number(row.amount), 0)).toBe(2);
    const attempts = await t.db.db
      .selectFrom('activity_attempts')
      .select(['student_id', 'activity_id'])
      .where('student_id', 'in', [first.id, secondId])
      .execute();
    expect(attempts).toHaveLength(2);
    expect(attempts).toEqual(
      expect.arrayContaining([
        { student_id: first.id, activity_id: a4?.id },
        { student_id: secondId, activity_id: a2?.id },
      ]),
    );
  });

  it('exports one child’s data, and the whole account with every child', async () => {
    const { first, secondId } = await family();
    const [a4] = await activityIds('4');
    await complete(first.headers, a4?.id as string);
    const one = await call('GET', `/v1/auth/children/${secondId}/export`, first.headers);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-disposition']).toBe('attachment; filename="kalike-child-data.json"');
    expect(one.json().account).toMatchObject({ id: secondId, student_name: 'Meera', phone: first.phone });
    expect(one.json().activityAttempts).toEqual([]);
    expect(one.json().consents).toHaveLength(1);
    const all = (await call('GET', '/v1/auth/profile/export', first.headers)).json();
    expect(all.account.id).toBe(first.id);
    expect(all.activityAttempts).toHaveLength(1);
    expect(all.parent).toMatchObject({ phone: first.phone });
    expect(all.parent.password_hash).toBeUndefined();
    expect(all.parent.gate_pin_hash).toBeUndefined();
    expect(all.otherChildren.map((c: { account: { id: string } }) => c.account.id)).toEqual([secondId]);
  });

  it('edits a child’s profile; the e-mail of the profile is the parent’s, shared by the children', async () => {
    const { first, secondId } = await family();
    const edited = await call('PUT', `/v1/auth/children/${secondId}`, first.headers, {
      grade: '3',
      studentName: 'Meera K',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id: secondId, studentName: 'Meera K', grade: '3' });
    await call('PUT', '/v1/auth/profile', first.headers, { email: 'lakshmi@example.in' });
    const meeraHeaders = await switchTo(first.headers, secondId);
    expect((await profileOf(meeraHeaders)).email).toBe('lakshmi@example.in');
  });

  it('adds a child without a gender or a place, and an edit clears one given before (issue 32)', async () => {
    const { headers } = await signedInChild(t);
    const { gender: _g, state: _s, district: _d, taluk: _t, ...withoutThem } = meera();
    const added = await call('POST', '/v1/auth/children', headers, withoutThem);
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ gender: null, state: null, district: null, taluk: null });
    const stored = (id: string) =>
      t.db.db
        .selectFrom('students')
        .select(['gender', 'state', 'district', 'taluk'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await stored(added.json().data.id)).toEqual({
      gender: null,
      state: null,
      district: null,
      taluk: null,
    });

    const given = await call('POST', '/v1/auth/children', headers, meera());
    const id = given.json().data.id;
    const cleared = await call('PUT', `/v1/auth/children/${id}`, headers, {
      gender: '',
      taluk: '',
      state: '',
    });
    expect(cleared.statusCode).toBe(200);
    // Only what was sent: the district stays until it too is cleared.
    expect(await stored(id)).toEqual({ gender: null, state: null, district: 'Mandya', taluk: null });
    const listed = (await call('GET', '/v1/auth/children', headers)).json().data.children;
    expect(listed.find((child: { id: string }) => child.id === id)).toMatchObject({
      gender: null,
      state: null,
    });
  });
});

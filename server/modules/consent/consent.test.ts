import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyVersion } from '../../../domain/policyVersions.ts';
import { signedUpChild } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { currentPolicyVersion } from '../auth/index.ts';

// Issue 32, point 6: a policy version that changes a category of data or a purpose asks the
// parent again, for each child whose consent is older; one that changes neither asks nothing.
// A history of our own, ending with the policy in force (what sign-up records), so that the rule
// is tested whatever the real list (domain/policyVersions.ts) comes to hold.
const current = currentPolicyVersion();
const entry = (version: string, material: boolean, more: Partial<PolicyVersion> = {}): PolicyVersion => ({
  version,
  date: '2026-01-01',
  material,
  changes: { en: `What changed in ${version}`, kn: `${version} ನಲ್ಲಿ ಬದಲಾದದ್ದು` },
  ...more,
});
const HISTORY: PolicyVersion[] = [
  entry('t-1', true),
  entry('t-2', true, { changedAfterPublishing: true }),
  entry('t-3', true),
  entry('t-4', false),
  entry(current, false),
];

let t: TestApp;
let real: TestApp;
beforeAll(async () => {
  [t, real] = await Promise.all([createTestApp({ policyHistory: HISTORY }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([t.close(), real.close()]);
});

type Parent = Awaited<ReturnType<typeof signedUpChild>>;
type Status = {
  policyVersion: string;
  guardianNameKnown: boolean;
  children: { id: string; consentedVersion: string | null; pending: string[] }[];
  changes: { version: string; changes: { en: string; kn: string } }[];
};

const agreement = (childIds: string[]) => ({
  childIds,
  policyVersion: current,
  isGuardian: true,
  isAdult: true,
  acceptsPolicy: true,
});

const status = async (app: TestApp, headers: Record<string, string>): Promise<Status> => {
  const response = await app.app.inject({ method: 'GET', url: '/v1/auth/parent/consents', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

const record = (app: TestApp, headers: Record<string, string>, payload: object) =>
  app.app.inject({ method: 'POST', url: '/v1/auth/parent/consents', headers, payload });

/** As if the child's consent had been given to `version`. */
const consentedTo = (app: TestApp, childId: string, version: string) =>
  app.db.db
    .updateTable('consents')
    .set({ policy_version: version })
    .where('student_id', '=', childId)
    .execute();

const consentRows = (app: TestApp, childId: string) =>
  app.db.db
    .selectFrom('consents')
    .select(['policy_version', 'guardian_name', 'otp_challenge_id', 'parent_id'])
    .where('student_id', '=', childId)
    .orderBy('accepted_at')
    .execute();

/** A second child added by the parent past the gate, consenting to the policy in force. */
async function addChild(app: TestApp, parent: Parent, name: string): Promise<string> {
  const added = await app.app.inject({
    method: 'POST',
    url: '/v1/auth/children',
    headers: parent.headers,
    payload: {
      studentName: name,
      gender: 'Male',
      grade: '2',
      board: 'Karnataka Kannada',
      state: 'Karnataka',
      district: 'Mandya',
      taluk: 'Maddur',
      consent: { isGuardian: true, isAdult: true, acceptsPolicy: true, policyVersion: current },
    },
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json().data.id;
}

describe('a changed policy asks the parent again (issue 32)', () => {
  it('asks nothing of a child who consented to the policy in force', async () => {
    const parent = await signedUpChild(t);
    const now = await status(t, parent.childHeaders);
    expect(now.policyVersion).toBe(current);
    expect(now.guardianNameKnown).toBe(true);
    expect(now.children).toEqual([
      expect.objectContaining({ id: parent.profile._id, consentedVersion: current, pending: [] }),
    ]);
    expect(now.changes).toEqual([]);
  });

  it('shows a material version later than a child’s consent as pending, with what changed', async () => {
    const parent = await signedUpChild(t);
    await consentedTo(t, parent.profile._id, 't-1');
    const now = await status(t, parent.childHeaders);
    // t-2 and t-3 are material; t-4 and the version in force are not.
    expect(now.children[0]).toMatchObject({ consentedVersion: 't-1', pending: ['t-2', 't-3'] });
    expect(now.changes).toEqual([
      { version: 't-2', date: '2026-01-01', changes: { en: 'What changed in t-2', kn: 't-2 ನಲ್ಲಿ ಬದಲಾದದ್ದು' } },
      { version: 't-3', date: '2026-01-01', changes: { en: 'What changed in t-3', kn: 't-3 ನಲ್ಲಿ ಬದಲಾದದ್ದು' } },
    ]);
  });

  it('asks nothing for versions that change no category of data and no purpose', async () => {
    const parent = await signedUpChild(t);
    for (const version of ['t-3', 't-4']) {
      await consentedTo(t, parent.profile._id, version);
      const now = await status(t, parent.childHeaders);
      expect(now.children[0]?.pending, version).toEqual([]);
      expect(now.changes, version).toEqual([]);
    }
  });

  it('asks again for a version materially changed after it was published, and for a consent of no known version', async () => {
    const parent = await signedUpChild(t);
    await consentedTo(t, parent.profile._id, 't-2');
    expect((await status(t, parent.childHeaders)).children[0]?.pending).toEqual(['t-2', 't-3']);
    await consentedTo(t, parent.profile._id, 'not-a-version');
    expect((await status(t, parent.childHeaders)).children[0]?.pending).toEqual(['t-1', 't-2', 't-3']);
  });

  it('records the new consent only with the parent proof (403 PARENT_PROOF_REQUIRED without)', async () => {
    const parent = await signedUpChild(t);
    await consentedTo(t, parent.profile._id, 't-1');
    const refused = await record(t, parent.childHeaders, agreement([parent.profile._id]));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PARENT_PROOF_REQUIRED');
    expect(await consentRows(t, parent.profile._id)).toHaveLength(1);
    expect((await status(t, parent.childHeaders)).children[0]?.pending).toEqual(['t-2', 't-3']);
  });

  it('after the parent agrees, a new consent row names the policy in force and nothing is pending', async () => {
    const parent = await signedUpChild(t);
    await consentedTo(t, parent.profile._id, 't-1');
    const agreed = await record(t, parent.headers, agreement([parent.profile._id]));
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().data.children[0]).toMatchObject({ consentedVersion: current, pending: [] });
    expect(agreed.json().data.changes).toEqual([]);
    const rows = await consentRows(t, parent.profile._id);
    // The first consent stays, as the record of what was agreed before.
    expect(rows.map((row) => row.policy_version)).toEqual(['t-1', current]);
    expect(rows[1]).toMatchObject({
      guardian_name: 'Lakshmi Gowda',
      otp_challenge_id: expect.stringMatching(/^session:/),
      parent_id: rows[0]?.parent_id,
    });
    expect((await status(t, parent.childHeaders)).children[0]?.pending).toEqual([]);
    // A second tap records nothing more.
    expect((await record(t, parent.headers, agreement([parent.profile._id]))).statusCode).toBe(200);
    expect(await consentRows(t, parent.profile._id)).toHaveLength(2);
  });

  it('is per child: agreeing for one leaves the other asked', async () => {
    const parent = await signedUpChild(t);
    const second = await addChild(t, parent, 'Rohan');
    await consentedTo(t, parent.profile._id, 't-1');
    await consentedTo(t, second, 't-3');
    expect((await status(t, parent.childHeaders)).children.map((child) => child.pending)).toEqual([
      ['t-2', 't-3'],
      [],
    ]);
    await consentedTo(t, second, 't-1');
    const one = await record(t, parent.headers, agreement([second]));
    expect(one.statusCode, one.body).toBe(200);
    expect(
      one.json().data.children.map((child: Status['children'][number]) => [child.id, child.pending]),
    ).toEqual([
      [parent.profile._id, ['t-2', 't-3']],
      [second, []],
    ]);
    const all = await record(t, parent.headers, agreement([parent.profile._id, second]));
    expect(
      all.json().data.children.every((child: Status['children'][number]) => child.pending.length === 0),
    ).toBe(true);
    expect((await consentRows(t, second)).map((row) => row.policy_version)).toEqual(['t-1', current]);
  });

  it('refuses an older policy version, another family’s child and a missing name, recording nothing', async () => {
    const parent = await signedUpChild(t);
    const stranger = await signedUpChild(t);
    await consentedTo(t, parent.profile._id, 't-1');
    const older = await record(t, parent.headers, {
      ...agreement([parent.profile._id]),
      policyVersion: 't-1',
    });
    expect(older.statusCode).toBe(400);
    expect(older.json().fields).toEqual({ policyVersion: 'changed' });
    const theirs = await record(t, parent.headers, agreement([parent.profile._id, stranger.profile._id]));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('CHILD_NOT_FOUND');
    const unticked = await record(t, parent.headers, { ...agreement([parent.profile._id]), isAdult: false });
    expect(unticked.statusCode).toBe(400);
    expect(await consentRows(t, parent.profile._id)).toHaveLength(1);
    expect(await consentRows(t, stranger.profile._id)).toHaveLength(1);
    // With no consent on record that names the parent, the name is asked for.
    await t.db.db.deleteFrom('consents').where('student_id', '=', parent.profile._id).execute();
    const nameless = await record(t, parent.headers, agreement([parent.profile._id]));
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().fields).toEqual({ 'consent.guardianName': 'required' });
    expect((await status(t, parent.childHeaders)).guardianNameKnown).toBe(false);
    const named = await record(t, parent.headers, {
      ...agreement([parent.profile._id]),
      guardianName: 'Shobha',
    });
    expect(named.statusCode, named.body).toBe(200);
    expect((await consentRows(t, parent.profile._id))[0]?.guardian_name).toBe('Shobha');
  });
});

describe('the real history (domain/policyVersions.ts)', () => {
  it('asks again the parents who consented under 2026-11-25 (changed materially under the same version) about it and 2026-12-02', async () => {
    const parent = await signedUpChild(real);
    expect((await status(real, parent.childHeaders)).children[0]?.pending).toEqual([]);
    await consentedTo(real, parent.profile._id, '2026-11-25');
    const now = await status(real, parent.childHeaders);
    expect(now.children[0]?.pending).toContain('2026-11-25');
    expect(now.changes[0]?.changes.en).toMatch(/maths practice question/);
    expect(now.changes[0]?.changes.kn).toMatch(/ಗಣಿತ ಅಭ್ಯಾಸ/);
    // 2026-12-02 says what the weekly SMS and Razorpay's script carry: it asks again too.
    expect(now.children[0]?.pending).toContain('2026-12-02');
    // A consent to the current version is asked nothing.
    await consentedTo(real, parent.profile._id, '2026-12-02');
    expect((await status(real, parent.childHeaders)).children[0]?.pending).toEqual([]);
  });
});

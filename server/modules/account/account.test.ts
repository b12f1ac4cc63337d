import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childPersonalDataSchema, KEPT_AFTER_DELETION } from '../../../domain/contract/account.ts';
import { mayKeep } from '../../../domain/offline/mayKeep.ts';
import { API_READ } from '../../../domain/offline/names.ts';
import { isPersonal, TABLES } from '../../privacy/inventory.ts';
import { createMemoryCounters } from '../../ratelimit/counters.ts';
import { lastOtp, newAddress } from '../../test/auth.ts';
import { importSubject, mcqActivity, signedUpChild, testTopic, testUnit } from '../../test/students.ts';
import { tableNames } from '../../test/tables.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { record } from '../ledger/index.ts';
import { notifyStudent, OWN } from '../notifications/index.ts';

let t: TestApp;
/** The rate limits' clock, moved on where a test waits out the 30 s between two SMS to a phone. */
let clockOffset = 0;
beforeAll(async () => {
  t = await createTestApp({ counters: createMemoryCounters(() => Date.now() + clockOffset) });
  // The content set of signedUpChild's class 3, Karnataka board, Kannada medium: only a child's
  // own class, board and medium is served and paid (issue 27).
  await importSubject(t.db, {
    grade: '3',
    set: 'kannada-medium',
    units: [1, 2].map((number) =>
      testUnit(number, [testTopic('t', [mcqActivity('a', 2), mcqActivity('b', 2)])]),
    ),
  });
});
afterAll(async () => {
  await t.close();
});

/** A child with data in every personal table: consent, sessions, SMS, attempts, coins, unlocks, notifications. */
async function busyChild() {
  const child = await signedUpChild(t);
  const { headers } = child;
  const activities = await t.db.db.selectFrom('activities').select(['id']).orderBy('key').execute();
  for (const activity of activities) {
    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/wallet/activity',
      headers,
      payload: { activityId: activity.id, answers: [1, 0], idempotencyKey: randomUUID() },
    });
  }
  await t.app.inject({ method: 'POST', url: '/v1/auth/wallet/checkin', headers });
  await record(t.db.db, {
    childId: child.profile._id,
    amount: 60,
    reason: 'correction',
    reference: randomUUID(),
  });
  const unit = await t.db.db
    .selectFrom('units')
    .select('id')
    .where('number', '=', 2)
    .executeTakeFirstOrThrow();
  await t.app.inject({
    method: 'POST',
    url: '/v1/auth/payment/unlock/unit',
    headers,
    payload: { unitId: unit.id },
  });
  await notifyStudent(t.db.db, child.profile._id, 'coins', OWN.checkIn(10));
  const list = (await t.app.inject({ method: 'GET', url: '/v1/auth/notification', headers })).json();
  await t.app.inject({ method: 'POST', url: `/v1/auth/notification/${list.data[0]._id}/read`, headers });
  return child;
}

describe('My Account: progress for the parent', () => {
  it('counts activities and coins per subject in the newest of four weeks', async () => {
    const { headers } = await busyChild();
    const response = await t.app.inject({ method: 'GET', url: '/v1/auth/profile/progress', headers });
    expect(response.statusCode).toBe(200);
    const { weeks, subjects } = response.json().data;
    expect(weeks).toHaveLength(4);
    expect(subjects, JSON.stringify(subjects)).toEqual([
      expect.objectContaining({ key: 'maths', activities: [0, 0, 0, 2], coins: [0, 0, 0, 4] }),
    ]);
  });

  it('has the weekly report’s weeks: Monday to Sunday, the newest the week under way', async () => {
    const { headers, profile } = await busyChild();
    const { weeks } = (
      await t.app.inject({ method: 'GET', url: '/v1/auth/profile/progress', headers })
    ).json().data;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const report = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/auth/children/${profile._id}/report?week=${today}`,
        headers,
      })
    ).json().data;
    expect(weeks.at(-1)).toEqual({ from: report.week.from, to: report.week.to });
    expect(weeks.at(-2)).toEqual({ from: report.previousWeek, to: expect.any(String) });
    for (const span of weeks) expect(new Date(`${span.from}T00:00:00Z`).getUTCDay()).toBe(1);
    // This week's two activities are the report's too.
    expect(report.activities).toBe(2);
  });
});

describe('the parent’s rights (DPDP Act)', () => {
  it('no copy of a data download stays on the phone: the worker’s API route sees it and keeps none (issue 32)', async () => {
    const child = await signedUpChild(t);
    for (const url of ['/v1/auth/profile/export', `/v1/auth/children/${child.profile._id}/export`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: child.headers });
      expect(response.statusCode).toBe(200);
      expect(API_READ.test(url)).toBe(true);
      const headers = new Headers({ 'cache-control': String(response.headers['cache-control'] ?? '') });
      expect(mayKeep({ status: response.statusCode, headers })).toBe(false);
    }
  });

  it('downloads every piece of the child’s data, without secrets', async () => {
    const child = await busyChild();
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/profile/export',
      headers: child.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="kalike-my-data.json"');
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.account).toMatchObject({ id: child.profile._id, phone: child.phone });
    expect(data.account.password_hash).toBeUndefined();
    expect(data.consents).toHaveLength(1);
    // The two activities of the free unit (the locked unit's were refused), two questions each.
    expect(data.activityAttempts).toHaveLength(2);
    // A coin for each of the four right answers, the check-in, the correction and the unlock.
    expect(data.coinLedger.map((row: { reason: string }) => row.reason).sort()).toEqual([
      'activity',
      'activity',
      'activity',
      'activity',
      'check-in',
      'correction',
      'unlock',
    ]);
    expect(data.unitUnlocks).toHaveLength(1);
    expect(data.notificationsRead).toHaveLength(1);
    // The sign-up's session and its code, without their secrets.
    expect(data.sessions).toEqual([
      expect.objectContaining({
        device_id: 'device-1',
        student_id: child.profile._id,
        created_at: expect.any(String),
        expires_at: expect.any(String),
        revoked_at: null,
      }),
    ]);
    expect(data.smsCodes).toEqual([
      expect.objectContaining({
        purpose: 'signup',
        phone: child.phone,
        created_at: expect.any(String),
        verified_at: expect.any(String),
        used_at: expect.any(String),
      }),
    ]);
    expect(response.body).not.toContain('code_hash');
    expect(response.body).not.toContain('token_hash');
  });

  it('deletes the account after the code from the phone: no row of the child remains, sessions end', async () => {
    const child = await busyChild();
    const other = await busyChild();
    clockOffset += 31_000;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/profile/delete/otp',
      headers: child.headers,
      remoteAddress: newAddress(),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      otpSecret: expect.stringMatching(/^[\w-]{32}$/),
      resendAfterSeconds: 30,
    });
    const { otpSecret } = sent.json();
    const code = await lastOtp(t, child.phone);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/profile/delete',
      headers: child.headers,
      payload: { otpSecret, otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('OTP_INVALID');
    expect(
      (await t.db.db.selectFrom('students').select('id').where('id', '=', child.profile._id).execute())
        .length,
    ).toBe(1);

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/profile/delete',
      headers: child.headers,
      payload: { otpSecret, otp: code },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'The account and its data are deleted.' });

    // Every table, whatever its columns: no value that names the child (id or phone).
    const kept = new Set<string>(KEPT_AFTER_DELETION);
    for (const table of await tableNames(t.db)) {
      if (kept.has(table)) continue;
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db.db);
      const text = JSON.stringify(rows.rows);
      expect(text.includes(child.profile._id), `${table} still holds the child's id`).toBe(false);
      expect(text.includes(child.phone), `${table} still holds the child's phone`).toBe(false);
    }
    // The other child is untouched: their seven coin movements are all there.
    expect(
      await t.db.db
        .selectFrom('coin_ledger')
        .select('id')
        .where('student_id', '=', other.profile._id)
        .execute(),
    ).toHaveLength(7);

    // Sessions end at once: the access token and the refresh token are refused.
    const profile = await t.app.inject({ method: 'GET', url: '/v1/auth/profile', headers: child.headers });
    expect(profile.statusCode).toBe(401);
    const units = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/subjects/maths/units?grade=3&board=CBSE&medium=English',
      headers: child.headers,
    });
    expect(units.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/v1/student/refresh-token',
      payload: { refreshToken: child.tokenData.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('the file holds practice results, missed questions, weekly reports sent, payments and how My Account opens (issue 32)', async () => {
    const child = await busyChild();
    const id = child.profile._id;
    const db = t.db.db;
    const at = new Date().toISOString();
    const { parent_id } = await db
      .selectFrom('students')
      .select('parent_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('skill_results')
      .values({
        student_id: id,
        skill: 'add-2digit',
        level: 2,
        correct: t.db.kind === 'postgres' ? true : 1,
        answered_at: at,
      })
      .execute();
    await db
      .insertInto('missed_items')
      .values({
        student_id: id,
        skill: 'add-2digit',
        level: 2,
        seed: 42,
        medium: 'English',
        missed_at: at,
        due_at: at,
      })
      .execute();
    await db
      .insertInto('report_sends')
      .values({
        parent_id,
        student_id: id,
        week: '2026-11-16',
        template_id: 'kalike-weekly-report-en',
        sent_at: at,
      })
      .execute();
    await db
      .insertInto('payments')
      .values({
        id: randomUUID(),
        receipt: `rcpt-${randomUUID()}`,
        student_id: id,
        plan_id: 'plan',
        plan_type: 'ALL_ACCESS',
        grade: '3',
        amount_paise: 36_500,
        currency: 'INR',
        provider: 'test',
        provider_order_id: `order-${randomUUID()}`,
        provider_payment_id: null,
        status: 'created',
        failure_reason: null,
        created_at: at,
        paid_at: null,
      })
      .execute();
    await db.updateTable('parents').set({ gate_method: 'pin' }).where('id', '=', parent_id).execute();

    const data = (
      await t.app.inject({ method: 'GET', url: '/v1/auth/profile/export', headers: child.headers })
    ).json();
    expect(data.skillResults).toEqual([expect.objectContaining({ skill: 'add-2digit', level: 2 })]);
    expect(data.missedItems).toEqual([expect.objectContaining({ skill: 'add-2digit', level: 2 })]);
    // A bigint: PostgreSQL's driver gives it as text, as the database holds it.
    expect(String(data.missedItems[0].seed)).toBe('42');
    expect(data.reportSends).toEqual([
      expect.objectContaining({ week: '2026-11-16', template_id: 'kalike-weekly-report-en' }),
    ]);
    expect(data.payments).toEqual([expect.objectContaining({ amount_paise: 36_500, status: 'created' })]);
    expect(data.parent).toMatchObject({ id: parent_id, phone: child.phone, gate_method: 'pin' });
    expect(data.parent.password_hash).toBeUndefined();
    expect(data.parent.gate_pin_hash).toBeUndefined();
    // One child's own file holds the same (GET /v1/auth/children/{id}/export).
    const own = (
      await t.app.inject({ method: 'GET', url: `/v1/auth/children/${id}/export`, headers: child.headers })
    ).json();
    expect([
      own.skillResults.length,
      own.missedItems.length,
      own.reportSends.length,
      own.payments.length,
    ]).toEqual([1, 1, 1, 1]);
  });

  it('the file has a part for every table the data inventory exports, and no other', () => {
    const keys = Object.values(TABLES).flatMap((entry) =>
      isPersonal(entry) && !('none' in entry.export) && entry.export.scope !== 'account'
        ? [entry.export.key]
        : [],
    );
    expect(
      Object.keys(childPersonalDataSchema.shape)
        .filter((key) => !['exportedAt', 'about'].includes(key))
        .sort(),
    ).toEqual(keys.sort());
  });
});

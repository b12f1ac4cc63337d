import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentTable } from '../../db/schema.ts';
import { newAddress, studentRow } from '../../test/auth.ts';
import { signedUpChild } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { deleteChildRows, deleteFamilyRows } from './account.repository.ts';
import { paidOrdersKeptFrom, retention } from './retention.service.ts';

/**
 * `npm run data:retention` (issue 32): on a database with rows of each kind, some just past
 * their period and some just inside it, a run deletes exactly the expired ones. `now` is given,
 * so "old" is counted from it; the sessions are real, made and refreshed through the API.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const NOW = new Date('2026-12-01T06:00:00.000Z');
const ago = (days: number, from = NOW) => new Date(from.getTime() - days * DAY).toISOString();
const run = (now = NOW) => retention(t.db.db).run(now);
const ids = async (
  table: 'otp_challenges' | 'sms_outbox' | 'contact_messages' | 'payments',
  mine: string[],
) =>
  (await t.db.db.selectFrom(table).select('id').where('id', 'in', mine).execute())
    .map((row) => row.id)
    .sort();

describe('data retention deletes what has expired, and only that', () => {
  it('OTP records: a day after the code stopped working, whether or not the number has an account', async () => {
    const row = (id: string, expiresAt: string) => ({
      id,
      phone: '9000000001',
      purpose: 'login',
      code_hash: 'h',
      wrong_tries: 0,
      created_at: expiresAt,
      expires_at: expiresAt,
      verified_at: null,
      used_at: null,
      invalidated_at: null,
    });
    const old = randomUUID();
    const fresh = randomUUID();
    await t.db.db
      .insertInto('otp_challenges')
      .values([row(old, ago(1.01)), row(fresh, ago(0.99))])
      .execute();
    await run();
    expect(await ids('otp_challenges', [old, fresh])).toEqual([fresh]);
  });

  it('the dev SMS outbox: after a day', async () => {
    const old = randomUUID();
    const fresh = randomUUID();
    await t.db.db
      .insertInto('sms_outbox')
      .values([
        { id: old, phone: '9000000002', body: '123456', created_at: ago(1.01) },
        { id: fresh, phone: '9000000002', body: '654321', created_at: ago(0.99) },
      ])
      .execute();
    await run();
    expect(await ids('sms_outbox', [old, fresh])).toEqual([fresh]);
  });

  it('contact messages: 180 days after they were written', async () => {
    const message = (id: string, at: string) => ({
      id,
      name: 'Asha',
      company: 'Parent',
      email: 'asha@example.org',
      message: 'Hello',
      locale: 'en',
      created_at: at,
    });
    const old = randomUUID();
    const fresh = randomUUID();
    await t.db.db
      .insertInto('contact_messages')
      .values([message(old, ago(180.01)), message(fresh, ago(179.99))])
      .execute();
    await run();
    expect(await ids('contact_messages', [old, fresh])).toEqual([fresh]);
  });

  const payment = (
    changes: Partial<PaymentTable> & Pick<PaymentTable, 'status' | 'created_at'>,
  ): PaymentTable => ({
    id: randomUUID(),
    receipt: `rcpt-${randomUUID()}`,
    student_id: randomUUID(),
    plan_id: 'plan',
    plan_type: 'ALL_ACCESS',
    grade: '3',
    amount_paise: 36_500,
    currency: 'INR',
    provider: 'test',
    provider_order_id: `order-${randomUUID()}`,
    provider_payment_id: null,
    failure_reason: null,
    paid_at: null,
    ...changes,
  });

  it('orders never paid (created or failed): after 30 days; a paid one of the same age stays', async () => {
    const rows = [
      payment({ status: 'created', created_at: ago(30.01) }),
      payment({ status: 'failed', created_at: ago(30.01), failure_reason: 'declined' }),
      payment({ status: 'created', created_at: ago(29.99) }),
      payment({ status: 'paid', created_at: ago(30.01), paid_at: ago(30.01) }),
    ];
    await t.db.db.insertInto('payments').values(rows).execute();
    await run();
    const [oldCreated, oldFailed, fresh, paid] = rows.map((row) => row.id) as string[];
    expect(
      await ids(
        'payments',
        rows.map((row) => row.id),
      ),
    ).toEqual([fresh, paid].sort());
    expect([oldCreated, oldFailed].every(Boolean)).toBe(true);
  });

  it('paid orders: 8 financial years after the year of payment (Companies Act s. 128), counted in India', async () => {
    // On 1 December 2026 (FY 2026-27), FY 2017-18 and before are past: the last moment of FY
    // 2017-18 is 31 March 2018, 23:59 in India, 18:29 UTC.
    expect(paidOrdersKeptFrom(NOW).toISOString()).toBe('2018-03-31T18:30:00.000Z');
    expect(paidOrdersKeptFrom(new Date('2026-03-31T18:29:00Z')).toISOString()).toBe(
      '2017-03-31T18:30:00.000Z',
    );
    const rows = [
      payment({
        status: 'paid',
        created_at: '2018-03-31T18:00:00.000Z',
        paid_at: '2018-03-31T18:00:00.000Z',
      }),
      payment({
        status: 'paid',
        created_at: '2018-03-31T19:00:00.000Z',
        paid_at: '2018-03-31T19:00:00.000Z',
      }),
    ];
    await t.db.db.insertInto('payments').values(rows).execute();
    await run();
    expect(
      await ids(
        'payments',
        rows.map((row) => row.id),
      ),
    ).toEqual([rows[1]?.id]);
  });

  describe('sessions', () => {
    const refresh = (refreshToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/student/refresh-token',
        payload: { refreshToken },
        remoteAddress: newAddress(),
      });
    const rowsOf = (childId: string) =>
      t.db.db.selectFrom('refresh_tokens').selectAll().where('student_id', '=', childId).execute();

    it('a live session keeps one row, not one per refresh; an old token coming back still ends it', async () => {
      const child = await signedUpChild(t);
      const first = child.tokenData.refreshToken;
      let token = first;
      for (let i = 0; i < 3; i += 1) {
        const answer = await refresh(token);
        expect(answer.statusCode).toBe(200);
        token = answer.json().data.refreshToken;
      }
      expect(await rowsOf(child.profile._id)).toHaveLength(4);
      // Past the reuse grace (a minute on): only the token in use keeps a row.
      await run(new Date(Date.now() + 120_000));
      const rows = await rowsOf(child.profile._id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ rotated_at: null, revoked_at: null, device_id: 'device-1' });
      expect(
        await t.db.db
          .selectFrom('spent_refresh_tokens')
          .select('family_id')
          .where('family_id', '=', rows[0]?.family_id as string)
          .execute(),
      ).toHaveLength(3);
      // The live token still works; the first one, replaced long ago, is reuse: the session ends.
      const live = await refresh(token);
      expect(live.statusCode).toBe(200);
      const reused = await refresh(first);
      expect(reused.statusCode).toBe(401);
      expect(reused.json().message).toMatch(/ended for safety/);
      expect((await refresh(live.json().data.refreshToken)).statusCode).toBe(401);
    });

    it('an ended session: kept 7 days after it ended, then deleted with its replaced tokens', async () => {
      const child = await signedUpChild(t);
      const next = (await refresh(child.tokenData.refreshToken)).json().data;
      const logout = await t.app.inject({
        method: 'DELETE',
        url: `/v1/student/auth/logout/${child.profile._id}`,
        headers: { authorization: `Bearer ${next.accessToken}` },
        payload: { refreshToken: next.refreshToken },
      });
      expect(logout.statusCode).toBe(200);
      const [row] = await rowsOf(child.profile._id);
      const family = row?.family_id as string;
      await run(new Date(Date.now() + 6.9 * DAY));
      expect(await rowsOf(child.profile._id)).toHaveLength(1);
      expect(
        await t.db.db
          .selectFrom('spent_refresh_tokens')
          .select('token_hash')
          .where('family_id', '=', family)
          .execute(),
      ).toHaveLength(1);
      await run(new Date(Date.now() + 7.1 * DAY));
      expect(await rowsOf(child.profile._id)).toHaveLength(0);
      expect(
        await t.db.db
          .selectFrom('spent_refresh_tokens')
          .select('token_hash')
          .where('family_id', '=', family)
          .execute(),
      ).toHaveLength(0);
    });
  });

  describe('after a backup is restored', () => {
    it('an account deleted before is deleted again, and a child removed before is removed again', async () => {
      const db = t.db.db;
      const family = await signedUpChild(t);
      const parent = await db
        .selectFrom('parents')
        .selectAll()
        .where('phone', '=', family.phone)
        .executeTakeFirstOrThrow();
      const child = await db
        .selectFrom('students')
        .selectAll()
        .where('parent_id', '=', parent.id)
        .executeTakeFirstOrThrow();
      await db.transaction().execute((trx) => deleteFamilyRows(trx, parent));

      const other = await signedUpChild(t);
      const keeper = other.profile._id;
      const otherParent = (
        await db.selectFrom('students').select('parent_id').where('id', '=', keeper).executeTakeFirstOrThrow()
      ).parent_id;
      const sibling = studentRow({ id: randomUUID(), parent_id: otherParent, student_name: 'Bhoomi' });
      await db.insertInto('students').values(sibling).execute();
      await db.transaction().execute((trx) => deleteChildRows(trx, sibling.id, keeper));
      const records = await db.selectFrom('deletions').selectAll().execute();
      // The records name nobody: neither id nor phone is in them.
      expect(JSON.stringify(records)).not.toMatch(
        new RegExp(`${parent.id}|${child.id}|${sibling.id}|${family.phone}`),
      );

      // The restore brings the rows back.
      await db.insertInto('parents').values(parent).execute();
      await db.insertInto('students').values([child, sibling]).execute();
      const summary = await run(new Date());
      expect([summary.restoredAccountsDeleted, summary.restoredChildrenDeleted]).toEqual([1, 1]);
      expect(await db.selectFrom('parents').select('id').where('id', '=', parent.id).execute()).toEqual([]);
      expect(
        await db.selectFrom('students').select('id').where('id', 'in', [child.id, sibling.id]).execute(),
      ).toEqual([]);
      // The brother or sister kept, and the account's other rows with them.
      expect(await db.selectFrom('students').select('id').where('id', '=', keeper).execute()).toHaveLength(1);
      // The records stay a year after the deletion, then go.
      await run(new Date(Date.now() + 364 * DAY));
      expect(await db.selectFrom('deletions').select('id').execute()).toHaveLength(records.length);
      await run(new Date(Date.now() + 366 * DAY));
      expect(await db.selectFrom('deletions').select('id').execute()).toHaveLength(0);
    });
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calendarDay } from '../../../domain/rules/calendarDay.ts';
import { importSubject, mcqActivity, signedInChild, testTopic, testUnit } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { coinTotals, recordAll } from '../ledger/index.ts';

/**
 * Issue 27: the coin history is every movement, a page at a time. A child with 2,045 coins in
 * 1,501 ledger rows over 60 days (more than one read of the ledger), each activity's points of a
 * day on one line, never cut between pages.
 */
let t: TestApp;
/** The six activities, in unit order, each in its own topic "Topic <n>". */
let activities: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await importSubject(t.db, {
    grade: '4',
    units: [1, 2, 3, 4, 5, 6].map((n) =>
      testUnit(n, [testTopic(`t${n}`, [mcqActivity('a')], { en: `Topic ${n}`, kn: `ವಿಷಯ ${n}` })]),
    ),
  });
  activities = (
    await t.db.db
      .selectFrom('activities')
      .innerJoin('topics', 'topics.id', 'activities.topic_id')
      .select(['activities.id', 'topics.name_en'])
      .orderBy('topics.name_en')
      .execute()
  ).map((row) => row.id);
});
// After every test, for every student: the balance is the ledger's sum, never below zero.
afterEach(async () => {
  vi.useRealTimers();
  for (const { id } of await t.db.db.selectFrom('students').select('id').execute()) {
    const rows = await t.db.db
      .selectFrom('coin_ledger')
      .select('amount')
      .where('student_id', '=', id)
      .execute();
    const { balance } = await coinTotals(t.db.db, id);
    expect(balance).toBe(rows.reduce((sum, row) => sum + Number(row.amount), 0));
    expect(balance).toBeGreaterThanOrEqual(0);
  }
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
/** India midnight starting the calendar day `daysAgo` days before 2026-11-30. */
const dayStart = (daysAgo: number) => Date.parse('2026-11-30T00:00:00+05:30') - daysAgo * 24 * HOUR;

/**
 * 60 days of a keen child, each paid through the ledger's repository at its moment: at 00:01
 * (India) activity 1's first points, at 09:00 three points of each activity (all rows of one
 * completion share their time), the check-in at 10:00, and at 23:59 activity 1 again (three more
 * points); today also a streak reward at 12:00. Returns what each line must be: "<topic>@<day>" → coins.
 */
async function keenChild(childId: string) {
  const expected = new Map<string, number>();
  const pay = async (at: number, entries: Parameters<typeof recordAll>[1]) => {
    vi.setSystemTime(at);
    expect(await recordAll(t.db.db, entries)).toBe(entries.length);
  };
  const points = (activity: number, from: number) =>
    [1, 2, 3].map((i) => ({
      childId: childId,
      amount: 1,
      reason: 'activity' as const,
      reference: `${activities[activity]}#${from + i}`,
    }));
  vi.useFakeTimers({ toFake: ['Date'] });
  for (let daysAgo = 59; daysAgo >= 0; daysAgo -= 1) {
    const start = dayStart(daysAgo);
    const day = calendarDay(new Date(start));
    const n = (59 - daysAgo) * 9;
    await pay(start + 60_000, points(0, n));
    for (let a = 0; a < 6; a += 1) await pay(start + 9 * HOUR + a * 1000, points(a, a === 0 ? n + 3 : n));
    await pay(start + 10 * HOUR, [{ childId: childId, amount: 10, reason: 'check-in', reference: day }]);
    if (daysAgo === 0) {
      // A streak reward today: 26 rows today and 25 a day before, so a read of 500 rows ends inside a day.
      await pay(start + 12 * HOUR, [
        { childId: childId, amount: 5, reason: 'streak', reference: `streak:${day}:7` },
      ]);
      expected.set(`streak@${day}`, 5);
    }
    await pay(start + 24 * HOUR - 60_000, points(0, n + 6));
    expected.set(`Topic 1@${day}`, 9);
    for (let a = 1; a < 6; a += 1) expected.set(`Topic ${a + 1}@${day}`, 3);
    expected.set(`check-in@${day}`, 10);
  }
  vi.useRealTimers();
  return expected;
}

interface Line {
  amount: number;
  reason: string;
  label: { en: string; kn: string };
  createdAt: string;
}
const historyOf = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/v1/auth/wallet/history${query}`, headers });

describe('the coin history, page by page (issue 27)', () => {
  it('pages of 37 lines hold every line once, no line cut, and sum to the balance', async () => {
    const { headers, id } = await signedInChild(t);
    const expected = await keenChild(id);
    const { balance } = await coinTotals(t.db.db, id);
    expect(balance).toBe(2045);

    const lines: Line[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await historyOf(
        headers,
        `?limit=37${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.statusCode).toBe(200);
      const body = page.json() as { data: Line[]; nextCursor: string | null };
      sizes.push(body.data.length);
      lines.push(...body.data);
      cursor = body.nextCursor;
    } while (cursor);

    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(balance);
    // 60 days of six activities and a check-in, and the streak: 421 lines, 11 pages of 37 and one of 14.
    expect(lines).toHaveLength(421);
    expect(sizes).toEqual([...Array(11).fill(37), 14]);
    // Each line once, whole: an activity's coins of one day on one line (so none is partial).
    const got = new Map<string, number>();
    for (const line of lines) {
      const name = line.reason === 'activity' ? (line.label.en.split(' · ')[1] ?? '') : line.reason;
      const key = `${name}@${calendarDay(new Date(line.createdAt))}`;
      expect(got.has(key), key).toBe(false);
      got.set(key, line.amount);
    }
    expect(got).toEqual(expected);
    // Newest first across the pages.
    const times = lines.map((line) => Date.parse(line.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // A line stands at its newest coin: activity 1's last points of the day, at 23:59.
    expect(lines[0]).toMatchObject({ amount: 9, label: { en: 'Add · Topic 1' } });
    expect(new Date(lines[0]?.createdAt ?? '').getTime()).toBe(dayStart(0) + 24 * HOUR - 60_000);

    // One page of them all: read in several reads of the ledger, each ending on a whole day.
    const all = (await historyOf(headers, '?limit=500')).json();
    expect([all.data, all.nextCursor]).toEqual([lines, null]);

    // Without a query: the first page of 100 lines, the same as asked with limit=100.
    const first = (await historyOf(headers)).json();
    expect(first.data).toHaveLength(100);
    expect(first.data).toEqual((await historyOf(headers, '?limit=100')).json().data);
    expect(first.data.slice(0, 37)).toEqual(lines.slice(0, 37));
    expect(typeof first.nextCursor).toBe('string');
  });

  it('one page when all fits: nextCursor null; an empty history is an empty page', async () => {
    const { headers } = await signedInChild(t);
    expect((await historyOf(headers)).json()).toEqual({ success: true, data: [], nextCursor: null });
    await t.app.inject({ method: 'POST', url: '/v1/auth/wallet/checkin', headers });
    const page = (await historyOf(headers)).json();
    expect([page.data.length, page.nextCursor]).toEqual([1, null]);
  });

  it('a cursor it did not give, or a limit out of range, answers 400 in the one error format', async () => {
    const { headers } = await signedInChild(t);
    const bad = Buffer.from('x.y').toString('base64url');
    for (const cursor of ['nonsense', bad, `${Buffer.from('123.abc').toString('base64url')}=`, '%00']) {
      const answer = await historyOf(headers, `?cursor=${encodeURIComponent(cursor)}`);
      expect([cursor, answer.statusCode, answer.json()]).toEqual([
        cursor,
        400,
        {
          success: false,
          code: 'VALIDATION_FAILED',
          message: expect.any(String),
          fields: { cursor: expect.any(String) },
        },
      ]);
    }
    for (const limit of ['0', '501', '2.5', 'ten']) {
      const answer = await historyOf(headers, `?limit=${limit}`);
      expect([limit, answer.statusCode, answer.json().code, answer.json().fields]).toEqual([
        limit,
        400,
        'VALIDATION_FAILED',
        { limit: expect.any(String) },
      ]);
    }
  });
});

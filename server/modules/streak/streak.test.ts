import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calendarDay } from '../../../domain/rules/calendarDay.ts';
import { itInProcess } from '../../test/cluster.ts';
import { importSubject, mcqActivity, signedInChild, testTopic, testUnit } from '../../test/students.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/testApp.ts';
import { coinTotals, record } from '../ledger/index.ts';
import { completionDays } from './streak.repository.ts';
import { STREAK_WINDOW_DAYS, streakOf, streakService } from './streak.service.ts';

let t: TestApp;
let activityId = '';
beforeAll(async () => {
  // Tokens that outlive the tests' moves of the clock across midnight.
  t = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(3 * 86_400) } });
  await importSubject(t.db, { grade: '4', units: [testUnit(1, [testTopic('t', [mcqActivity('a')])])] });
  activityId = (await t.db.db.selectFrom('activities').select('id').executeTakeFirstOrThrow()).id;
});

// The ledger invariant after every test: the balance is the sum of the rows.
afterEach(async () => {
  vi.useRealTimers();
  for (const { id } of await t.db.db.selectFrom('students').select('id').execute()) {
    const rows = await t.db.db
      .selectFrom('coin_ledger')
      .select('amount')
      .where('student_id', '=', id)
      .execute();
    expect((await coinTotals(t.db.db, id)).balance).toBe(
      rows.reduce((sum, row) => sum + Number(row.amount), 0),
    );
  }
});
afterAll(async () => {
  await t.close();
});

const checkIn = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/wallet/checkin', headers });
const complete = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/wallet/activity',
    headers,
    payload: { activityId, answers: [1], idempotencyKey: randomUUID() },
  });
const streak = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/v1/auth/wallet/streak', headers })).json().data;
/** A check-in of an earlier day, written straight into the ledger (as the check-in writes it). */
const pastCheckIn = (childId: string, day: string) =>
  record(t.db.db, { childId: childId, amount: 10, reason: 'check-in', reference: day });
const streakRows = (childId: string) =>
  t.db.db
    .selectFrom('coin_ledger')
    .select(['amount', 'reference'])
    .where('student_id', '=', childId)
    .where('reason', '=', 'streak')
    .execute();
/** The bell's notes about streak rewards, oldest first. */
const streakNotes = (childId: string) =>
  t.db.db
    .selectFrom('notifications')
    .select(['title_en', 'title_kn', 'content_en', 'content_kn'])
    .where('student_id', '=', childId)
    .where('title_en', 'like', '%in a row%')
    .orderBy('title_en')
    .execute();

describe('the streak (pure)', () => {
  it('counts up to today, or to yesterday while today is open; a gap resets; best is the longest', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-10', '2026-11-11'];
    expect(streakOf(days, '2026-11-11', false)).toMatchObject({
      days: 2,
      activeToday: true,
      best: 4,
      runStart: '2026-11-10',
    });
    expect(streakOf(days, '2026-11-12', false)).toMatchObject({ days: 2, activeToday: false });
    expect(streakOf(days, '2026-11-13', false)).toMatchObject({
      days: 0,
      activeToday: false,
      best: 4,
      runStart: null,
    });
    // Across a month's end.
    expect(streakOf(['2026-10-31', '2026-11-01'], '2026-11-01', true).days).toBe(2);
  });
});

describe('GET /v1/auth/wallet/streak', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/wallet/streak' })).statusCode).toBe(401);
  });

  itInProcess('an activity at 23:50 IST and a check-in at 00:10 IST the next day make 2 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T18:20:00Z')); // 23:50 IST, 21 November
    const { headers } = await signedInChild(t);
    expect(await streak(headers)).toEqual({ days: 0, activeToday: false, checkedInToday: false, best: 0 });
    expect((await complete(headers)).statusCode).toBe(201);
    expect(await streak(headers)).toEqual({ days: 1, activeToday: true, checkedInToday: false, best: 1 });
    vi.setSystemTime(new Date('2026-11-21T18:40:00Z')); // 00:10 IST, 22 November
    expect(await streak(headers)).toMatchObject({ days: 1, activeToday: false });
    expect((await checkIn(headers)).statusCode).toBe(201);
    expect(await streak(headers)).toEqual({ days: 2, activeToday: true, checkedInToday: true, best: 2 });
  });

  itInProcess('a day without a check-in or an activity resets it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T06:00:00Z'));
    const { headers, id } = await signedInChild(t);
    await pastCheckIn(id, '2026-11-17');
    await pastCheckIn(id, '2026-11-18');
    await pastCheckIn(id, '2026-11-19');
    // 20 November missed.
    expect(await streak(headers)).toMatchObject({ days: 0, best: 3 });
    expect((await checkIn(headers)).statusCode).toBe(201);
    expect(await streak(headers)).toMatchObject({ days: 1, activeToday: true, best: 3 });
  });
});

describe('streak rewards (STREAK_REWARDS=3:5,7:15,30:50)', () => {
  it('the config serves the rules', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/v2/config' })).json().data;
    expect(config.streak).toEqual({
      timeZone: 'Asia/Kolkata',
      countsCheckIn: true,
      countsActivity: true,
      rewards: [
        { days: 3, coins: 5 },
        { days: 7, coins: 15 },
        { days: 30, coins: 50 },
      ],
    });
  });

  itInProcess('20 check-ins at once on the third day pay the reward once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T06:00:00Z'));
    const { headers, id } = await signedInChild(t);
    await pastCheckIn(id, '2026-11-19');
    await pastCheckIn(id, '2026-11-20');
    const responses = await Promise.all(Array.from({ length: 20 }, () => checkIn(headers)));
    const paid = responses.filter((r) => r.statusCode === 201);
    expect(paid).toHaveLength(1);
    // The check-in's answer says what the streak added, for the check-in modal.
    expect(paid[0]?.json().data).toEqual({ day: '2026-11-21', coins: 10, streakCoins: 5 });
    expect(await streakRows(id)).toEqual([{ amount: 5, reference: 'streak:2026-11-19:3' }]);
    // And the bell says why, once, in both languages.
    expect(await streakNotes(id)).toEqual([
      {
        title_en: '3 days in a row!',
        title_kn: 'ಸತತ 3 ದಿನ ಕಲಿಕೆ!',
        content_en: 'You learned 3 days in a row and earned 5 extra coins. Keep it going!',
        content_kn: 'ಸತತ 3 ದಿನ ಕಲಿತು 5 ಹೆಚ್ಚುವರಿ ನಾಣ್ಯಗಳನ್ನು ಗಳಿಸಿದೆ. ಹೀಗೆಯೇ ಮುಂದುವರಿಸು!',
      },
    ]);
    expect((await coinTotals(t.db.db, id)).balance).toBe(10 + 10 + 10 + 5);
    // Asking again, or checking in again, pays nothing more.
    expect((await checkIn(headers)).statusCode).toBe(409);
    expect(await streakRows(id)).toHaveLength(1);
    const history = (await t.app.inject({ method: 'GET', url: '/v1/auth/wallet/history', headers })).json();
    expect(history.data.find((line: { reason: string }) => line.reason === 'streak')).toMatchObject({
      amount: 5,
      label: { en: 'Streak reward: 3 days in a row', kn: 'ಸತತ 3 ದಿನಗಳ ಬಹುಮಾನ' },
    });
  });

  it('the completion that reaches a reward day answers a profile holding the reward: the coins the write read, and the streak’s paid after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T06:00:00Z'));
    const { headers, id } = await signedInChild(t);
    for (const day of ['19', '20']) await pastCheckIn(id, `2026-11-${day}`);
    const response = await complete(headers);
    expect(response.statusCode).toBe(201);
    expect(await streakRows(id)).toHaveLength(1);
    const totals = await coinTotals(t.db.db, id);
    expect(totals).toEqual({ balance: 10 + 10 + 1 + 5, earned: 10 + 10 + 1 + 5 });
    expect(response.json().profile).toMatchObject({
      coinBalance: totals.balance,
      totalCoinsEarned: totals.earned,
    });
  });

  itInProcess('20 completions at once on the seventh day pay the reward once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T06:00:00Z'));
    const { headers, id } = await signedInChild(t);
    for (const day of ['15', '16', '17', '18', '19', '20']) await pastCheckIn(id, `2026-11-${day}`);
    const responses = await Promise.all(Array.from({ length: 20 }, () => complete(headers)));
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    expect(await streak(headers)).toMatchObject({ days: 7, activeToday: true, checkedInToday: false });
    const rows = await streakRows(id);
    expect(rows.map((r) => [r.reference, Number(r.amount)]).sort()).toEqual([
      ['streak:2026-11-15:3', 5],
      ['streak:2026-11-15:7', 15],
    ]);
    expect((await coinTotals(t.db.db, id)).balance).toBe(60 + 1 + 5 + 15);
    expect((await streakNotes(id)).map((note) => note.title_en)).toEqual([
      '3 days in a row!',
      '7 days in a row!',
    ]);
    const profile = (await complete(headers)).json().profile;
    expect(profile.coinBalance).toBe(81);
  });
});

describe('the streak read as days, not as completions', () => {
  /** Attempts written straight into the table at these moments (as a completion writes them). */
  const attemptsAt = async (childId: string, moments: Date[]) => {
    for (let i = 0; i < moments.length; i += 200)
      await t.db.db
        .insertInto('activity_attempts')
        .values(
          moments.slice(i, i + 200).map((moment) => ({
            id: randomUUID(),
            student_id: childId,
            activity_id: activityId,
            idempotency_key: randomUUID(),
            score: 1,
            total: 1,
            coins: 0,
            answers: '[1]',
            created_at: moment.toISOString(),
          })),
        )
        .execute();
  };

  itInProcess('500 completions on one day count as that one day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T06:00:00Z')); // 11:30 IST, 21 November
    const { headers, id } = await signedInChild(t);
    await pastCheckIn(id, '2026-11-19');
    // 20 November in India, from its first millisecond (18:30 UTC the day before) to its last.
    const start = Date.parse('2026-11-19T18:30:00.000Z');
    const moments = Array.from(
      { length: 500 },
      (_, i) => new Date(start + Math.floor((i * 86_400_000) / 499)),
    );
    moments[499] = new Date(start + 86_400_000 - 1);
    // And the last millisecond of 17 November in India: not 18 November, so no longer run.
    moments.push(new Date('2026-11-17T18:29:59.999Z'));
    await attemptsAt(id, moments);
    expect(await streak(headers)).toEqual({ days: 2, activeToday: false, checkedInToday: false, best: 2 });
    // Today's completion makes the third day in a row and pays its reward once.
    expect((await complete(headers)).statusCode).toBe(201);
    expect(await streak(headers)).toEqual({ days: 3, activeToday: true, checkedInToday: false, best: 3 });
    expect(await streakRows(id)).toEqual([{ amount: 5, reference: 'streak:2026-11-19:3' }]);
  });

  it("the days read from the database are India's calendar days of the completions, within the window", async () => {
    const { id } = await signedInChild(t);
    const now = new Date('2026-11-21T06:00:00Z');
    const since = new Date(now.getTime() - STREAK_WINDOW_DAYS * 86_400_000);
    // A fixed pseudo-random spread over the window and before it, many on some days, few on
    // others, with the edges of India's days (18:30 UTC) and of the window among them.
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const moments: Date[] = [new Date(since), new Date(since.getTime() - 1), new Date(now)];
    for (let i = 0; i < 300; i++) {
      const day = Math.floor(next() * (STREAK_WINDOW_DAYS + 20)) - 10;
      const edge = Date.parse('2026-11-20T18:30:00.000Z') - day * 86_400_000;
      const pick = next();
      moments.push(
        new Date(pick < 0.2 ? edge : pick < 0.4 ? edge - 1 : edge + Math.floor(next() * 86_400_000)),
      );
    }
    await attemptsAt(id, moments);
    const expected = [
      ...new Set(moments.filter((moment) => moment >= since).map((moment) => calendarDay(moment))),
    ].sort();
    expect(await completionDays(t.db, id, since)).toEqual(expected);
    // The service's streak is the pure streak of those days (with no check-in).
    const service = streakService(t.db, testConfig());
    expect(await service.streak(id, now)).toEqual(streakOf(expected, calendarDay(now), false));
  });
});

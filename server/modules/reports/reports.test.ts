import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoinLedgerTable } from '../../db/schema.ts';
import { createLocalSms } from '../../providers/sms/local.ts';
import type { SmsProvider } from '../../providers/sms/provider.ts';
import { studentRow } from '../../test/auth.ts';
import {
  changeChildRow,
  importSubject,
  mcqActivity,
  signedInChild,
  testTopic,
  testUnit,
} from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { catalogueSource } from '../curriculum/index.ts';
import { WEEKLY_REPORT_TEMPLATES } from './smsTemplates.ts';
import { weeklyReportSender } from './weeklySms.service.ts';

/**
 * The weekly report (issue 18): two children of one parent, each with rows written at known
 * moments, so every figure below is counted by hand from those rows. The week reported is
 * Monday 5 to Sunday 11 January 2026 in India; Monday 00:00 IST is Sunday 18:30 UTC.
 *
 * The curriculum (class 4, the test children's class; each quiz has a 60 s time limit):
 *   Unit 1: topic Adding (a1: quiz of 3, v1: video of 180 s), topic Shapes (s1: quiz of 2)
 *   Unit 2: topic Taking away (t1: quiz of 3)
 */
let t: TestApp;
const id: Record<string, string> = {};
type Child = Awaited<ReturnType<typeof signedInChild>>;
let anu: Child; // child A: a parent's first child, signed in (the active child)
let bhoomiId = ''; // child B: the same parent's second child
let other: Child; // another family's child
let lone: Child; // a third family's child, with no activity at all
const parentOf = async (childId: string) =>
  (
    await t.db.db
      .selectFrom('students')
      .select('parent_id')
      .where('id', '=', childId)
      .executeTakeFirstOrThrow()
  ).parent_id as string;

const watch = {
  key: 'v1',
  kind: 'video' as const,
  heading: { title: 'Watch' },
  video: { src: 'lessons/adding.mp4', title: 'Adding', durationSeconds: 180 },
};

const attempt = (childId: string, activity: string, score: number, total: number, at: string) =>
  t.db.db
    .insertInto('activity_attempts')
    .values({
      id: randomUUID(),
      student_id: childId,
      activity_id: id[activity] as string,
      idempotency_key: randomUUID(),
      score,
      total,
      coins: 0,
      answers: '[]',
      created_at: new Date(at).toISOString(),
    })
    .execute();
const coins = (
  childId: string,
  amount: number,
  reason: CoinLedgerTable['reason'],
  reference: string,
  at: string,
) =>
  t.db.db
    .insertInto('coin_ledger')
    .values({
      id: randomUUID(),
      student_id: childId,
      amount,
      reason,
      reference,
      created_at: new Date(at).toISOString(),
    })
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  await importSubject(t.db, {
    grade: '4',
    units: [
      testUnit(1, [
        testTopic('add', [mcqActivity('a1', 3), watch], { en: 'Adding', kn: 'ಕೂಡುವುದು' }),
        testTopic('shapes', [mcqActivity('s1', 2)], { en: 'Shapes', kn: 'ಆಕಾರಗಳು' }),
      ]),
      testUnit(2, [testTopic('take', [mcqActivity('t1', 3)], { en: 'Taking away', kn: 'ಕಳೆಯುವುದು' })]),
    ],
  });
  for (const row of await t.db.db.selectFrom('activities').select(['id', 'key']).execute())
    id[row.key] = row.id;

  anu = await signedInChild(t);
  other = await signedInChild(t);
  lone = await signedInChild(t);
  await changeChildRow(t, anu.id, { student_name: 'Anu' });
  // A second child of Anu's parent (ADR 018), written as "Add a child" will: the same parent_id.
  bhoomiId = randomUUID();
  await t.db.db
    .insertInto('students')
    .values(studentRow({ id: bhoomiId, student_name: 'Bhoomi', parent_id: await parentOf(anu.id) }))
    .execute();

  // Anu, the week before (29 Dec – 4 Jan): a1 at 1 of 3; t1 at 1 of 3 on Sunday 4 Jan 23:50 IST.
  await attempt(anu.id, 'a1', 1, 3, '2025-12-30T10:00:00Z');
  await attempt(anu.id, 't1', 1, 3, '2026-01-04T18:20:00Z');
  await coins(anu.id, 1, 'activity', 'a1#1', '2025-12-30T10:00:00Z');
  await coins(anu.id, 10, 'check-in', '2026-01-02', '2026-01-02T04:00:00Z');
  await coins(anu.id, 1, 'activity', 't1#1', '2026-01-04T18:20:00Z');
  // Anu, the week (5 – 11 Jan): a1 2 of 3, the video, s1 0 of 2, s1 1 of 2 on Sunday 23:50 IST.
  await attempt(anu.id, 'a1', 2, 3, '2026-01-04T18:30:00Z'); // Monday 00:00 IST exactly
  await attempt(anu.id, 'v1', 1, 1, '2026-01-06T04:00:00Z');
  await attempt(anu.id, 's1', 0, 2, '2026-01-07T04:00:00Z');
  await attempt(anu.id, 's1', 1, 2, '2026-01-11T18:20:00Z');
  await coins(anu.id, 1, 'activity', 'a1#2', '2026-01-04T18:30:00Z');
  await coins(anu.id, 1, 'activity', 'v1#1', '2026-01-06T04:00:00Z');
  await coins(anu.id, 10, 'check-in', '2026-01-08', '2026-01-08T02:00:00Z');
  await coins(anu.id, -50, 'unlock', 'unit-2', '2026-01-09T05:00:00Z');
  await coins(anu.id, 5, 'streak', 'run-3', '2026-01-10T05:00:00Z');
  await coins(anu.id, 1, 'activity', 's1#1', '2026-01-11T18:20:00Z');
  // Anu, the week after: t1 3 of 3 on Monday 12 Jan 00:10 IST; s1 2 of 2 that morning.
  await attempt(anu.id, 't1', 3, 3, '2026-01-11T18:40:00Z');
  await attempt(anu.id, 's1', 2, 2, '2026-01-12T05:00:00Z');
  await coins(anu.id, 2, 'activity', 't1#2', '2026-01-11T18:40:00Z');
  await coins(anu.id, 1, 'activity', 's1#2', '2026-01-12T05:00:00Z');
  // Bhoomi, the week: t1 at 0 of 3, and a check-in.
  await attempt(bhoomiId, 't1', 0, 3, '2026-01-08T06:00:00Z');
  await coins(bhoomiId, 10, 'check-in', '2026-01-08', '2026-01-08T01:00:00Z');
  // The other family's child, the week: plenty, none of it in Anu's or Bhoomi's report.
  await attempt(other.id, 'a1', 3, 3, '2026-01-06T04:00:00Z');
  await coins(other.id, 3, 'activity', 'a1#1', '2026-01-06T04:00:00Z');
});
afterAll(async () => {
  await t.close();
});

const report = (headers: Record<string, string>, childId: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/v1/auth/children/${childId}/report${query}`, headers });
const settings = (headers: Record<string, string>, payload?: object) =>
  t.app.inject({
    method: payload ? 'PUT' : 'GET',
    url: '/v1/auth/parent/report-settings',
    headers,
    ...(payload ? { payload } : {}),
  });

describe('GET /v1/auth/children/:childId/report', () => {
  it("gives each of a parent's children their own week, counted from the rows", async () => {
    const anuWeek = await report(anu.headers, anu.id, '?week=2026-01-05&lang=en');
    expect(anuWeek.statusCode).toBe(200);
    expect(anuWeek.json()).toEqual({
      success: true,
      data: {
        child: { id: anu.id, name: 'Anu' },
        language: 'en',
        week: { from: '2026-01-05', to: '2026-01-11', complete: true },
        previousWeek: '2025-12-29',
        nextWeek: '2026-01-12',
        // a1, v1, s1, s1 (Monday 00:00 IST is in; Monday 12 Jan 00:10 IST is not).
        activities: 4,
        // 60 s + 180 s + 60 s + 60 s = 360 s: the quizzes' time limits and the video's length.
        minutes: 6,
        // 1 + 1 + 10 + 5 + 1 = 18: credits only, the 50 spent on a unlock is not earning.
        coins: 18,
        // Unit 1: a1 first done 30 Dec, v1 6 Jan, s1 7 Jan: all done, the last this week.
        unitsFinished: 1,
        // No story read (stories/readings.api.test.ts counts them).
        storiesRead: 0,
        readingMinutes: 0,
        pagesRecorded: 0,
        finishedUnits: [{ id: expect.any(String), name: 'Unit 1', subject: 'Maths' }],
        // Shapes: best 1 of 2 by the week's end (the 2 of 2 came after) = 50 %. Adding: best
        // 2 of 3 = 67 %, not under 60 % (the video is not scored).
        topicsToRevisit: [{ id: expect.any(String), name: 'Shapes', subject: 'Maths', percent: 50 }],
        // No generated practice played: no skill to name (practice.test.ts has one).
        weakSkills: [],
        // a1 and t1 (Sunday 4 Jan 23:50 IST); 60 s + 60 s; 1 + 10 + 1; unit 2 (t1 alone) done 4 Jan.
        previous: {
          activities: 2,
          minutes: 2,
          coins: 12,
          unitsFinished: 1,
          storiesRead: 0,
          readingMinutes: 0,
          pagesRecorded: 0,
        },
      },
    });

    const bhoomiWeek = await report(anu.headers, bhoomiId, '?week=2026-01-05&lang=en');
    expect(bhoomiWeek.statusCode).toBe(200);
    expect(bhoomiWeek.json().data).toMatchObject({
      child: { id: bhoomiId, name: 'Bhoomi' },
      activities: 1,
      minutes: 1,
      coins: 10,
      // Unit 2 has t1 alone: done, even at 0 of 3.
      unitsFinished: 1,
      finishedUnits: [{ name: 'Unit 2', subject: 'Maths' }],
      topicsToRevisit: [{ name: 'Taking away', subject: 'Maths', percent: 0 }],
      previous: { activities: 0, minutes: 0, coins: 0, unitsFinished: 0 },
    });
  });

  it('puts Sunday 23:50 IST in its week and Monday 00:10 IST in the next', async () => {
    // Any day of a week names that week: Wednesday 14 Jan is the week of Monday 12 Jan.
    const next = (await report(anu.headers, anu.id, '?week=2026-01-14&lang=en')).json().data;
    expect(next).toMatchObject({
      week: { from: '2026-01-12', to: '2026-01-18', complete: true },
      previousWeek: '2026-01-05',
      // t1 (Monday 00:10 IST) and s1: 60 s + 60 s; 2 + 1 coins; unit 2 was finished on 4 Jan.
      activities: 2,
      minutes: 2,
      coins: 3,
      unitsFinished: 0,
      topicsToRevisit: [],
      previous: { activities: 4, minutes: 6, coins: 18, unitsFinished: 1 },
    });
    const before = (await report(anu.headers, anu.id, '?week=2025-12-29&lang=en')).json().data;
    expect(before).toMatchObject({ activities: 2, coins: 12, unitsFinished: 1, nextWeek: '2026-01-05' });
  });

  it("names units and topics in the asked language, else in the parent's report language", async () => {
    const kannada = (await report(anu.headers, anu.id, '?week=2026-01-05&lang=kn')).json().data;
    expect(kannada.language).toBe('kn');
    expect(kannada.finishedUnits).toEqual([{ id: expect.any(String), name: 'ಘಟಕ 1', subject: 'ಗಣಿತ' }]);
    expect(kannada.topicsToRevisit).toEqual([
      { id: expect.any(String), name: 'ಆಕಾರಗಳು', subject: 'ಗಣಿತ', percent: 50 },
    ]);

    const parent = await signedInChild(t);
    const [{ id: topic }] = kannada.topicsToRevisit;
    await attempt(parent.id, 's1', 0, 2, '2026-01-07T04:00:00Z');
    // Until the parent chooses: the child's medium's language (these test children: English).
    expect((await report(parent.headers, parent.id, '?week=2026-01-05')).json().data.topicsToRevisit).toEqual(
      [{ id: topic, name: 'Shapes', subject: 'Maths', percent: 0 }],
    );
    await settings(parent.headers, { smsOptIn: false, language: 'kn' });
    expect((await report(parent.headers, parent.id, '?week=2026-01-05')).json().data.topicsToRevisit).toEqual(
      [{ id: topic, name: 'ಆಕಾರಗಳು', subject: 'ಗಣಿತ', percent: 0 }],
    );
  });

  it('opens on the last complete week, and the current week has no next', async () => {
    // The last complete week by hand: today in India, back to its Monday, a week more.
    const india = new Date(Date.now() + 330 * 60_000);
    const sinceMonday = (india.getUTCDay() + 6) % 7;
    const monday = (days: number) =>
      new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() - days))
        .toISOString()
        .slice(0, 10);
    const last = (await report(anu.headers, anu.id)).json().data;
    expect(last.week).toEqual({ from: monday(sinceMonday + 7), to: monday(sinceMonday + 1), complete: true });
    expect(last.nextWeek).toBe(monday(sinceMonday));
    const current = (await report(anu.headers, anu.id, `?week=${monday(sinceMonday)}`)).json().data;
    expect(current.week).toMatchObject({ from: monday(sinceMonday), complete: false });
    expect(current.nextWeek).toBeNull();
  });

  it("answers 404 for another family's child, exactly as for no child at all", async () => {
    const theirs = await report(anu.headers, other.id, '?week=2026-01-05');
    const nobody = await report(anu.headers, randomUUID(), '?week=2026-01-05');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({
      success: false,
      code: 'CHILD_NOT_FOUND',
      message: 'This child is not on your account.',
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual(theirs.json());
    // And the other way round: the other parent cannot read Anu's or Bhoomi's week.
    expect((await report(other.headers, anu.id)).statusCode).toBe(404);
    expect((await report(other.headers, bhoomiId)).statusCode).toBe(404);
    expect((await report(other.headers, other.id, '?week=2026-01-05&lang=en')).json().data.activities).toBe(
      1,
    );
  });

  it('refuses a day that does not exist or a language it does not know (400), and a stranger (401)', async () => {
    for (const query of ['?week=2026-02-30', '?week=5-1-2026', '?week=', '?lang=fr']) {
      const response = await report(anu.headers, anu.id, query);
      expect([query, response.statusCode, response.json().code]).toEqual([query, 400, 'VALIDATION_FAILED']);
    }
    expect((await report({}, anu.id)).statusCode).toBe(401);
  });
});

describe('/v1/auth/parent/report-settings', () => {
  it("are off, in the child's medium's language, until the parent changes them; stored on the parent", async () => {
    const parent = await signedInChild(t);
    expect((await settings(parent.headers)).json()).toEqual({
      success: true,
      data: { smsOptIn: false, language: 'en' },
    });
    // A Kannada-medium child's parent reads Kannada until choosing.
    await changeChildRow(t, parent.id, { medium: 'Kannada' });
    expect((await settings(parent.headers)).json().data).toEqual({ smsOptIn: false, language: 'kn' });
    const changed = await settings(parent.headers, { smsOptIn: true, language: 'kn' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual({ smsOptIn: true, language: 'kn' });
    expect((await settings(parent.headers)).json().data).toEqual({ smsOptIn: true, language: 'kn' });
    const row = await t.db.db
      .selectFrom('parents')
      .select(['report_opt_in', 'report_language'])
      .where('id', '=', await parentOf(parent.id))
      .executeTakeFirstOrThrow();
    expect([Boolean(row.report_opt_in), row.report_language]).toEqual([true, 'kn']);

    for (const bad of [
      { smsOptIn: true },
      { smsOptIn: 'yes', language: 'en' },
      { smsOptIn: true, language: 'fr' },
    ])
      expect((await settings(parent.headers, bad)).statusCode).toBe(400);
    expect((await settings(parent.headers)).json().data).toEqual({ smsOptIn: true, language: 'kn' });
    await settings(parent.headers, { smsOptIn: false, language: 'en' });
  });
});

describe('the weekly SMS (npm run report:weekly)', () => {
  // Tuesday 13 January 2026, 09:00 IST: the last complete week is 5 – 11 January.
  const now = new Date('2026-01-13T03:30:00Z');
  const outbox = (phone: string) =>
    t.db.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('phone', '=', phone)
      .orderBy('created_at')
      .execute();
  const phoneOf = async (childId: string) =>
    (
      await t.db.db
        .selectFrom('parents')
        .select('phone')
        .where('id', '=', await parentOf(childId))
        .executeTakeFirstOrThrow()
    ).phone;
  /** The template as a pattern: its fixed text exactly, each `{#var#}` 1 to 30 characters. */
  const pattern = (text: string) =>
    new RegExp(
      `^${text
        .split('{#var#}')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.{1,30})')}$`,
    );

  it("sends once per child to parents who opted in, in the parent's language; a second run sends nothing", async () => {
    await settings(anu.headers, { smsOptIn: true, language: 'kn' });
    await settings(other.headers, { smsOptIn: false, language: 'en' });
    await settings(lone.headers, { smsOptIn: true, language: 'en' });
    const sender = weeklyReportSender(
      t.db,
      catalogueSource(t.db.db, 0),
      createLocalSms(t.db.db, t.app.log, false),
    );

    expect(await sender.sendWeeklyReports(now)).toEqual({
      week: '2026-01-05',
      sent: 3,
      alreadySent: 0,
      failures: [],
    });
    const family = (await outbox(await phoneOf(anu.id))).map((row) => row.body);
    expect(family.sort()).toEqual(
      [
        'ಕಲಿಕೆ ವಾರದ ವರದಿ - Anu. ಚಟುವಟಿಕೆಗಳು 4, ನಿಮಿಷಗಳು 6, ನಾಣ್ಯಗಳು 18, ಮುಗಿದ ಘಟಕಗಳು 1. ಮತ್ತೆ ಅಭ್ಯಾಸ ಮಾಡಲಿ: ಆಕಾರಗಳು. - ಕಲಿಕೆ',
        'ಕಲಿಕೆ ವಾರದ ವರದಿ - Bhoomi. ಚಟುವಟಿಕೆಗಳು 1, ನಿಮಿಷಗಳು 1, ನಾಣ್ಯಗಳು 10, ಮುಗಿದ ಘಟಕಗಳು 1. ಮತ್ತೆ ಅಭ್ಯಾಸ ಮಾಡಲಿ: ಕಳೆಯುವುದು. - ಕಲಿಕೆ',
      ].sort(),
    );
    for (const body of family) expect(body).toMatch(pattern(WEEKLY_REPORT_TEMPLATES.kn.text));
    const alone = (await outbox(await phoneOf(lone.id))).map((row) => row.body);
    expect(alone).toEqual([
      'Kalike weekly report for Ravi Kumar: activities 0, minutes 0, coins 0, units finished 0. Practise again: nothing yet, try one today. - Kalike',
    ]);
    expect(alone[0]).toMatch(pattern(WEEKLY_REPORT_TEMPLATES.en.text));
    expect(await outbox(await phoneOf(other.id))).toEqual([]);

    expect(await sender.sendWeeklyReports(now)).toEqual({
      week: '2026-01-05',
      sent: 0,
      alreadySent: 3,
      failures: [],
    });
    expect(await outbox(await phoneOf(anu.id))).toHaveLength(2);
    expect(await outbox(await phoneOf(lone.id))).toHaveLength(1);
    const sends = await t.db.db.selectFrom('report_sends').selectAll().orderBy('student_id').execute();
    expect(sends.map((row) => [row.student_id, row.week, row.template_id]).sort()).toEqual(
      [
        [anu.id, '2026-01-05', 'kalike-weekly-report-kn'],
        [bhoomiId, '2026-01-05', 'kalike-weekly-report-kn'],
        [lone.id, '2026-01-05', 'kalike-weekly-report-en'],
      ].sort(),
    );
  });

  it('tries a failed send again on the next run, and two runs at once send each report once', async () => {
    const nextWeek = new Date('2026-01-20T03:30:00Z');
    const sent: string[] = [];
    const failing: SmsProvider = {
      name: 'failing',
      send: async () => {
        throw new Error('provider down');
      },
    };
    const recording: SmsProvider = {
      name: 'recording',
      send: async ({ phone }) => {
        sent.push(phone);
      },
    };
    const down = await weeklyReportSender(t.db, catalogueSource(t.db.db, 0), failing).sendWeeklyReports(
      nextWeek,
    );
    expect(down.sent).toBe(0);
    expect(down.failures).toHaveLength(3);
    expect(down.failures[0]).toMatch(/provider down/);

    const up = weeklyReportSender(t.db, catalogueSource(t.db.db, 0), recording);
    const [first, second] = await Promise.all([
      up.sendWeeklyReports(nextWeek),
      up.sendWeeklyReports(nextWeek),
    ]);
    expect(first.sent + second.sent).toBe(3);
    expect(first.alreadySent + second.alreadySent).toBe(3);
    expect(sent.sort()).toEqual(
      [await phoneOf(anu.id), await phoneOf(anu.id), await phoneOf(lone.id)].sort(),
    );
  });
});

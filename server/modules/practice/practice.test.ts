import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankSeeds } from '../../../domain/practice/bank.ts';
import { generate } from '../../../domain/practice/index.ts';
import { changeChildRow, signedInChild, subjectFile, testTopic, testUnit } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import type { CurriculumActivity } from '../curriculum/index.ts';
import { importCurriculum } from '../curriculum/index.ts';
import { recordItemResults } from './practice.repository.ts';

/**
 * Mastery and "practise what I missed" (issue 19) through the HTTP layer: answers to generated
 * items become each skill's state; missed items come back after MISSED_ITEM_RETURN_DAYS, in a
 * round the server re-creates and scores; the parent's report names the weak skills.
 */
const apps: Record<'now' | 'later', TestApp | undefined> = { now: undefined, later: undefined };

const practice = (key: string, skill: string, level: number, count: number) =>
  ({
    key,
    kind: 'practice',
    heading: { title: 'Practice' },
    practice: { skill, level, count },
  }) as CurriculumActivity;

async function appWith(days: string) {
  const t = await createTestApp({ env: { MISSED_ITEM_RETURN_DAYS: days } });
  await importCurriculum(t.db.db, t.db.kind, [
    subjectFile({
      grade: '4',
      units: [
        testUnit(1, [
          testTopic('t', [practice('carry', 'add.carry', 2, 5), practice('tab', 'tables', 1, 5)]),
        ]),
      ],
    }),
  ]);
  return t;
}

beforeAll(async () => {
  apps.now = await appWith('0');
  apps.later = await appWith('2');
});
afterAll(async () => {
  await apps.now?.close();
  await apps.later?.close();
});

interface Served {
  activityId: string;
  content: { questions: { answers: string[] }[] };
  practice: { seeds: number[] };
}

/** A class 4 child of `t` and their practice round of add.carry, with how to answer it. */
async function child(t: TestApp) {
  const signedIn = await signedInChild(t);
  const { headers } = signedIn;
  await changeChildRow(t, signedIn.id, { grade: '4', board: 'CBSE', medium: 'English' });
  const units = (
    await t.app.inject({
      method: 'GET',
      url: '/v1/auth/subjects/maths/units?grade=4&board=CBSE&medium=English',
      headers,
    })
  ).json();
  const topicId = units.data[0].chapters[0].topics[0]._id as string;
  const served = (
    await t.app.inject({ method: 'GET', url: `/v1/auth/subjects/topic/${topicId}/activities`, headers })
  ).json().data as Served[];
  const carry = served[0] as Served;
  /** Completes the round, right on the items whose index is in `right`, wrong on the others. */
  const play = async (right: number[]) => {
    const answers = carry.content.questions.map((q, i) => (right.includes(i) ? q.answers[0] : '0'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/wallet/activity',
      headers,
      payload: {
        activityId: carry.activityId,
        answers,
        practiceSeeds: carry.practice.seeds,
        idempotencyKey: randomUUID(),
      },
    });
    expect(response.statusCode).toBe(201);
  };
  const review = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/auth/practice/review', headers });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const answer = (items: unknown[], answers: unknown[]) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/practice/review', headers, payload: { items, answers } });
  return { signedIn, headers, carry, play, review, answer };
}

/** The right answer to an item, made independently of the server from its reference. */
const rightAnswer = (ref: { skill: 'add.carry'; level: number; seed: number; medium: 'english' }) => {
  const item = generate(ref.skill, ref.level, ref.seed, ref.medium);
  return item.kind === 'fill' ? item.question.answers[0] : item.question.answer;
};

describe('mastery from generated practice (issue 19)', () => {
  it('records each item: 2 of 5 right makes add.carry weak and attempted, with 3 missed items waiting', async () => {
    const t = apps.later as TestApp;
    const kid = await child(t);
    await kid.play([0, 1]);
    const data = await kid.review();
    expect(data.skills).toEqual([
      {
        skill: 'add.carry',
        name: { en: 'Adding with carrying', kn: 'ದಶಕ ಸಹಿತ ಕೂಡುವುದು' },
        state: 'attempted',
        percent: 40,
        answers: 5,
        weak: true,
        due: 0,
      },
    ]);
    // Missed two days ago at the earliest: nothing is back yet, so there is no round.
    expect(data.due).toBe(0);
    expect(data.round).toBeUndefined();
    const missed = await t.db.db
      .selectFrom('missed_items')
      .selectAll()
      .where('student_id', '=', kid.signedIn.id)
      .execute();
    expect(missed.map((m) => Number(m.seed)).sort()).toEqual(kid.carry.practice.seeds.slice(2).sort());
    const due =
      new Date(missed[0]?.due_at as string).getTime() - new Date(missed[0]?.missed_at as string).getTime();
    expect(due).toBe(2 * 24 * 60 * 60 * 1000);
  });

  it('grows to proficient with right answers (8 of 10), and a replayed right answer clears the miss', async () => {
    const t = apps.later as TestApp;
    const kid = await child(t);
    await kid.play([0, 1, 2]);
    await kid.play([0, 1, 2, 3, 4]);
    const [skill] = (await kid.review()).skills;
    expect(skill).toMatchObject({ state: 'proficient', percent: 80, answers: 10, weak: false });
    expect(
      await t.db.db
        .selectFrom('missed_items')
        .selectAll()
        .where('student_id', '=', kid.signedIn.id)
        .execute(),
    ).toEqual([]);
  });
});

describe('mastery needs the top level of the class (issue 28)', () => {
  it("ten of ten right at class 2's level leave a class-4 child proficient; right answers at class 4's level make it mastered", async () => {
    const t = apps.later as TestApp;
    const kid = await child(t);
    await kid.play([0, 1, 2, 3, 4]);
    await kid.play([0, 1, 2, 3, 4]);
    expect((await kid.review()).skills[0]).toMatchObject({ state: 'proficient', percent: 100, answers: 10 });
    // Five right answers at level 4 (add.carry's level for class 4), as a round of them records.
    await t.db.db
      .insertInto('skill_results')
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          student_id: kid.signedIn.id,
          skill: 'add.carry',
          level: 4,
          correct: t.db.kind === 'postgres' ? true : 1,
          answered_at: new Date(Date.now() + 1000 * (i + 1)).toISOString(),
        })),
      )
      .execute();
    expect((await kid.review()).skills[0]).toMatchObject({ state: 'mastered', percent: 100, answers: 15 });
  });
});

describe('practise what I missed (issue 19)', () => {
  it('brings the missed items back as one round the server re-creates; right ones are done, wrong ones come back', async () => {
    const t = apps.now as TestApp;
    const kid = await child(t);
    await kid.play([0, 1]);
    const { round, due } = await kid.review();
    expect(due).toBe(3);
    expect(round.skill).toBe('add.carry');
    expect(round.kind).toBe('fill');
    const seeds = kid.carry.practice.seeds;
    expect(round.items).toEqual(
      expect.arrayContaining(
        seeds.slice(2).map((seed) => ({ skill: 'add.carry', level: 2, seed, medium: 'english' })),
      ),
    );
    expect(round.items).toHaveLength(3);
    // The questions are the items the seeds make, the same as the child saw in the round.
    expect(round.content.questions).toEqual(
      round.items.map(
        (ref: Parameters<typeof rightAnswer>[0]) =>
          generate(ref.skill, ref.level, ref.seed, ref.medium).question,
      ),
    );
    // Right on the first two, wrong on the last.
    const answers = round.items.map((ref: Parameters<typeof rightAnswer>[0], i: number) =>
      i < 2 ? rightAnswer(ref) : '1',
    );
    const response = await kid.answer(round.items, answers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ score: 2, total: 3, cleared: 2, left: 1 });
    const after = await kid.review();
    expect(after.due).toBe(1);
    expect(after.round.items).toEqual([round.items[2]]);
  });

  it('names the clip of every text of the round, each answering 200 with audio (ADR 032)', async () => {
    const t = apps.now as TestApp;
    const kid = await child(t);
    await kid.play([]);
    const { round } = await kid.review();
    expect(round.audio.questions).toHaveLength(round.content.questions.length);
    const clip = { url: expect.stringMatching(/^\/v1\/audio\/[0-9a-f]{32}\.opus$/), synthetic: true };
    for (const question of round.audio.questions) {
      expect(question).toEqual({ prompt: clip, feedback: clip });
      for (const url of [question.prompt.url, question.feedback.url]) {
        const answer = await t.app.inject({ method: 'GET', url });
        expect([answer.statusCode, answer.headers['content-type']]).toEqual([200, 'audio/ogg']);
      }
    }
  });

  it('brings an item missed before the banks back as a bank item of its level, cleared under its own place', async () => {
    const t = apps.now as TestApp;
    const kid = await child(t);
    const old = { skill: 'add.carry', level: 2, seed: 7, medium: 'english' } as const;
    expect(bankSeeds('add.carry', 2, 'english')).not.toContain(7);
    // Missed a minute ago, due a second ago, as a round before the banks recorded it.
    const now = Date.now();
    await recordItemResults(
      t.db.db,
      t.db.kind,
      kid.signedIn.id,
      [{ ref: old, correct: false }],
      new Date(now - 60_000),
      new Date(now - 1000),
    );
    const { round } = await kid.review();
    expect(round.items).toHaveLength(1);
    const [served] = round.items;
    expect(served).toMatchObject({ skill: 'add.carry', level: 2, medium: 'english' });
    expect(bankSeeds('add.carry', 2, 'english')).toContain(served.seed);
    expect(round.audio.questions[0].prompt).not.toBeNull();
    // The same bank item every time, until answered right; then the old item is cleared.
    expect((await kid.review()).round.items).toEqual([served]);
    const response = await kid.answer([served], [rightAnswer(served)]);
    expect(response.json().data).toEqual({ score: 1, total: 1, cleared: 1, left: 0 });
  });

  it('scores nothing and changes nothing for an item that is not the child’s own missed one', async () => {
    const t = apps.now as TestApp;
    const other = await child(t);
    await other.play([]);
    const kid = await child(t);
    const theirs = (await other.review()).round.items;
    const forged = theirs.map((ref: Parameters<typeof rightAnswer>[0]) => rightAnswer(ref));
    const response = await kid.answer(theirs, forged);
    expect(response.json().data).toEqual({ score: 0, total: theirs.length, cleared: 0, left: 0 });
    expect((await other.review()).due).toBe(5);
    expect((await kid.review()).skills).toEqual([]);
  });

  it('refuses a round with no items, and an item of an unknown shape (400)', async () => {
    const kid = await child(apps.now as TestApp);
    expect((await kid.answer([], [])).statusCode).toBe(400);
    expect(
      (await kid.answer([{ skill: 'add.carry', level: 2, seed: -1, medium: 'english' }], ['1'])).statusCode,
    ).toBe(400);
  });

  it('names the weak skill in the parent’s weekly report, in the report’s language', async () => {
    const t = apps.now as TestApp;
    const kid = await child(t);
    await kid.play([0]);
    const report = async (lang: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/auth/children/${kid.signedIn.id}/report?lang=${lang}`,
          headers: kid.headers,
        })
      ).json().data.weakSkills;
    expect(await report('en')).toEqual([{ skill: 'add.carry', name: 'Adding with carrying', percent: 20 }]);
    expect(await report('kn')).toEqual([{ skill: 'add.carry', name: 'ದಶಕ ಸಹಿತ ಕೂಡುವುದು', percent: 20 }]);
  });
});

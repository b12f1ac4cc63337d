import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SILENT_CLIP } from '../../../domain/contract/audio.ts';
import { bankSeeds } from '../../../domain/practice/bank.ts';
import { generate, type SkillId } from '../../../domain/practice/index.ts';
import { kannadaDigits } from '../../../domain/practice/numerals.ts';
import {
  changeChildRow,
  mcqActivity,
  signedInChild,
  subjectFile,
  testTopic,
  testUnit,
} from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { activitySchema, type CurriculumActivity, importCurriculum } from '../curriculum/index.ts';
import { practiceSeeds } from './practice.ts';

/**
 * Generated practice (issue 19) through the HTTP layer: a curriculum activity "practise skill X
 * at level Y" is served as an mcq or fill round with its seeds, and completed with them; the
 * server makes the items again and scores the answers itself.
 */
let t: TestApp;

const practice = (key: string, skill: string, level: number, count: number) =>
  ({
    key,
    kind: 'practice',
    heading: { title: 'Practice' },
    practice: { skill, level, count },
  }) as CurriculumActivity;

beforeAll(async () => {
  t = await createTestApp();
  await importCurriculum(t.db.db, t.db.kind, [
    subjectFile({
      set: 'english-medium',
      grade: '4',
      key: 'maths',
      name: { en: 'Maths', kn: 'ಗಣಿತ' },
      colour: '#3498db',
      units: [
        testUnit(1, [
          testTopic('t', [
            practice('carry', 'add.carry', 2, 5),
            practice('shapes', 'compare', 1, 3),
            mcqActivity('m'),
            practice('names', 'count.numberNames', 4, 3),
          ]),
        ]),
      ],
    }),
    subjectFile({
      set: 'kannada-medium',
      grade: '4',
      key: 'ganita',
      name: { en: 'Maths', kn: 'ಗಣಿತ' },
      colour: '#3498db',
      units: [testUnit(1, [testTopic('kt', [practice('k-carry', 'add.carry', 2, 4)])])],
    }),
  ]);
});
afterAll(async () => {
  await t.close();
});

interface Served {
  activityId: string;
  kind: string;
  total: number;
  content: { questions: { prompt: string; answers?: string[]; answer?: number }[] };
  practice?: { seeds: number[] };
  audio?: { questions?: { prompt?: unknown; options?: unknown[] }[] };
}

/** A child (of `board` and `medium`), its topic's activities by key order, and how it completes one. */
async function child(subject = 'maths', board = 'CBSE', medium = 'English') {
  const signedIn = await signedInChild(t);
  const { headers } = signedIn;
  await changeChildRow(t, signedIn.id, { board, medium });
  const units = (
    await t.app.inject({
      method: 'GET',
      url: `/v1/auth/subjects/${subject}/units?grade=4&board=${board}&medium=${medium}`,
      headers,
    })
  ).json();
  if (!units.data) throw new Error(JSON.stringify(units));
  const topicId = units.data[0].chapters[0].topics[0]._id as string;
  const load = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/auth/subjects/topic/${topicId}/activities`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as Served[];
  };
  const complete = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/wallet/activity',
      headers,
      payload: { idempotencyKey: randomUUID(), ...payload },
    });
  return { childId: signedIn.id as string, headers, load, complete };
}

/** The right answer to a served question: a fill's first accepted answer, an mcq's option. */
const right = (q: Served['content']['questions'][number]) => (q.answers ? q.answers[0] : q.answer);

describe('a practice activity in the curriculum', () => {
  it('names a known skill, one of its levels, and 3 to 10 items', () => {
    expect(activitySchema.safeParse(practice('a', 'add.carry', 2, 5)).success).toBe(true);
    expect(activitySchema.safeParse(practice('a', 'add.magic', 1, 5)).success).toBe(false);
    expect(activitySchema.safeParse(practice('a', 'add.carry', 9, 5)).success).toBe(false);
    expect(activitySchema.safeParse(practice('a', 'add.carry', 0, 5)).success).toBe(false);
    expect(activitySchema.safeParse(practice('a', 'add.carry', 2, 2)).success).toBe(false);
    expect(activitySchema.safeParse(practice('a', 'add.carry', 2, 11)).success).toBe(false);
  });

  it('is stored with its skill, level and count, and a total of its count', async () => {
    const row = await t.db.db
      .selectFrom('activities')
      .select(['kind', 'body', 'max_score'])
      .where('key', '=', 'carry')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'practice', max_score: 5 });
    expect(JSON.parse(row.body)).toEqual({ practice: { skill: 'add.carry', level: 2, count: 5 } });
  });
});

describe('serving a practice activity', () => {
  it("is the skill's mcq or fill with count items made from the seeds it names, the same on a reload", async () => {
    const { childId, load } = await child();
    const [carry, shapes, plain] = await load();
    expect(carry?.kind).toBe('fill');
    expect(carry?.total).toBe(5);
    expect(carry?.practice?.seeds).toHaveLength(5);
    expect(carry?.practice?.seeds).toEqual(
      practiceSeeds(
        childId,
        carry?.activityId as string,
        { skill: 'add.carry', level: 2, count: 5 },
        'english',
      ),
    );
    // Items of the level's bank (ADR 032): every text of each has its clip.
    const bank = bankSeeds('add.carry', 2, 'english');
    for (const seed of carry?.practice?.seeds ?? []) expect(bank).toContain(seed);
    expect(carry?.content.questions).toEqual(
      carry?.practice?.seeds.map((seed) => generate('add.carry', 2, seed, 'english').question),
    );
    expect(shapes?.kind).toBe('mcq');
    expect(shapes?.content.questions).toHaveLength(3);
    expect(plain?.kind).toBe('mcq');
    expect(plain?.practice).toBeUndefined();
    // A reload shows the same items; another child gets others.
    expect((await load())[0]).toEqual(carry);
    const [otherCarry] = await (await child()).load();
    expect(otherCarry?.practice?.seeds).not.toEqual(carry?.practice?.seeds);
  });

  it('leaves the options of a reading skill unread: hearing "four" would answer "the name for 4"', async () => {
    const [carry, , , names] = await (await child()).load();
    expect(names?.kind).toBe('mcq');
    for (const question of names?.audio?.questions ?? []) {
      expect(question.options).toEqual([SILENT_CLIP, SILENT_CLIP, SILENT_CLIP, SILENT_CLIP]);
      expect(question.prompt).not.toEqual(SILENT_CLIP);
    }
    expect(names?.audio?.questions).toHaveLength(3);
    // Another skill's items are read, each by its clip.
    expect(JSON.stringify(carry?.audio ?? {})).not.toContain('"silent"');
  });

  it.each([
    ['English', 'maths', 'CBSE', 'English'],
    ['Kannada', 'ganita', 'Karnataka', 'Kannada'],
  ])(
    'names a clip for every text of a %s round, each answering 200 with audio (ADR 032)',
    async (_, subject, board, medium) => {
      const urls = new Set<string>();
      for (let i = 0; i < 3; i++) {
        const rounds = (await (await child(subject, board, medium)).load()).filter((a) => a.practice);
        for (const round of rounds) {
          const audio = round.audio as {
            questions: { prompt: unknown; options?: unknown[]; feedback: unknown }[];
          };
          round.content.questions.forEach((_q, i) => {
            const clips = audio.questions[i];
            const said = [clips?.prompt, clips?.feedback, ...(clips?.options ?? [])].filter(
              (clip) => JSON.stringify(clip) !== JSON.stringify(SILENT_CLIP),
            );
            for (const clip of said) {
              expect(clip).toEqual({
                url: expect.stringMatching(/^\/v1\/audio\/[0-9a-f]{32}\.opus$/),
                synthetic: true,
              });
              urls.add((clip as { url: string }).url);
            }
          });
        }
      }
      expect(urls.size).toBeGreaterThan(5);
      for (const url of urls) {
        const clip = await t.app.inject({ method: 'GET', url });
        expect([url, clip.statusCode, clip.headers['content-type']]).toEqual([url, 200, 'audio/ogg']);
        expect(clip.rawPayload.subarray(0, 4).toString()).toBe('OggS');
      }
    },
  );

  it('gives Kannada items in the Kannada medium', async () => {
    const { load } = await child('ganita', 'Karnataka', 'Kannada');
    const [round] = await load();
    expect(round?.content.questions).toEqual(
      round?.practice?.seeds.map((seed) => generate('add.carry', 2, seed, 'kannada').question),
    );
    expect(round?.content.questions[0]?.answers?.length).toBeGreaterThan(1);
  });
});

describe('completing a practice activity', () => {
  it('scores right answers in full, a wrong one not, and pays max(0, score − best earlier)', async () => {
    const { load, complete } = await child();
    const [carry] = (await load()) as [Served];
    const practiceSeeds = carry.practice?.seeds;
    const answers = carry.content.questions.map(right);
    const oneWrong = [...answers.slice(0, 4), '-1'];
    const first = await complete({ activityId: carry.activityId, answers: oneWrong, practiceSeeds });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ score: 4, total: 5, coins: 4 });
    const second = await complete({ activityId: carry.activityId, answers, practiceSeeds });
    expect(second.json().data).toEqual({ score: 5, total: 5, coins: 1 });
    const again = await complete({ activityId: carry.activityId, answers, practiceSeeds });
    expect(again.json().data).toEqual({ score: 5, total: 5, coins: 0 });
  });

  it('scores an mcq round by the options', async () => {
    const { load, complete } = await child();
    const [, shapes] = (await load()) as [Served, Served];
    const answers = shapes.content.questions.map(right);
    const response = await complete({
      activityId: shapes.activityId,
      answers,
      practiceSeeds: shapes.practice?.seeds,
    });
    expect(response.json().data).toMatchObject({ score: 3, total: 3 });
  });

  it("judges the items it makes again from the seeds, never the client's questions", async () => {
    const { load, complete } = await child();
    const [carry] = (await load()) as [Served];
    const seeds = carry.practice?.seeds as number[];
    const answers = carry.content.questions.map(right);
    // Questions of the client's own (an easy one, with its answer) are refused outright.
    const forged = await complete({
      activityId: carry.activityId,
      answers: ['2'],
      practiceSeeds: seeds,
      questions: [{ prompt: '1 + 1 = ___', answers: ['2'] }],
    });
    expect(forged.statusCode).toBe(400);
    // Other seeds make other items: the answers to these ones are judged against those.
    const others = seeds.map((seed) => (seed + 1) >>> 0);
    const expected = others.filter(
      (seed, i) =>
        (generate('add.carry', 2, seed, 'english').question as { answers: string[] }).answers[0] ===
        answers[i],
    ).length;
    const swapped = await complete({ activityId: carry.activityId, answers, practiceSeeds: others });
    expect(swapped.json().data.score).toBe(expected);
    expect(expected).toBeLessThan(5);
  });

  it('takes Kannada digits from a Kannada-medium child', async () => {
    const { load, complete } = await child('ganita', 'Karnataka', 'Kannada');
    const [round] = (await load()) as [Served];
    const answers = round.content.questions.map((q) => kannadaDigits(q.answers?.[0] as string));
    expect(answers[0]).toMatch(/^[೦-೯]+$/);
    const response = await complete({
      activityId: round.activityId,
      answers,
      practiceSeeds: round.practice?.seeds,
    });
    expect(response.json().data).toEqual({ score: 4, total: 4, coins: 4 });
  });

  it('answers the first result for an idempotency key sent again, and pays once', async () => {
    const { load, complete } = await child();
    const [carry] = (await load()) as [Served];
    const payload = {
      activityId: carry.activityId,
      answers: carry.content.questions.map(right),
      practiceSeeds: carry.practice?.seeds,
      idempotencyKey: randomUUID(),
    };
    const first = await complete(payload);
    const retry = await complete(payload);
    expect(first.json().data).toEqual({ score: 5, total: 5, coins: 5 });
    expect(retry.json().data).toEqual({ score: 5, total: 5, coins: 5 });
    expect(retry.json().profile.coins).toBe(first.json().profile.coins);
  });

  it.each([
    ['no seeds', undefined],
    ['too few seeds', [1, 2, 3, 4]],
    ['too many seeds', [1, 2, 3, 4, 5, 6]],
    ['a fraction', [1, 2, 3, 4, 5.5]],
    ['a negative seed', [1, 2, 3, 4, -5]],
    ['a seed past 32 bits', [1, 2, 3, 4, 2 ** 32]],
    ['a text', [1, 2, 3, 4, '5']],
  ])('refuses %s (400) and records nothing', async (_, practiceSeeds) => {
    const { load, complete } = await child();
    const [carry] = (await load()) as [Served];
    const response = await complete({
      activityId: carry.activityId,
      answers: carry.content.questions.map(right),
      practiceSeeds,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    const [after] = (await load()) as [Served & { bestScore: number | null }];
    expect(after.bestScore).toBeNull();
  });

  it('ignores seeds sent with another kind of activity', async () => {
    const { load, complete } = await child();
    const [, , plain] = (await load()) as [Served, Served, Served];
    const response = await complete({ activityId: plain.activityId, answers: [1], practiceSeeds: [1, 2, 3] });
    expect(response.json().data).toMatchObject({ score: 1, total: 1 });
  });

  it('syncs offline rounds with their seeds, and rejects one without', async () => {
    const { load, headers } = await child();
    const [carry] = (await load()) as [Served];
    const event = {
      activityId: carry.activityId,
      answers: carry.content.questions.map(right),
      completedAt: new Date().toISOString(),
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/wallet/activity/sync',
      headers,
      payload: {
        events: [
          { ...event, eventId: randomUUID(), practiceSeeds: carry.practice?.seeds },
          { ...event, eventId: randomUUID() },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const [applied, rejected] = response.json().data;
    expect(applied).toMatchObject({ status: 'applied', score: 5, total: 5, coins: 5 });
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'VALIDATION_FAILED' });
  });
});

describe('the seeds of a round', () => {
  const definition = { skill: 'add.carry' as SkillId, level: 2, count: 5 };
  const on = (date: string, activity = 'activity') =>
    practiceSeeds('child', activity, definition, 'english', new Date(date));

  it('are the same through a day in India and change with the next one', () => {
    const morning = on('2026-11-21T19:00:00Z');
    expect(on('2026-11-22T18:00:00Z')).toEqual(morning);
    expect(on('2026-11-22T19:00:00Z')).not.toEqual(morning);
    expect(morning.every((seed) => Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32)).toBe(true);
  });

  it("are different items of the level's bank (ADR 032)", () => {
    const bank = bankSeeds('add.carry', 2, 'english');
    expect(bank).toHaveLength(32);
    for (let d = 10; d < 16; d++) {
      const round = on(`2026-11-${d}T06:00:00Z`);
      expect(new Set(round).size).toBe(5);
      for (const seed of round) expect(bank).toContain(seed);
    }
    // Another activity of the same level walks the bank in another order.
    expect(on('2026-11-10T06:00:00Z', 'other')).not.toEqual(on('2026-11-10T06:00:00Z'));
  });
});

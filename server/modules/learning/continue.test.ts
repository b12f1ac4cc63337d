import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcqActivity, signedInChild, subjectFile, testTopic, testUnit } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { importCurriculum } from '../curriculum/index.ts';

/**
 * GET /v1/auth/learning/continue (issues 15 and 27): the dashboard's "Continue where you left
 * off" (the next thing not done) and each subject's topics done. `signedInChild` is in class 4, CBSE, English medium.
 */
let t: TestApp;
const topics = (prefix: string) => [
  testTopic(`${prefix}1`, [mcqActivity(`${prefix}a1`), mcqActivity(`${prefix}a2`)], {
    en: `${prefix} one`,
    kn: 'ಒಂದು',
  }),
  testTopic(`${prefix}2`, [mcqActivity(`${prefix}a3`)], { en: `${prefix} two`, kn: 'ಎರಡು' }),
];

beforeAll(async () => {
  t = await createTestApp();
  await importCurriculum(t.db.db, t.db.kind, [
    subjectFile({ grade: '4', units: [testUnit(1, topics('m')), testUnit(2, topics('n'))] }),
    subjectFile({
      grade: '4',
      key: 'evs',
      name: { en: 'EVS', kn: 'ಪರಿಸರ' },
      units: [testUnit(1, topics('e'))],
    }),
  ]);
});
afterAll(async () => {
  await t.close();
});

type Units = { data: { chapters: { topics: { _id: string; topicName: { en: string } }[] }[] }[] };
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const unitsOf = async (subject: string, headers: Record<string, string>) =>
  (
    await get(`/v1/auth/subjects/${subject}/units?grade=4&board=CBSE&medium=English`, headers)
  ).json() as Units;
const activityIdsOf = async (topicId: string, headers: Record<string, string>) =>
  (await get(`/v1/auth/subjects/topic/${topicId}/activities`, headers))
    .json()
    .data.map((a: { activityId: string }) => a.activityId) as string[];
const complete = (headers: Record<string, string>, activityId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/wallet/activity',
    headers,
    payload: { activityId, answers: [1], idempotencyKey: randomUUID() },
  });

describe('continue where you left off (issue 15)', () => {
  it('a new child gets the first topic of the first subject, not started, and nothing done', async () => {
    const { headers } = await signedInChild(t);
    const response = await get('/v1/auth/learning/continue', headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({
      subject: { key: 'maths', name: { en: 'Maths', kn: 'ಗಣಿತ' } },
      unit: { unitNumber: 1, name: { en: 'Unit 1' } },
      chapter: { name: { en: 'Chapter' } },
      topic: { topicName: { en: 'm one' }, activityCount: 2, completedCount: 0 },
      finished: false,
      started: false,
    });
    expect(body.progress).toEqual([
      { subject: 'maths', topicCount: 4, topicsDone: 0 },
      { subject: 'evs', topicCount: 2, topicsDone: 0 },
    ]);
  });

  it("answers the last attempted activity's topic while something in it is not done, and counts topics done", async () => {
    const { headers } = await signedInChild(t);
    const [mathsOne, mathsTwo] = (await unitsOf('maths', headers)).data[0]?.chapters[0]?.topics ?? [];
    const [evsOne] = (await unitsOf('evs', headers)).data[0]?.chapters[0]?.topics ?? [];
    if (!mathsOne || !mathsTwo || !evsOne) throw new Error('no topics');

    // Maths topic two (one activity) finished, then one of EVS topic one's two activities.
    for (const id of await activityIdsOf(mathsTwo._id, headers))
      expect((await complete(headers, id)).statusCode).toBe(201);
    const [evsFirst] = await activityIdsOf(evsOne._id, headers);
    expect((await complete(headers, evsFirst ?? '')).statusCode).toBe(201);

    let body = (await get('/v1/auth/learning/continue', headers)).json();
    expect(body.data).toMatchObject({
      subject: { key: 'evs' },
      topic: { _id: evsOne._id, activityCount: 2, completedCount: 1 },
      finished: false,
      started: true,
    });
    expect(body.progress).toEqual([
      { subject: 'maths', topicCount: 4, topicsDone: 1 },
      { subject: 'evs', topicCount: 2, topicsDone: 0 },
    ]);

    // Back to maths topic two, finished: not "play again" but the next maths topic with something
    // to do. Unit 2's topics come next but are locked, so the earlier topic one, skipped on the way.
    const [again] = await activityIdsOf(mathsTwo._id, headers);
    await complete(headers, again ?? '');
    body = (await get('/v1/auth/learning/continue', headers)).json();
    expect(body.data).toMatchObject({
      subject: { key: 'maths' },
      unit: { unitNumber: 1 },
      topic: { _id: mathsOne._id, completedCount: 0 },
      finished: false,
      started: true,
    });
  });

  it('leads on topic by topic, then to another subject, and plays the last again when all is done', async () => {
    const { headers } = await signedInChild(t);
    const [mathsOne, mathsTwo] = (await unitsOf('maths', headers)).data[0]?.chapters[0]?.topics ?? [];
    const [evsOne, evsTwo] = (await unitsOf('evs', headers)).data[0]?.chapters[0]?.topics ?? [];
    if (!mathsOne || !mathsTwo || !evsOne || !evsTwo) throw new Error('no topics');
    const continueAt = async () => (await get('/v1/auth/learning/continue', headers)).json().data;

    // The second activity of topic one done first: the first one is still to do, so topic one.
    const [first, second] = await activityIdsOf(mathsOne._id, headers);
    await complete(headers, second ?? '');
    expect(await continueAt()).toMatchObject({
      topic: { _id: mathsOne._id, completedCount: 1 },
      finished: false,
    });
    await complete(headers, first ?? '');
    expect(await continueAt()).toMatchObject({
      topic: { _id: mathsTwo._id, completedCount: 0 },
      finished: false,
    });

    // Maths' open unit all done (unit 2 is locked): on to EVS.
    for (const id of await activityIdsOf(mathsTwo._id, headers)) await complete(headers, id);
    expect(await continueAt()).toMatchObject({ subject: { key: 'evs' }, topic: { _id: evsOne._id } });

    // Nothing open left: the topic just finished, to play again.
    for (const topic of [evsOne, evsTwo])
      for (const id of await activityIdsOf(topic._id, headers)) await complete(headers, id);
    expect(await continueAt()).toMatchObject({
      subject: { key: 'evs' },
      topic: { _id: evsTwo._id, completedCount: 1 },
      finished: true,
      started: true,
    });
  });

  it("another child's attempts are not this child's", async () => {
    const { headers } = await signedInChild(t);
    const body = (await get('/v1/auth/learning/continue', headers)).json();
    expect(body.data.started).toBe(false);
    expect(body.progress.every((p: { topicsDone: number }) => p.topicsDone === 0)).toBe(true);
  });

  it('the activities answer says where its topic sits, for the back link to its topic list', async () => {
    const { headers } = await signedInChild(t);
    const units = await unitsOf('maths', headers);
    const topic = units.data[0]?.chapters[0]?.topics[0];
    const body = (await get(`/v1/auth/subjects/topic/${topic?._id}/activities`, headers)).json();
    expect(body.topic).toMatchObject({
      subjectKey: 'maths',
      unitId: expect.any(String),
      chapterId: expect.any(String),
    });
  });

  it('needs a session', async () => {
    expect((await get('/v1/auth/learning/continue', {})).statusCode).toBe(401);
  });
});

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES } from '../domain/contract/examples.ts';
import type { paths } from '../domain/generated/api.d.ts';
import { API_TYPES_FILE, apiTypes } from '../scripts/apiTypes.ts';
import { currentPolicyVersion } from './modules/auth/index.ts';
import type { CurriculumActivity } from './modules/curriculum/index.ts';
import { lastOtp, newPhone } from './test/auth.ts';
import { importSubject, mcqActivity, testTopic, testUnit } from './test/students.ts';
import { createTestApp, type TestApp } from './test/testApp.ts';

/**
 * Issue 20: a client generated from the document alone (openapi-typescript's types,
 * openapi-fetch) does a child's first steps over real HTTP: sign-up by OTP, a subject's units,
 * a topic's activities, completing one of every kind with answers typed by the document. The inputs are the document's own examples where it has
 * them, so the examples are known to work too.
 */
let t: TestApp;

/** One activity of every kind but mcq (the first topic has that): issue 33's one activity type. */
const EVERY_KIND: CurriculumActivity[] = [
  {
    key: 'fill-one',
    kind: 'fill',
    heading: { title: 'Fill' },
    questions: [{ prompt: 'The sky is ___.', answers: ['blue'], feedback: 'f' }],
  },
  {
    key: 'match-one',
    kind: 'match',
    heading: { title: 'Match' },
    pairs: [
      { left: 'cow', right: 'calf', feedback: 'f' },
      { left: 'dog', right: 'puppy', feedback: 'f' },
      { left: 'cat', right: 'kitten', feedback: 'f' },
    ],
  },
  {
    key: 'sort-one',
    kind: 'classify',
    heading: { title: 'Sort' },
    categories: ['odd', 'even'],
    items: [
      { text: '1', category: 0, feedback: 'f' },
      { text: '2', category: 1, feedback: 'f' },
      { text: '3', category: 0, feedback: 'f' },
      { text: '4', category: 1, feedback: 'f' },
    ],
  },
  {
    key: 'video-one',
    kind: 'video',
    heading: { title: 'Watch' },
    video: { src: 'lessons/adding.mp4', title: 'Adding', durationSeconds: 13 },
  },
];

type Activities =
  paths['/v1/auth/subjects/topic/{topicId}/activities']['get']['responses'][200]['content']['application/json']['data'];
type Answers =
  paths['/v1/auth/wallet/activity']['post']['requestBody']['content']['application/json']['answers'];

/** Every answer right, read from the activity as the document types it: narrowed by `kind`, no casts. */
function rightAnswers(activity: Activities[number]): Answers {
  switch (activity.kind) {
    case 'mcq':
      return activity.content.questions.map((question) => question.answer);
    case 'fill':
      return activity.content.questions.map((question) => question.answers[0] ?? null);
    case 'match':
      return activity.content.pairs.map((_, i) => i);
    case 'classify':
      return activity.content.items.map((item) => item.category);
    case 'video':
      return { watched: activity.content.video.src.startsWith('/v1/media/') };
  }
}
let api: ReturnType<typeof createClient<paths>>;
beforeAll(async () => {
  t = await createTestApp();
  await importSubject(t.db, {
    grade: '3',
    units: [testUnit(1, [testTopic('t1', [mcqActivity('a1', 3)]), testTopic('t2', EVERY_KIND)])],
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  api = createClient<paths>({ baseUrl: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
});

describe('a client generated from /openapi.json', () => {
  it('is the committed domain/generated/api.d.ts (else run `npm run api:types`)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(await apiTypes(document)).toBe(readFileSync(API_TYPES_FILE, 'utf8'));
  });

  it('signs a child up, lists units, fetches a topic and completes an activity', async () => {
    const phone = newPhone();
    const sent = await api.POST('/v1/student/otp/send', { body: { phone } });
    expect(sent.response.status).toBe(200);
    const otpSecret = sent.data?.otpSecret ?? '';
    const otp = await lastOtp(t, phone);
    const verified = await api.POST('/v1/student/otp/verify', {
      body: { ...EXAMPLES.verifySignUpOtp.body, phone, otpSecret, otp },
    });
    expect(verified.data).toMatchObject({ success: true });
    const { consent, ...registration } = EXAMPLES.registerStudent.body;
    const signedUp = await api.POST('/v1/student/signup', {
      body: {
        ...registration,
        consent: { ...consent, policyVersion: currentPolicyVersion() },
        phone,
        otpSecret,
      },
    });
    expect(signedUp.response.status).toBe(201);
    const headers = { authorization: `Bearer ${signedUp.data?.tokenData.accessToken}` };

    const units = await api.GET('/v1/auth/subjects/{subject}/units', {
      params: { path: { subject: 'maths' }, query: { grade: '3', board: 'Karnataka', medium: 'English' } },
      headers,
    });
    const topicId = units.data?.data[0]?.chapters[0]?.topics[0]?._id ?? '';
    expect(topicId).not.toBe('');

    const topic = await api.GET('/v1/auth/subjects/topic/{topicId}/activities', {
      params: { path: { topicId } },
      headers,
    });
    const activityId = topic.data?.data[0]?.activityId ?? '';
    expect(activityId).not.toBe('');

    const done = await api.POST('/v1/auth/wallet/activity', {
      body: { activityId, answers: [1, 0, 1], idempotencyKey: randomUUID() },
      headers,
    });
    expect(done.response.status).toBe(201);
    expect(done.data?.data).toEqual({ score: 3, total: 3, coins: 3 });

    // Every kind, as a generated client sees it: each completed with its right answers.
    const secondTopic = units.data?.data[0]?.chapters[0]?.topics[1]?._id ?? '';
    const every = await api.GET('/v1/auth/subjects/topic/{topicId}/activities', {
      params: { path: { topicId: secondTopic } },
      headers,
    });
    const kinds = [...(topic.data?.data ?? []), ...(every.data?.data ?? [])];
    expect(kinds.map((activity) => activity.kind).sort()).toEqual([
      'classify',
      'fill',
      'match',
      'mcq',
      'video',
    ]);
    for (const activity of kinds.filter((a) => a.kind !== 'mcq')) {
      const completed = await api.POST('/v1/auth/wallet/activity', {
        body: {
          activityId: activity.activityId,
          answers: rightAnswers(activity),
          idempotencyKey: randomUUID(),
        },
        headers,
      });
      expect(completed.response.status, activity.kind).toBe(201);
      expect(completed.data?.data, activity.kind).toEqual({
        score: activity.total,
        total: activity.total,
        coins: activity.total,
      });
    }

    // Errors come typed too, in the one format.
    const again = await api.POST('/v1/auth/wallet/checkin', { headers: {} });
    expect(again.response.status).toBe(401);
    expect(again.error?.success).toBe(false);
  });
});

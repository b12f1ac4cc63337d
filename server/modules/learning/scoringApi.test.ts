import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeChildRow, importSubject, signedInChild, testTopic, testUnit } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

/**
 * Scoring of every activity kind through the HTTP layer, with right, wrong, partial and
 * Kannada answers (the client never sends a score; the server's count is what the child gets).
 */
let t: TestApp;
const base = (key: string) => ({ key, heading: { title: 'ಚಟುವಟಿಕೆ' }, timerSeconds: 60 });
const activities = [
  {
    ...base('mcq'),
    kind: 'mcq' as const,
    questions: [
      { prompt: 'ಎರಡು + ಎರಡು', options: ['3', '4'], answer: 1, feedback: 'f' },
      { prompt: 'ಮೂರು + ಒಂದು', options: ['4', '5'], answer: 0, feedback: 'f' },
    ],
  },
  {
    ...base('fill'),
    kind: 'fill' as const,
    questions: [
      // ಕನ್ನಡ written with a zero-width non-joiner and in decomposed form must still match.
      { prompt: 'ನಮ್ಮ ಭಾಷೆ ___', answers: ['ಕನ್ನಡ'], feedback: 'f' },
      { prompt: 'The ___ rises in the east', answers: ['Sun'], feedback: 'f' },
      { prompt: 'ಮರದ ___ ಹಸಿರು', answers: ['ಎಲೆ', 'ಎಲೆಗಳು'], feedback: 'f' },
    ],
  },
  {
    ...base('match'),
    kind: 'match' as const,
    pairs: [
      { left: 'ಹಸು', right: 'ಹಾಲು', feedback: 'f' },
      { left: 'ಜೇನುನೊಣ', right: 'ಜೇನು', feedback: 'f' },
      { left: 'ಕೋಳಿ', right: 'ಮೊಟ್ಟೆ', feedback: 'f' },
    ],
  },
  {
    ...base('classify'),
    kind: 'classify' as const,
    categories: ['ಹಣ್ಣು', 'ತರಕಾರಿ'],
    items: [
      { text: 'ಮಾವು', category: 0, feedback: 'f' },
      { text: 'ಬದನೆ', category: 1, feedback: 'f' },
      { text: 'ಬಾಳೆ', category: 0, feedback: 'f' },
      { text: 'ಟೊಮೆಟೊ', category: 1, feedback: 'f' },
    ],
  },
  {
    ...base('video'),
    kind: 'video' as const,
    video: { src: 'lessons/plants.mp4', title: 'ಸಸ್ಯಗಳು', durationSeconds: 30 },
  },
];

beforeAll(async () => {
  t = await createTestApp();
  await importSubject(t.db, {
    set: 'kannada-medium',
    grade: '2',
    key: 'kannada',
    name: { en: 'Kannada', kn: 'ಕನ್ನಡ' },
    colour: '#e67e22',
    units: [testUnit(1, [testTopic('t', activities)])],
  });
});
afterAll(async () => {
  await t.close();
});

async function activityIds() {
  const { headers, id } = await signedInChild(t);
  // A child of the class, board and medium of these activities (issue 27: only their own pay).
  await changeChildRow(t, id, { grade: '2', board: 'Karnataka', medium: 'Kannada' });
  const units = (
    await t.app.inject({
      method: 'GET',
      url: '/v1/auth/subjects/kannada/units?grade=2&board=Karnataka&medium=Kannada',
      headers,
    })
  ).json();
  const topicId = units.data[0].chapters[0].topics[0]._id;
  const list = (
    await t.app.inject({ method: 'GET', url: `/v1/auth/subjects/topic/${topicId}/activities`, headers })
  ).json().data as { activityId: string; kind: string }[];
  const ids = Object.fromEntries(list.map((a) => [a.kind, a.activityId]));
  const send = (kind: string, answers: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/wallet/activity',
      headers,
      payload: { activityId: ids[kind], answers, idempotencyKey: randomUUID() },
    });
  const complete = async (kind: string, answers: unknown) =>
    (await send(kind, answers)).json().data as { score: number; total: number };
  return { complete, send };
}

describe('scoring of every kind, through the API', () => {
  it.each([
    ['mcq', [1, 0], 2],
    ['mcq', [0, 0], 1],
    ['mcq', [0, 1], 0],
    ['fill', ['ಕನ್ನಡ', 'sun', 'ಎಲೆಗಳು'], 3],
    // decomposed, with a ZWNJ and extra spaces; English in capitals
    ['fill', ['  ಕ\u200Cನ್ನ\u200Dಡ '.normalize('NFD'), 'SUN ', 'ಹೂವು'], 2],
    ['fill', ['', null, '7'], 0],
    ['match', [0, 1, 2], 3],
    ['match', [0, 2, 1], 1],
    ['match', [2, 0, 1], 0],
    ['classify', [0, 1, 0, 1], 4],
    ['classify', [0, 0, 0, 0], 2],
    ['classify', [1, 0, 1, 0], 0],
    ['video', { watched: true }, 1],
    ['video', { watched: false }, 0],
  ])('%s with %j scores %i', async (kind, answers, expected) => {
    const { complete } = await activityIds();
    const result = await complete(kind, answers);
    expect(result.score).toBe(expected);
  });

  // One activity type (issue 33): answers are one of the kinds' shapes, or the body is refused.
  it.each([
    ['mcq', 'not a list'],
    ['fill', ['', null, 7]],
    ['video', { watched: 'yes' }],
  ])('%s with %j is refused: no kind answers so (400)', async (kind, answers) => {
    const { send } = await activityIds();
    const response = await send(kind, answers);
    expect([response.statusCode, response.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { importCurriculum } from '../curriculum/index.ts';

let t: TestApp;
const unit = (key: string, number: number) => ({
  key,
  number,
  name: { en: `Unit ${number}`, kn: `ಘಟಕ ${number}` },
  free: number === 1,
  chapters: [
    {
      key: 'c',
      name: { en: 'C', kn: 'ಸಿ' },
      topics: [
        {
          key: 't',
          name: { en: 'T', kn: 'ಟಿ' },
          activities: [
            {
              key: 'a',
              kind: 'match' as const,
              heading: { title: 'Match' },
              timerSeconds: 60,
              pairs: [1, 2, 3].map((n) => ({ left: `${n}`, right: `${n}`, feedback: 'ok' })),
            },
          ],
        },
      ],
    },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  const subject = (key: string, en: string, kn: string) => ({
    key,
    name: { en, kn },
    icon: key,
    colour: '#2f80ed',
    units: [unit('u1', 1), unit('u2', 2), unit('u3', 3)],
  });
  await importCurriculum(t.db.db, t.db.kind, [
    { file: 'a', set: 'english-medium', grade: '3', subject: subject('maths', 'Maths', 'ಗಣಿತ') },
    { file: 'b', set: 'english-medium', grade: '3', subject: subject('evs', 'EVS', 'ಪರಿಸರ') },
    { file: 'c', set: 'kannada-medium', grade: '3', subject: subject('kannada', 'Kannada', 'ಕನ್ನಡ') },
  ]);
});
afterAll(async () => {
  await t.close();
});

const get = (query: string) => t.app.inject({ method: 'GET', url: `/v1/web/subjects?${query}` });

describe('GET /v1/web/subjects (spec §7)', () => {
  it('lists the subjects of a class, board and medium, in order, with their unit count', async () => {
    const response = await get('grade=3&board=CBSE&medium=English');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((s: { key: string; unitCount: number }) => [s.key, s.unitCount])).toEqual(
      [
        ['maths', 3],
        ['evs', 3],
      ],
    );
    expect(response.json().data[0].name).toEqual({ en: 'Maths', kn: 'ಗಣಿತ' });
  });

  it('Karnataka English shares the English-medium content; Kannada medium has its own', async () => {
    expect((await get('grade=3&board=Karnataka&medium=English')).json().data).toHaveLength(2);
    expect(
      (await get('grade=3&board=Karnataka&medium=Kannada')).json().data.map((s: { key: string }) => s.key),
    ).toEqual(['kannada']);
  });

  it('an empty list for a class or board without content', async () => {
    expect((await get('grade=4&board=CBSE&medium=English')).json().data).toEqual([]);
    expect((await get('grade=3&board=SCERT&medium=Malayalam')).json().data).toEqual([]);
  });

  it('400 VALIDATION_FAILED naming the field for a bad grade or a missing board', async () => {
    const badGrade = await get('grade=9&board=CBSE&medium=English');
    expect([badGrade.statusCode, badGrade.json().code, badGrade.json().fields]).toEqual([
      400,
      'VALIDATION_FAILED',
      { grade: 'grade' },
    ]);
    const noBoard = await get('grade=3&medium=English');
    expect([noBoard.statusCode, noBoard.json().code, Object.keys(noBoard.json().fields)]).toEqual([
      400,
      'VALIDATION_FAILED',
      ['board'],
    ]);
  });

  it('may be kept by shared caches for five minutes: it is the same for every child', async () => {
    const response = await get('grade=3&board=CBSE&medium=English');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});

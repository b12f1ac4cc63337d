import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../domain/practice/index.ts';
import { TEST_COMPANY_ENV } from '../../test/company.ts';
import { type MiniCurriculum, writeMiniCurriculum } from '../../test/miniCurriculum.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

/** The content team's preview (issue 19), through the real HTTP layer, on a curriculum of its own. */
let files: MiniCurriculum;
let t: TestApp;
beforeAll(async () => {
  files = writeMiniCurriculum();
  t = await createTestApp({ env: { CURRICULUM_DIR: files.dir, MEDIA_DIR: files.mediaDir } });
});
afterAll(async () => {
  await t.close();
  files.remove();
});

const TOPIC = '/v1/preview/topics/english-medium/4/maths/numbers/adding/sums';

describe('GET /v1/preview/curriculum', () => {
  it('lists the subjects of the files with their topics in order, and no problem', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/preview/curriculum' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { subjects, problems } = response.json().data;
    expect(problems).toEqual([]);
    expect(subjects).toHaveLength(1);
    expect(subjects[0]).toMatchObject({ set: 'english-medium', grade: '4', key: 'maths' });
    expect(subjects[0].name).toEqual({ en: 'Maths', kn: 'ಗಣಿತ' });
    expect(
      subjects[0].topics.map((topic: { key: string; activityCount: number }) => [
        topic.key,
        topic.activityCount,
      ]),
    ).toEqual([
      ['sums', 5],
      ['practice-sums', 1],
    ]);
  });

  it('still lists a subject whose file has a problem, with the problem as content:check says it', async () => {
    const before = readFileSync(files.file, 'utf8');
    try {
      writeFileSync(files.file, before.replace('answer: 1,', 'answer: 7,'));
      const { subjects, problems } = (
        await t.app.inject({ method: 'GET', url: '/v1/preview/curriculum' })
      ).json().data;
      expect(subjects.map((s: { key: string }) => s.key)).toEqual(['maths']);
      expect(problems).toEqual([
        {
          file: expect.stringMatching(/english-medium\/grade-4\/maths\.yaml$/),
          path: 'units.0.chapters.0.topics.0.activities.0.questions.0.answer',
          message: 'there is no option 7',
        },
      ]);
    } finally {
      writeFileSync(files.file, before);
    }
  });
});

describe('GET /v1/preview/topics/…', () => {
  it('gives every activity of the topic with its answers and feedback; a video its title and length only', async () => {
    const response = await t.app.inject({ method: 'GET', url: TOPIC });
    expect(response.statusCode).toBe(200);
    const { topic, data } = response.json();
    expect(topic).toMatchObject({
      set: 'english-medium',
      grade: '4',
      name: { en: 'Sums', kn: 'ಮೊತ್ತಗಳು' },
      unit: { en: 'Numbers', kn: 'ಸಂಖ್ಯೆಗಳು' },
      chapter: { en: 'Adding', kn: 'ಕೂಡುವುದು' },
      unitNumber: 1,
      language: 'en',
    });
    expect(data.map((a: { kind: string; heading: { title: string } }) => [a.kind, a.heading.title])).toEqual([
      ['mcq', 'Pick the sum'],
      ['fill', 'Fill the sum'],
      ['match', 'Match the sums'],
      ['classify', 'Odd or even'],
      ['video', 'Adding, the video'],
    ]);
    expect(data[0].content.questions[0]).toEqual({
      prompt: '2 + 3 = ?',
      options: ['4', '5', '6'],
      answer: 1,
      feedback: '2 and 3 make 5.',
    });
    expect(data[1].content.questions[0].answers).toEqual(['8', 'eight']);
    expect(data[3].content.categories).toEqual(['Odd', 'Even']);
    // No file name: a video reaches a child by signed links only.
    expect(data[4].content).toEqual({ video: { title: 'How we add', durationSeconds: 95 } });
    expect(JSON.stringify(data[4])).not.toContain('adding.mp4');
  });

  it('shows a saved edit at once, before any import', async () => {
    const before = readFileSync(files.file, 'utf8');
    try {
      writeFileSync(files.file, before.replace('"Pick the sum"', '"Choose the sum"'));
      const { data } = (await t.app.inject({ method: 'GET', url: TOPIC })).json();
      expect(data[0].heading.title).toBe('Choose the sum');
    } finally {
      writeFileSync(files.file, before);
    }
  });

  it('shows the pictures beside the options, as the child gets them (ADR 026)', async () => {
    const before = readFileSync(files.file, 'utf8');
    try {
      writeFileSync(
        files.file,
        before.replace(
          '                kind: mcq\n                heading: { title: "Pick the sum" }\n',
          '                kind: mcq\n                heading: { title: "Pick the sum" }\n                pictures: { "5": hand-with-fingers-splayed }\n',
        ),
      );
      const { data } = (await t.app.inject({ method: 'GET', url: TOPIC })).json();
      expect(data[0].content.pictures).toEqual({ '5': 'hand-with-fingers-splayed' });
    } finally {
      writeFileSync(files.file, before);
    }
  });

  it('shows a text left silent (audio: none) as the child gets it: { silent: true }, no clip', async () => {
    const before = readFileSync(files.file, 'utf8');
    try {
      writeFileSync(
        files.file,
        before.replace('options: ["4", "5", "6"]', 'options: ["4", { text: "5", audio: none }, "6"]'),
      );
      const { data } = (await t.app.inject({ method: 'GET', url: TOPIC })).json();
      expect(data[0].content.questions[0].options).toEqual(['4', '5', '6']);
      expect(data[0].audio.questions[0].options[1]).toEqual({ silent: true });
      expect(data[0].audio.questions[0].options[0]).not.toEqual({ silent: true });
    } finally {
      writeFileSync(files.file, before);
    }
  });

  it('shows a practice round as the fill its skill makes, items from fixed seeds, the same each time', async () => {
    const url = '/v1/preview/topics/english-medium/4/maths/numbers/adding/practice-sums';
    const first = (await t.app.inject({ method: 'GET', url })).json().data[0];
    const again = (await t.app.inject({ method: 'GET', url })).json().data[0];
    expect(first.kind).toBe('fill');
    expect(first.practice).toMatchObject({ skill: 'add.carry', level: 1, count: 4 });
    expect(first.practice.seeds).toHaveLength(4);
    expect(again).toEqual(first);
    // Each item is the generator's own for its seed, in the set's language.
    const items = first.practice.seeds.map(
      (seed: number) => generate('add.carry', 1, seed, 'english').question,
    );
    expect(first.content.questions).toEqual(items);
  });

  it('answers 404 NOT_FOUND for a topic the files do not have', async () => {
    for (const url of [
      '/v1/preview/topics/english-medium/4/maths/numbers/adding/nothing',
      '/v1/preview/topics/english-medium/5/maths/numbers/adding/sums',
      '/v1/preview/topics/kannada-medium/4/maths/numbers/adding/sums',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('switched off', () => {
  it('in production without CONTENT_PREVIEW: both paths answer 404, as unknown paths do', async () => {
    const off = await createTestApp({
      env: {
        NODE_ENV: 'production',
        ALLOW_LOCAL_SMS_IN_PRODUCTION: '1',
        ...TEST_COMPANY_ENV,
        CURRICULUM_DIR: files.dir,
        MEDIA_DIR: files.mediaDir,
      },
    });
    try {
      for (const url of ['/v1/preview/curriculum', TOPIC]) {
        const response = await off.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().message).toMatch(/^No such endpoint/);
      }
    } finally {
      await off.close();
    }
  });

  it('in production with CONTENT_PREVIEW=1 (an editors’ server): on', async () => {
    const on = await createTestApp({
      env: {
        NODE_ENV: 'production',
        ALLOW_LOCAL_SMS_IN_PRODUCTION: '1',
        ...TEST_COMPANY_ENV,
        CONTENT_PREVIEW: '1',
        CURRICULUM_DIR: files.dir,
        MEDIA_DIR: files.mediaDir,
      },
    });
    try {
      expect((await on.app.inject({ method: 'GET', url: TOPIC })).statusCode).toBe(200);
    } finally {
      await on.close();
    }
  });

  it('is not in the OpenAPI document (an editors’ tool, not the app’s API)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/v1/preview'))).toEqual([]);
  });
});

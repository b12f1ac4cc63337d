import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, queriesRun, type TestDatabase } from '../../test/testApp.ts';
import {
  type CurriculumActivity,
  type CurriculumFile,
  catalogueSource,
  importCurriculum,
} from '../curriculum/index.ts';
import { completableActivity } from './completableActivity.ts';

/** Activities read once per content version (issue 31): a new import is a new version. */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

const mcq = (key: string, answer: number): CurriculumActivity => ({
  key,
  kind: 'mcq',
  heading: { title: 'Add' },
  timerSeconds: 60,
  questions: [{ prompt: '1 + 1 = ?', options: ['1', '2'], answer, feedback: '1 and 1 make 2.' }],
});
const file = (activities: CurriculumActivity[]): CurriculumFile => ({
  file: 'x.yaml',
  set: 'english-medium',
  grade: '1',
  subject: {
    key: 'maths',
    name: { en: 'Maths', kn: 'ಗಣಿತ' },
    icon: 'maths',
    colour: '#2f80ed',
    units: [
      {
        key: 'numbers',
        number: 1,
        name: { en: 'Numbers', kn: 'ಸಂಖ್ಯೆಗಳು' },
        free: true,
        chapters: [
          {
            key: 'adding',
            name: { en: 'Adding', kn: 'ಕೂಡುವುದು' },
            topics: [{ key: 'sums', name: { en: 'Sums', kn: 'ಮೊತ್ತ' }, activities }],
          },
        ],
      },
    ],
  },
});
const idOf = async (key: string) =>
  (await t.db.db.selectFrom('activities').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
const keyOf = (activity: Awaited<ReturnType<typeof completableActivity>>) =>
  activity && 'body' in activity.rules && activity.rules.body.kind === 'mcq'
    ? activity.rules.body.questions[0]?.answer
    : undefined;

describe('the activities completing one reads (issue 31)', () => {
  it('are read once per content version, and an import makes them read again: a changed key, a retired activity', async () => {
    await importCurriculum(t.db.db, t.db.kind, [file([mcq('a', 1), mcq('b', 1)])]);
    const source = catalogueSource(t.db.db, 0);
    const [a, b] = [await idOf('a'), await idOf('b')];
    const first = await source.current();
    expect(keyOf(await completableActivity(t.db.db, first, a))).toBe(1);
    expect(await completableActivity(t.db.db, first, b)).toBeDefined();

    const before = queriesRun.count;
    expect(keyOf(await completableActivity(t.db.db, first, a))).toBe(1);
    expect(queriesRun.count - before).toBe(0);

    await importCurriculum(t.db.db, t.db.kind, [file([mcq('a', 0)])]);
    const second = await source.current();
    expect(second).not.toBe(first);
    expect(keyOf(await completableActivity(t.db.db, second, a))).toBe(0);
    expect(await completableActivity(t.db.db, second, b)).toBeUndefined();
  });
});

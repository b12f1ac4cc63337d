import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSubject, mcqActivity, testTopic, testUnit } from '../../test/students.ts';
import { createTestDatabase, queriesRun, type TestDatabase } from '../../test/testApp.ts';
import { type CurriculumActivity, catalogueSource } from '../curriculum/index.ts';
import { completableActivity } from './completableActivity.ts';

/** Activities read once per content version (issue 31): a new import is a new version. */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

/** Maths of class 1 with these activities in one topic, imported. */
const importTopic = (activities: CurriculumActivity[]) =>
  importSubject(t.db, { grade: '1', units: [testUnit(1, [testTopic('sums', activities)])] });
/** The same activity with each question keyed on another of its options. */
const rekeyed = (activity: CurriculumActivity): CurriculumActivity =>
  activity.kind === 'mcq'
    ? { ...activity, questions: activity.questions.map((q) => ({ ...q, answer: 1 - q.answer })) }
    : activity;
const idOf = async (key: string) =>
  (await t.db.db.selectFrom('activities').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
const keyOf = (activity: Awaited<ReturnType<typeof completableActivity>>) =>
  activity && 'body' in activity.rules && activity.rules.body.kind === 'mcq'
    ? activity.rules.body.questions[0]?.answer
    : undefined;

describe('the activities completing one reads (issue 31)', () => {
  it('are read once per content version, and an import makes them read again: a changed key, a retired activity', async () => {
    await importTopic([mcqActivity('a'), mcqActivity('b')]);
    const source = catalogueSource(t.db.db, 0);
    const [a, b] = [await idOf('a'), await idOf('b')];
    const first = await source.current();
    expect(keyOf(await completableActivity(t.db.db, first, a))).toBe(1);
    expect(await completableActivity(t.db.db, first, b)).toBeDefined();

    const before = queriesRun.count;
    expect(keyOf(await completableActivity(t.db.db, first, a))).toBe(1);
    expect(queriesRun.count - before).toBe(0);

    await importTopic([rekeyed(mcqActivity('a'))]);
    const second = await source.current();
    expect(second).not.toBe(first);
    expect(keyOf(await completableActivity(t.db.db, second, a))).toBe(0);
    expect(await completableActivity(t.db.db, second, b)).toBeUndefined();
  });
});

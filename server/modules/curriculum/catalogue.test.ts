import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcqActivity, subjectFile, testTopic, testUnit } from '../../test/students.ts';
import { createTestDatabase, type TestDatabase } from '../../test/testApp.ts';
import { catalogueSource } from './catalogue.ts';
import { importCurriculum } from './curriculum.service.ts';

/** The in-memory curriculum: what it holds, and when an instance sees an import. */
let t: TestDatabase;
const file = (topicName: string, activityKeys: string[]) =>
  subjectFile({
    grade: '3',
    units: [
      testUnit(1, [
        testTopic(
          't1',
          activityKeys.map((key) => mcqActivity(key)),
          { en: topicName, kn: 'ವಿಷಯ' },
        ),
      ]),
    ],
  });

beforeAll(async () => {
  t = await createTestDatabase();
  await importCurriculum(t.db.db, t.db.kind, [file('Count to ten', ['a', 'b'])]);
});
afterAll(async () => {
  await t.drop();
});

describe('the curriculum in memory', () => {
  it('holds subjects, units, chapters and topics in order, with the live activities of each topic', async () => {
    const catalogue = await catalogueSource(t.db.db, 0).current();
    const [maths] = catalogue.subjects('english-medium', '3');
    expect(maths?.key).toBe('maths');
    expect(catalogue.subjects('kannada-medium', '3')).toEqual([]);
    const topic = maths?.units[0]?.chapters[0]?.topics[0];
    expect(topic?.name.en).toBe('Count to ten');
    expect(topic?.activityIds).toHaveLength(2);
    expect(catalogue.topic(topic?.id ?? '')?.chapter.unit.subject.key).toBe('maths');
    const stored = await t.db.db
      .selectFrom('activities')
      .select('id')
      .where('topic_id', '=', topic?.id ?? '')
      .orderBy('position')
      .execute();
    expect(topic?.activityIds).toEqual(stored.map((row) => row.id));
    expect(catalogue.topic(topic?.id ?? '')?.chapter.unit.free).toBe(true);
  });

  it('an instance sees an import at its next check, and not before', async () => {
    const everyRequest = catalogueSource(t.db.db, 0);
    const hourly = catalogueSource(t.db.db, 3600);
    const topicName = async (source: typeof hourly) =>
      (await source.current()).subjects('english-medium', '3')[0]?.units[0]?.chapters[0]?.topics[0];
    expect((await topicName(hourly))?.name.en).toBe('Count to ten');

    // A re-import renames the topic and retires activity 'b'.
    await importCurriculum(t.db.db, t.db.kind, [file('Count to twenty', ['a'])]);
    const fresh = await topicName(everyRequest);
    expect(fresh?.name.en).toBe('Count to twenty');
    expect(fresh?.activityIds).toHaveLength(1);
    // The hourly one keeps its copy until its hour is up: the README says so.
    expect((await topicName(hourly))?.name.en).toBe('Count to ten');
  });

  it('parallel requests during a reload share one load', async () => {
    const source = catalogueSource(t.db.db, 0);
    const all = await Promise.all(Array.from({ length: 20 }, () => source.current()));
    expect(new Set(all).size).toBe(1);
  });
});

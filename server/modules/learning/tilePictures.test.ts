import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcqActivity, signedInChild, subjectFile, testTopic, testUnit } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import type { CurriculumActivity } from '../curriculum/index.ts';
import { importCurriculum } from '../curriculum/index.ts';

/**
 * Issue 29: the units answer (units, their chapters and topics: the child's unit, chapter and
 * topic screens) carries each tile's picture, as the import worked it out (own, or from an item
 * under it), and the subject's icon where nothing under a tile has one. `signedInChild` is in
 * class 4, CBSE, English medium.
 */
let t: TestApp;
const tapTheDuck: CurriculumActivity = {
  key: 'tap-the-duck',
  kind: 'mcq',
  heading: { title: 'Tap the duck' },
  pictures: { Duck: 'duck', Dog: 'dog' },
  questions: [{ prompt: 'Which one swims?', options: ['Duck', 'Dog'], answer: 0, feedback: 'A duck swims.' }],
};

beforeAll(async () => {
  t = await createTestApp();
  const first = testUnit(1, [
    testTopic('words', [mcqActivity('add')]),
    testTopic('pictures', [mcqActivity('add-again'), tapTheDuck]),
  ]);
  const named = { ...testUnit(2, [testTopic('more-words', [mcqActivity('add-more')])]), picture: 'tree' };
  await importCurriculum(t.db.db, t.db.kind, [
    subjectFile({
      grade: '4',
      units: [first, named, testUnit(3, [testTopic('last', [mcqActivity('add-last')])])],
    }),
  ]);
});
afterAll(async () => {
  await t.close();
});

type Tile = { picture?: string };
type Units = { data: (Tile & { chapters: (Tile & { topics: Tile[] })[] })[] };

describe('tile pictures in the units answer (issue 29)', () => {
  it('each unit, chapter and topic carries its picture, or the subject icon', async () => {
    const { childHeaders } = await signedInChild(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/subjects/maths/units?grade=4&board=CBSE&medium=English',
      headers: childHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeTruthy();
    const [one, two, three] = (response.json() as Units).data;
    const icon = '/images/subjects/maths.svg';
    // Unit 1: the words-only topic shows the icon; the other its item's first picture, which
    // its chapter and unit take too.
    expect(one?.picture).toBe('/pictures/duck.svg');
    expect(one?.chapters[0]?.picture).toBe('/pictures/duck.svg');
    expect(one?.chapters[0]?.topics.map((topic) => topic.picture)).toEqual([icon, '/pictures/duck.svg']);
    // Unit 2: its own picture; nothing below it has one.
    expect(two?.picture).toBe('/pictures/tree.svg');
    expect(two?.chapters[0]?.picture).toBe(icon);
    expect(three?.picture).toBe(icon);
  });
});

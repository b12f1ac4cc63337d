import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryCard } from '../../../domain/contract/stories.ts';
import { currentMonday } from '../../../domain/rules/calendarWeek.ts';
import { storyCoins } from '../../../domain/rules/coins.ts';
import { studentRow } from '../../test/auth.ts';
import { signedInChild } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { readStories } from './readStories.ts';
import type { Story } from './storySchema.ts';

/**
 * Reading counts (issue 30 point 4) through the real HTTP layer: a story finished pays its coins
 * once ever per child (the same reading sent again, a second reading, a race of both), counts
 * for the streak on a day of reading only, and for the weekly report of that child alone.
 */
let t: TestApp;
let stories: Story[];
beforeAll(async () => {
  t = await createTestApp();
  stories = readStories('curriculum/stories').stories;
});
afterAll(async () => {
  await t.close();
});

/** A served story of `level` in English, a different one for each `n`. */
const storyOf = (level: number, n = 0) => {
  const story = stories.filter((s) => s.level === level && s.language === 'en')[n];
  if (!story) throw new Error(`no level-${level} story number ${n}`);
  return story;
};
const rightAnswers = (story: Story) => story.questions.map((q) => q.answer);

const complete = (
  headers: Record<string, string>,
  key: string,
  body: Partial<{ completionId: string; seconds: number; pagesRecorded: number; answers: number[] }>,
) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/auth/stories/${key}/completions`,
    headers,
    payload: { completionId: randomUUID(), seconds: 120, pagesRecorded: 0, answers: [0, 0], ...body },
  });

const storyLedger = (childId: string) =>
  t.db.db
    .selectFrom('coin_ledger')
    .select(['amount', 'reference'])
    .where('student_id', '=', childId)
    .where('reason', '=', 'story')
    .execute();
const readings = (childId: string) =>
  t.db.db.selectFrom('story_readings').selectAll().where('student_id', '=', childId).execute();

describe('POST /v1/auth/stories/:key/completions', () => {
  it('pays a story’s coins once: the same reading again answers as before, a second reading pays 0', async () => {
    const child = await signedInChild(t);
    const story = storyOf(1);
    const completionId = randomUUID();
    const first = await complete(child.childHeaders, story.key, {
      completionId,
      seconds: 150,
      answers: rightAnswers(story),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({
      correct: story.questions.length,
      questions: story.questions.length,
      coins: storyCoins(1),
      firstTime: true,
    });
    expect(first.json().profile.coinBalance).toBe(storyCoins(1));

    // A retry of the same reading (a lost answer, the offline queue's second sync).
    const again = await complete(child.childHeaders, story.key, { completionId, answers: [0, 0, 0] });
    expect([again.statusCode, again.json().data]).toEqual([
      201,
      {
        correct: story.questions.length,
        questions: story.questions.length,
        coins: storyCoins(1),
        firstTime: false,
      },
    ]);
    // The story read again, another day: counted, paid nothing.
    const second = await complete(child.childHeaders, story.key, { answers: rightAnswers(story) });
    expect(second.json().data).toMatchObject({ coins: 0, firstTime: true });
    expect(second.json().profile.coinBalance).toBe(storyCoins(1));
    expect(await storyLedger(child.id)).toEqual([{ amount: storyCoins(1), reference: story.key }]);
    expect((await readings(child.id)).map((r) => r.coins).sort()).toEqual([0, storyCoins(1)]);
  });

  it('pays once under a race: the same reading ten times at once, and five readings at once', async () => {
    const child = await signedInChild(t);
    const [one, two] = [storyOf(2, 0), storyOf(2, 1)];
    const completionId = randomUUID();
    const same = await Promise.all(
      Array.from({ length: 10 }, () =>
        complete(child.childHeaders, one.key, { completionId, answers: rightAnswers(one) }),
      ),
    );
    expect(same.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(same.map((r) => r.json().data.coins)).toEqual(Array(10).fill(storyCoins(2)));
    expect(same.filter((r) => r.json().data.firstTime)).toHaveLength(1);
    const many = await Promise.all(
      Array.from({ length: 5 }, () => complete(child.childHeaders, two.key, { answers: rightAnswers(two) })),
    );
    expect(many.map((r) => r.json().data.coins).sort()).toEqual([0, 0, 0, 0, storyCoins(2)]);
    expect(await storyLedger(child.id)).toHaveLength(2);
    expect(await readings(child.id)).toHaveLength(6);
  });

  it('scores the answers on the server and pays the story whatever they are', async () => {
    const child = await signedInChild(t);
    const story = storyOf(3);
    const wrong = story.questions.map((q) => (q.answer + 1) % q.options.length);
    const answer = await complete(child.childHeaders, story.key, { answers: wrong, pagesRecorded: 12 });
    expect(answer.json().data).toMatchObject({ correct: 0, coins: storyCoins(3) });
    // Pages recorded are at most the story's pages.
    expect((await readings(child.id))[0]?.pages_recorded).toBe(Math.min(12, story.pages.length));
  });

  it('refuses what is not a reading: no such story, the wrong number of answers, no session', async () => {
    const child = await signedInChild(t);
    const story = storyOf(1);
    expect((await complete(child.childHeaders, 'no-such-story', {})).statusCode).toBe(404);
    const short = await complete(child.childHeaders, story.key, { answers: [0] });
    expect([short.statusCode, short.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await complete(child.childHeaders, story.key, { seconds: -1 })).statusCode).toBe(400);
    expect((await complete({}, story.key, {})).statusCode).toBe(401);
    // A reading's id is its story's: the same id for another story is refused, nothing paid.
    const completionId = randomUUID();
    await complete(child.childHeaders, story.key, { completionId, answers: rightAnswers(story) });
    const other = storyOf(1, 1);
    const reused = await complete(child.childHeaders, other.key, {
      completionId,
      answers: rightAnswers(other),
    });
    expect(reused.statusCode).toBe(400);
    expect(await storyLedger(child.id)).toHaveLength(1);
  });

  it('counts for this child only: the library marks it read, another child’s own reading still pays', async () => {
    const reader = await signedInChild(t);
    const another = await signedInChild(t);
    const story = storyOf(1);
    const sameId = randomUUID();
    await complete(reader.childHeaders, story.key, { completionId: sameId, answers: rightAnswers(story) });
    const cards = async (headers: Record<string, string>) =>
      (
        (await t.app.inject({ method: 'GET', url: '/v1/auth/stories', headers })).json().data as StoryCard[]
      ).filter((c) => c.read);
    expect((await cards(reader.childHeaders)).map((c) => c.key)).toEqual([story.key]);
    expect(await cards(another.childHeaders)).toEqual([]);
    // The same completion id from another phone's child is that child's own reading.
    const theirs = await complete(another.childHeaders, story.key, {
      completionId: sameId,
      answers: rightAnswers(story),
    });
    expect(theirs.json().data).toMatchObject({ coins: storyCoins(1), firstTime: true });
    const read = await t.app.inject({
      method: 'GET',
      url: `/v1/auth/stories/${story.key}`,
      headers: reader.childHeaders,
    });
    expect(read.json().data.read).toBe(true);
  });
});

describe('reading in the streak and the weekly report', () => {
  it('a day of reading only keeps the streak', async () => {
    const child = await signedInChild(t);
    const streak = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/v1/auth/wallet/streak', headers: child.childHeaders })
      ).json().data;
    expect(await streak()).toMatchObject({ days: 0, activeToday: false });
    await complete(child.childHeaders, storyOf(1).key, { answers: rightAnswers(storyOf(1)) });
    expect(await streak()).toMatchObject({ days: 1, activeToday: true, checkedInToday: false });
  });

  it("counts a child's stories, minutes and pages recorded in that child's week, not a brother's", async () => {
    const child = await signedInChild(t);
    const parentId = (
      await t.db.db
        .selectFrom('students')
        .select('parent_id')
        .where('id', '=', child.id)
        .executeTakeFirstOrThrow()
    ).parent_id as string;
    const brotherId = randomUUID();
    await t.db.db
      .insertInto('students')
      .values(studentRow({ id: brotherId, parent_id: parentId }))
      .execute();
    const [one, two] = [storyOf(1), storyOf(2)];
    await complete(child.childHeaders, one.key, {
      seconds: 150,
      pagesRecorded: 2,
      answers: rightAnswers(one),
    });
    await complete(child.childHeaders, two.key, { seconds: 100, answers: rightAnswers(two) });
    await complete(child.childHeaders, one.key, { seconds: 60, answers: rightAnswers(one) });
    const week = currentMonday(new Date());
    const report = async (childId: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/auth/children/${childId}/report?week=${week}&lang=en`,
          headers: child.headers,
        })
      ).json().data;
    // Three readings (one story twice); 150 + 100 + 60 s = 5 min 10 s; 2 pages recorded.
    expect(await report(child.id)).toMatchObject({
      storiesRead: 3,
      readingMinutes: 5,
      pagesRecorded: 2,
      coins: storyCoins(1) + storyCoins(2),
      activities: 0,
    });
    expect(await report(brotherId)).toMatchObject({
      storiesRead: 0,
      readingMinutes: 0,
      pagesRecorded: 0,
      coins: 0,
    });
  });
});

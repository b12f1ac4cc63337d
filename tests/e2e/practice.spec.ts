import type { ActivityBody } from '../../domain/contract/activity.ts';
import { changeDatabase, expect, expectNoAxeViolations, queryDatabase, test } from './fixtures.ts';
import { ENGLISH, newPhone, signUpQuickly } from './journeys.ts';
import { finish, openActivity, play } from './players.ts';

/**
 * Generated practice (issue 19): a topic that says "practise adding with carrying" serves a
 * round of generated items; the child plays it as any fill-in activity, and the server re-creates
 * the items from their seeds to score them.
 */
for (const [name, t, prefix] of [ENGLISH]) {
  const kannada = prefix === '/kn';
  const account = kannada
    ? { grade: '3', board: 'Karnataka', medium: 'Kannada', set: 'kannada-medium' }
    : { grade: '3', board: 'CBSE', medium: 'English', set: 'english-medium' };

  test(`a child plays a generated practice round and the server scores it (${name})`, async ({
    page,
    clientAddress,
  }, info) => {
    const { profile, tokenData } = await signUpQuickly(
      page,
      clientAddress,
      newPhone(info.workerIndex),
      account,
    );
    // The practice round of class 3 maths that adds 3-digit numbers with carrying (the topic's
    // second activity; its first, a lower level, is a warm-up): open its unit for this child.
    const [topic] = queryDatabase<{ topic_id: string; unit_id: string; activity_id: string }>(
      `select a.topic_id, u.id as unit_id, a.id as activity_id from activities a
       join topics t on t.id = a.topic_id
       join chapters c on c.id = t.chapter_id join units u on u.id = c.unit_id
       join subjects s on s.id = u.subject_id
       where s.content_set = ? and s.grade = '3'
         and a.key in ('practise-add-and-carry-hundreds', 'practise-adding-hundreds-with-regrouping')
         and a.retired_at is null`,
      account.set,
    );
    if (!topic) throw new Error('no practice topic');
    changeDatabase(
      'insert into unit_unlocks (student_id, unit_id, created_at) values (?, ?, ?)',
      profile._id,
      topic.unit_id,
      new Date().toISOString(),
    );

    // The round as the server serves it (its answers travel with it, ADR 012).
    const served = await page.request.get(`/v1/auth/subjects/topic/${topic.topic_id}/activities`, {
      headers: { authorization: `Bearer ${tokenData.accessToken}` },
    });
    expect(served.status()).toBe(200);
    const activities = (await served.json()).data as {
      activityId: string;
      kind: 'fill';
      content: { questions: { prompt: string; answers: string[]; feedback: string }[] };
      practice?: { seeds: number[] };
    }[];
    const index = activities.findIndex((activity) => activity.activityId === topic.activity_id);
    const round = activities[index];
    expect(round?.practice?.seeds).toHaveLength(5);
    expect(round?.kind).toBe('fill');
    const body = { kind: 'fill', questions: round?.content.questions ?? [] } as ActivityBody;

    await openActivity(page, prefix, t, { topicId: topic.topic_id, index, count: activities.length });
    await expectNoAxeViolations(page);
    // Every text of a round has its clip (ADR 032): the first prompt's speaker plays it, and the
    // clip answers with audio.
    const prompt = round?.content.questions[0]?.prompt ?? '';
    const speaker = page
      .locator('.activity__player')
      .getByRole('button', { name: t['activity.read.listen'].replace('{text}', prompt), exact: true });
    await expect(speaker).toHaveAttribute('data-clip', /^[0-9a-f]{32}$/);
    const clip = await speaker.getAttribute('data-clip');
    const fetched = page.waitForResponse((r) => r.url().endsWith(`/v1/audio/${clip}.opus`));
    await speaker.click();
    // The audio element may ask for a byte range (206); the whole clip answers 200.
    expect([200, 206]).toContain((await fetched).status());
    const whole = await page.request.get(`/v1/audio/${clip}.opus`);
    expect([whole.status(), whole.headers()['content-type']]).toEqual([200, 'audio/ogg']);
    // A sum is typed on the phone's number pad, not hunted for on a letter keyboard.
    await expect(page.locator('.fill__blank').first()).toHaveAttribute('inputmode', 'numeric');
    await play(page, t, body, true);
    const popup = await finish(page, t, 'fill');
    await expectNoAxeViolations(page);
    await expect(popup).toBeVisible();
    // Scored on the server from the seeds: five right, five coins.
    await expect
      .poll(
        () =>
          queryDatabase<{ score: number; total: number }>(
            'select score, total from activity_attempts where student_id = ?',
            profile._id,
          )[0],
      )
      .toEqual({ score: 5, total: 5 });
  });
}

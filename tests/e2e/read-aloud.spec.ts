import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { ActivityBody } from '../../domain/contract/activity.ts';
import { type ActivityAudio, clipUrlOf } from '../../domain/contract/audio.ts';
import type { UiAudio } from '../../domain/i18n/readAloud.ts';
import { buildTiles } from '../../domain/rules/tiles.ts';
import { screenshotForDocs } from './docsScreenshots.ts';
import { expect, expectNoAxeViolations, queryDatabase, test } from './fixtures.ts';
import { type Dict, langs, newPhone, passParentGate, signUpQuickly } from './journeys.ts';
import { answerFill } from './players.ts';

/**
 * Issue 16, read aloud in the player: a speaker beside every text plays its clip (the one the API
 * named for it); a class-1 child hears each question when it shows and listens to an answer
 * before choosing it, a class-4 child does not; the sounds switch silences it, and a parent turns
 * auto-read off in My Account. The player's root shows what plays (`data-playing`, the clip id,
 * and `data-read-waiting` for a clip waiting for a first tap where the browser blocks autoplay);
 * the one audio element is `audio[data-read-aloud]`.
 */
type Mcq = Extract<ActivityBody, { kind: 'mcq' }>;
type Found = { topicId: string; index: number; count: number; body: Mcq };

/**
 * The first activity of `kind` in a class's first unit of the content set (of one subject when
 * given), with its place in its topic and its body as the database holds it.
 */
function firstActivity(set: string, grade: string, kind: string, subject?: string) {
  const [row] = queryDatabase<{ topic_id: string; body: string; idx: number; count: number }>(
    `select a.topic_id, a.body,
       (select count(*) from activities b where b.topic_id = a.topic_id and b.retired_at is null
          and b.position < a.position) as idx,
       (select count(*) from activities b where b.topic_id = a.topic_id and b.retired_at is null) as count
     from activities a
     join topics t on t.id = a.topic_id join chapters c on c.id = t.chapter_id
     join units u on u.id = c.unit_id join subjects s on s.id = u.subject_id
     where s.content_set = ? and s.grade = ? and u.number = 1 and a.kind = ? and a.retired_at is null
       and (? is null or s.key = ?)
     order by s.key, c.position, t.position, a.position limit 1`,
    set,
    grade,
    kind,
    subject ?? null,
    subject ?? null,
  );
  if (!row) throw new Error(`no ${kind} activity in class ${grade} of ${set}`);
  return { topicId: row.topic_id, index: row.idx, count: row.count, body: JSON.parse(row.body) as unknown };
}

/** The first multiple-choice activity of a class's first unit, in the content set. */
function findMcq(set: string, grade: string): Found {
  const found = firstActivity(set, grade, 'mcq');
  return { ...found, body: { kind: 'mcq', ...(found.body as object) } as Mcq };
}

/**
 * The first multiple choice with pictures (issue 29, ADR 026: pictures beside its options, or a
 * picture to count) in class 1's first unit of the content set.
 */
function findPictureMcq(set: string): Found & { place: { subject: string; chapter: number; topic: number } } {
  const [row] = queryDatabase<{
    topic_id: string;
    body: string;
    idx: number;
    count: number;
    subject: string;
    chapter: number;
    topic: number;
  }>(
    `select a.topic_id, a.body, s.key as subject,
       (select count(*) from activities b where b.topic_id = a.topic_id and b.retired_at is null
          and b.position < a.position) as idx,
       (select count(*) from activities b where b.topic_id = a.topic_id and b.retired_at is null) as count,
       (select count(*) from chapters d where d.unit_id = u.id and d.retired_at is null
          and d.position < c.position) as chapter,
       (select count(*) from topics e where e.chapter_id = c.id and e.retired_at is null
          and e.position < t.position) as topic
     from activities a
     join topics t on t.id = a.topic_id join chapters c on c.id = t.chapter_id
     join units u on u.id = c.unit_id join subjects s on s.id = u.subject_id
     where s.content_set = ? and s.grade = '1' and u.number = 1 and a.kind = 'mcq' and a.retired_at is null
       and (a.body like '%"pictures"%' or a.body like '%"show"%')
     order by s.key, c.position, t.position, a.position limit 1`,
    set,
  );
  if (!row) throw new Error(`no picture item in class 1 of ${set}`);
  return {
    topicId: row.topic_id,
    index: row.idx,
    count: row.count,
    body: { kind: 'mcq', ...(JSON.parse(row.body) as object) } as Mcq,
    // Where it is on the way: its subject, and its chapter's and topic's places (from 0) in unit 1.
    place: { subject: row.subject, chapter: row.chapter, topic: row.topic },
  };
}

/** A clip's id from the address the API names (`/v1/audio/<id>.opus`). */
const idOf = (url: string | undefined) => {
  const id = /^\/v1\/audio\/([0-9a-f]{32})\.opus$/.exec(url ?? '')?.[1];
  if (!id) throw new Error(`not a clip address: ${url}`);
  return id;
};

/** Opens the activity and answers the clips the API named for it. */
async function openMcq(page: Page, prefix: string, t: Dict, found: Found): Promise<ActivityAudio> {
  const answer = page.waitForResponse(
    (r) => /\/v1\/auth\/subjects\/topic\/[\w-]+\/activities$/.test(r.url()) && r.ok(),
  );
  await page.goto(`${prefix}/${found.topicId}/activity`);
  const data = (await (await answer).json()).data as { audio: ActivityAudio }[];
  await expect(page.locator('.activity-header h1')).toBeVisible();
  if (found.count > 1) {
    const name = t['activity.step']
      .replace('{n}', String(found.index + 1))
      .replace('{total}', String(found.count));
    await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'step');
  }
  await expect(page.locator('.activity__player')).toHaveAttribute('data-kind', 'mcq');
  const audio = data[found.index]?.audio;
  if (!audio) throw new Error('no audio for the activity');
  return audio;
}

const root = (page: Page) => page.locator('article.activity');
const listen = (t: Dict, text: string) => t['activity.read.listen'].replace('{text}', text);

/** The clip the one audio element holds, and whether it has played some of it. */
const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-read-aloud]');
    if (!audio) return { src: '', played: false, paused: true };
    return {
      src: audio.getAttribute('src') ?? '',
      played: audio.currentTime > 0 || (audio.played.length > 0 && audio.played.end(0) > 0) || audio.ended,
      paused: audio.paused,
    };
  });

/** Waits until the audio element has played part of clip `id`. */
async function expectPlayed(page: Page, id: string) {
  await expect
    .poll(async () => {
      const state = await audioState(page);
      if (state.src.endsWith(`/${id}.opus`) && state.played) return true;
      // Or it played and the next line of a sequence followed it (a letter, then what to tap).
      return (await heardLog(page)).some((src) => src.endsWith(`/${id}.opus`));
    })
    .toBe(true);
  await page.evaluate(() => {
    (window as unknown as { __heard: string[] }).__heard = [];
  });
}

/** Every clip the page started playing since the last check, in order (kept by an init script). */
const heardLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __heard?: string[] }).__heard ?? []);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __heard: string[] }).__heard = log;
    // Media events do not bubble: listened for on the way down.
    document.addEventListener(
      'playing',
      (event) => {
        const heard = (window as unknown as { __heard: string[] }).__heard;
        if (event.target instanceof HTMLAudioElement) heard.push(event.target.getAttribute('src') ?? '');
      },
      true,
    );
  });
});

/**
 * Auto-read started (the audio element holds a clip, which it keeps once played), or waits for a
 * first tap (the browser's autoplay rule): a tap on the page's plain text, which chooses nothing,
 * lets it play either way.
 */
async function firstTap(page: Page) {
  await expect
    .poll(async () => (await root(page).getAttribute('data-read-waiting')) || (await audioState(page)).src)
    .not.toBe('');
  await page.locator('.question__count').click();
}

const settingsSaved = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/v1/auth/settings') && response.request().method() === 'PUT' && response.ok(),
  );

for (const [name, t, prefix] of langs) {
  const english = prefix === '';
  const set = english ? 'english-medium' : 'kannada-medium';
  const account = (grade: string) =>
    english ? { grade, board: 'CBSE', medium: 'English' } : { grade, board: 'Karnataka', medium: 'Kannada' };

  if (name === 'English')
    test(`a story to read shows once above the questions, and stays there (${name})`, async ({
      page,
      clientAddress,
    }, info) => {
      // Reading topics give their story once, as the activity's `passage` (issue 19): shown above
      // the questions, with its speaker, not repeated in each prompt (class 3 up: one tap answers).
      const [story] = queryDatabase<{ topic_id: string; grade: string; kind: 'mcq' | 'fill'; body: string }>(
        `select a.topic_id, s.grade, a.kind, a.body from activities a
       join topics t on t.id = a.topic_id join chapters c on c.id = t.chapter_id
       join units u on u.id = c.unit_id join subjects s on s.id = u.subject_id
       where s.content_set = ? and a.retired_at is null and a.kind in ('mcq', 'fill')
         and json_extract(a.body, '$.passage.text') is not null
         and not exists (select 1 from activities b where b.topic_id = a.topic_id
           and b.retired_at is null and b.position < a.position)
       order by cast(s.grade as integer) >= 3 desc, a.kind = 'mcq' desc, s.grade limit 1`,
        set,
      );
      if (!story) throw new Error(`no story in ${set}`);
      const body = JSON.parse(story.body) as { passage: { title?: string; text: string } } & (
        | { questions: Mcq['questions'] }
        | { questions: { prompt: string; answers: string[] }[] }
      );
      await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account(story.grade));
      // The stories sit in later units: a parent buys All Access (the test gateway) to open them.
      await page.goto(`${prefix}/paymentPlans`);
      await passParentGate(page, t);
      await page.locator('.plan[data-type="ALL_ACCESS"]').getByRole('button').click();
      await page
        .getByRole('dialog', { name: t['gateway.title'] })
        .getByRole('button', { name: t['gateway.succeed'] })
        .click();
      await expect(page.locator('.plans__outcome')).toHaveAttribute('data-kind', 'success');
      await page.goto(`${prefix}/${story.topic_id}/activity`);
      const passage = page.getByRole('region', { name: t['activity.passage'] });
      await expect(passage).toContainText(body.passage.text);
      if (body.passage.title) await expect(passage.getByRole('heading')).toHaveText(body.passage.title);
      // Once: the story is nowhere else on the page, and it comes before the question.
      await expect(page.getByText(body.passage.text, { exact: true })).toHaveCount(1);
      const [first] = body.questions;
      if (!first) throw new Error('a story without questions');
      const [storyBox, playerBox] = await Promise.all([
        passage.boundingBox(),
        page.locator('.activity__player').boundingBox(),
      ]);
      expect(storyBox && playerBox && storyBox.y + storyBox.height <= playerBox.y).toBe(true);
      // Its read-aloud button plays a clip of its own, as every text's does.
      await expect(
        passage.getByRole('button', { name: listen(t, body.passage.text), exact: true }),
      ).toHaveAttribute('data-clip', /^[0-9a-f]{32}$/);
      await expectNoAxeViolations(page);
      // Still there at the next question.
      const player = page.locator('.activity__player');
      if ('options' in first)
        await player.getByRole('button', { name: first.options[first.answer], exact: true }).click();
      else {
        await answerFill(page, t, first.answers, true);
        await player.getByRole('button', { name: t['activity.check'] }).click();
      }
      await page.getByRole('button', { name: t['activity.next'], exact: true }).click();
      await expect(passage).toBeVisible();
    });

  test(`a speaker beside each text plays its own clip (${name})`, async ({ page, clientAddress }, info) => {
    await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account('3'));
    const found = findMcq(set, '3');
    const audio = await openMcq(page, prefix, t, found);
    const player = page.locator('.activity__player');
    // Class 3: nothing is read by itself, and an answer is chosen with one tap (as before).
    await expect(root(page)).toHaveAttribute('data-auto-read', 'off');
    await expect(page.getByText(t['activity.read.listenFirst'])).toHaveCount(0);
    const question = found.body.questions[0];
    if (!question) throw new Error('a question expected');
    const option = question.options[0] ?? '';
    const speaker = player.getByRole('button', { name: listen(t, option), exact: true });
    await expect(speaker).toBeVisible();
    const box = await speaker.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(48);
    await expectNoAxeViolations(page);

    const optionClip = idOf(clipUrlOf(audio.questions?.[0]?.options?.[0]));
    await speaker.click();
    await expectPlayed(page, optionClip);
    await expectNoAxeViolations(page);

    // The prompt's speaker: a new clip stops the one before (one audio element).
    const promptClip = idOf(clipUrlOf(audio.questions?.[0]?.prompt));
    await player.getByRole('button', { name: listen(t, question.prompt), exact: true }).click();
    await expectPlayed(page, promptClip);
    await expect(page.locator('audio')).toHaveCount(1);
    // The option is still chosen with one tap.
    await player.getByRole('button', { name: option, exact: true }).click();
    await expect(player.locator('.feedback')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`a class-1 child hears each question and listens before choosing; class 4 does not (${name})`, async ({
    page,
    clientAddress,
  }, info) => {
    await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account('1'));
    const found = findMcq(set, '1');
    const audio = await openMcq(page, prefix, t, found);
    const player = page.locator('.activity__player');
    await expect(root(page)).toHaveAttribute('data-auto-read', 'on');
    // Said for the parent beside the child.
    await expect(page.getByText(t['activity.read.listenFirst'])).toBeVisible();
    await expectNoAxeViolations(page);
    // The question is read when it shows (after the instruction; on the first tap if the browser
    // blocks autoplay).
    await firstTap(page);
    await expectPlayed(page, idOf(clipUrlOf(audio.questions?.[0]?.prompt)));
    await expectNoAxeViolations(page);

    // Listen first: the first tap on an answer reads it and marks it heard; the second chooses it.
    const question = found.body.questions[0];
    if (!question) throw new Error('a question expected');
    const option = player.getByRole('button', { name: question.options[0] ?? '', exact: true });
    await option.click();
    await expect(option).toHaveAttribute('data-heard', 'true');
    await expectPlayed(page, idOf(clipUrlOf(audio.questions?.[0]?.options?.[0])));
    await expect(player.locator('.feedback')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await option.click();
    await expect(player.locator('.feedback')).toBeVisible();
    await expect(option).toHaveAttribute('aria-pressed', 'true');

    // Class 4: nothing is read by itself; no clip is even fetched.
    await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account('4'));
    await openMcq(page, prefix, t, findMcq(set, '4'));
    await expect(root(page)).toHaveAttribute('data-auto-read', 'off');
    await page.locator('.question__count').click();
    await expect(root(page)).toHaveAttribute('data-playing', '');
    await expect(root(page)).toHaveAttribute('data-read-waiting', '');
    await expect(page.locator('audio[data-read-aloud]')).toHaveCount(0);
    await expect(page.getByText(t['activity.read.listenFirst'])).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  if (name === 'Kannada')
    test(`the sounds switch silences reading, and a parent turns auto-read off (${name})`, async ({
      page,
      clientAddress,
    }, info) => {
      await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account('1'));
      const found = findMcq(set, '1');
      const audio = await openMcq(page, prefix, t, found);
      const player = page.locator('.activity__player');
      await firstTap(page);
      await expect.poll(async () => (await audioState(page)).src).toMatch(/\/v1\/audio\/[0-9a-f]{32}\.opus$/);

      // Muted: what was reading stops; the speakers show muted; an answer is chosen with one tap.
      const sounds = page.getByRole('switch', { name: t['activity.play.sounds'] });
      const saved = settingsSaved(page);
      await sounds.click();
      await expect(sounds).toHaveAttribute('aria-checked', 'false');
      await saved;
      await expect(root(page)).toHaveAttribute('data-playing', '');
      expect((await audioState(page)).paused).toBe(true);
      const question = found.body.questions[0];
      if (!question) throw new Error('a question expected');
      const speaker = player.getByRole('button', { name: listen(t, question.options[0] ?? ''), exact: true });
      await expect(speaker).toHaveAttribute('data-muted', 'true');
      await expect(page.getByText(t['activity.read.listenFirst'])).toHaveCount(0);
      await expectNoAxeViolations(page);
      // A tap on a muted speaker is a child asking to hear: the sounds come on and it plays.
      const unmuted = settingsSaved(page);
      await speaker.click();
      await expect(sounds).toHaveAttribute('aria-checked', 'true');
      await unmuted;
      await expectPlayed(page, idOf(clipUrlOf(audio.questions?.[0]?.options?.[0])));

      // My Account, behind the parent gate: auto-read is on for class 1 until the parent turns it off.
      await page.goto(`${prefix}/user-profile`);
      await passParentGate(page, t);
      const autoRead = page.getByRole('switch', { name: t['account.play.autoRead'] });
      await expect(autoRead).toBeChecked();
      const savedAutoRead = settingsSaved(page);
      await autoRead.click();
      await expect(autoRead).not.toBeChecked();
      await savedAutoRead;
      await expectNoAxeViolations(page);

      // Back in the activity: nothing is read by itself, one tap chooses, the speakers still play.
      await openMcq(page, prefix, t, found);
      await expect(root(page)).toHaveAttribute('data-auto-read', 'off');
      await page.locator('.question__count').click();
      await expect(page.locator('audio[data-read-aloud]')).toHaveCount(0);
      await expect(page.getByText(t['activity.read.listenFirst'])).toHaveCount(0);
      await player.getByRole('button', { name: listen(t, question.prompt), exact: true }).click();
      await expectPlayed(page, idOf(clipUrlOf(audio.questions?.[0]?.prompt)));
      await expectNoAxeViolations(page);
    });
}

/**
 * Issue 29: pictures for a child who cannot read (ADR 026). A class-1 picture item shows the set's
 * pictures from the app's own files, and is answered by taps alone: the first tap on a picture
 * says its name, the second chooses it.
 */
for (const [name, t, prefix] of langs) {
  const english = prefix === '';
  const set = english ? 'english-medium' : 'kannada-medium';
  const account = english
    ? { grade: '1', board: 'CBSE', medium: 'English' }
    : { grade: '1', board: 'Karnataka', medium: 'Kannada' };

  test(`a class-1 child who cannot read goes from the dashboard to a picture item by taps, hearing the way, and answers by pictures (${name})`, async ({
    page,
    clientAddress,
  }, info) => {
    await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account);
    const found = findPictureMcq(set);
    // The way there speaks (issue 29, point 3): beside each name a speaker plays its own clip.
    const hears = async (tile: Locator) => {
      const speaker = tile.locator('.speaker');
      const id = (await speaker.getAttribute('data-clip')) ?? '';
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      await speaker.click();
      await expectPlayed(page, id);
      await expectNoAxeViolations(page);
    };
    await page.goto(`${prefix}/dashboard`);
    await expect(page.locator(`a.dashboard__subject[href$="/${found.place.subject}/units"]`)).toBeVisible();
    await screenshotForDocs(page, `class1-dashboard-${english ? 'en' : 'kn'}`, info);
    await page.locator(`a.dashboard__subject[href$="/${found.place.subject}/units"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${found.place.subject}/units$`));
    // On arrival the subject's name is said by itself (class 1), or on the first tap anywhere
    // where the browser blocks a sound no tap started.
    const subjectName = (await page.locator('.learn__head .speaker').getAttribute('data-clip')) ?? '';
    await page.locator('.learn__head h1').click();
    await expectPlayed(page, subjectName);
    const unit = page.locator('.path__step').first();
    await hears(unit);
    await unit.locator('.learn__card').click();
    const chapter = page.locator('.learn__list > li').nth(found.place.chapter);
    await hears(chapter);
    await chapter.locator('.learn__card').click();
    const topic = page.locator('.learn__list > li').nth(found.place.topic);
    await hears(topic);
    const answer = page.waitForResponse(
      (r) => /\/v1\/auth\/subjects\/topic\/[\w-]+\/activities$/.test(r.url()) && r.ok(),
    );
    await topic.locator('.learn__card').click();
    await expect(page).toHaveURL(new RegExp(`/${found.topicId}/activity$`));
    const data = (await (await answer).json()).data as { audio: ActivityAudio }[];
    const audio = data[found.index]?.audio;
    if (!audio) throw new Error('no audio for the picture item');
    if (found.count > 1) {
      const step = t['activity.step']
        .replace('{n}', String(found.index + 1))
        .replace('{total}', String(found.count));
      await page.getByRole('button', { name: step, exact: true }).click();
    }
    await expect(page.locator('.activity__player')).toHaveAttribute('data-kind', 'mcq');
    const player = page.locator('.activity__player');
    const question = found.body.questions[0];
    if (!question) throw new Error('a question expected');
    // Issue 29: the pictures are the app's own files (the set's, precached), drawn and loaded.
    await expect(player.locator('img.picture').first()).toBeVisible();
    // Each one loads (wait for it: pictures arrive over the network at their own pace).
    await expect
      .poll(() =>
        player
          .locator('img.picture')
          .evaluateAll((images) =>
            (images as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0),
          ),
      )
      .toBe(true);
    const paths = await player
      .locator('img.picture')
      .evaluateAll((images) => (images as HTMLImageElement[]).map((image) => new URL(image.src).pathname));
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path).toMatch(/^\/pictures\/[a-z0-9-]+\.svg$/);
    // A picture to count shows as many times as the question says; an option's picture is in it.
    if (question.show)
      await expect(player.locator('.mcq__show img.picture')).toHaveCount(question.show.count ?? 1);
    for (const option of question.options) {
      const picture = found.body.pictures?.[option];
      if (picture)
        await expect(
          player.getByRole('button', { name: option, exact: true }).locator('img.picture'),
        ).toHaveAttribute('src', `/pictures/${picture}.svg`);
    }
    await expectNoAxeViolations(page);
    // Taps only: the first tap on the right picture says its name, the second chooses it.
    await firstTap(page);
    const right = player.getByRole('button', { name: question.options[question.answer] ?? '', exact: true });
    await right.click();
    await expect(right).toHaveAttribute('data-heard', 'true');
    await expectPlayed(page, idOf(clipUrlOf(audio.questions?.[0]?.options?.[question.answer])));
    await right.click();
    await expect(player.locator('.feedback')).toHaveAttribute('data-ok', 'true');
    // Then what to tap next is said (issue 29, point 3), and the button shows that picture: the
    // arrow to the next question, or the flag when it was the only one.
    const more = found.body.questions.length > 1;
    const ui = JSON.parse(readFileSync(`src/data/ui-audio/${english ? 'en' : 'kn'}.json`, 'utf8')) as UiAudio;
    await expectPlayed(page, idOf(ui.lines[more ? 'activity.next.spoken' : 'activity.submit.spoken']));
    await expect(
      page.locator(more ? '.question__next [data-icon="next"]' : '.activity__submit [data-icon="finish"]'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotForDocs(page, `picture-item-${english ? 'en' : 'kn'}`, info);
  });
}

/**
 * Issue 29: a class-1 child cannot type ಇ on a phone whose keyboard has no Kannada: the blank is
 * built from letter tiles under the sentence, each read aloud on a tap (its own clip, one per
 * letter), with a tile that takes the last letter back. No text box, so no keyboard opens.
 */
for (const [name, t, prefix] of langs) {
  const english = prefix === '';
  const set = english ? 'english-medium' : 'kannada-medium';
  const account = english
    ? { grade: '1', board: 'CBSE', medium: 'English' }
    : { grade: '1', board: 'Karnataka', medium: 'Kannada' };

  test(`a class-1 child answers a fill-in with letter tiles, each read aloud, no keyboard (${name})`, async ({
    page,
    clientAddress,
  }, info) => {
    // The first fill-in of the medium's own language in class 1, unit 1 ("ಬಿಟ್ಟ ಸ್ವರ ಬರೆ").
    const found = firstActivity(set, '1', 'fill', english ? 'english' : 'kannada');
    const body = found.body as { questions: { prompt: string; answers: string[]; feedback: string }[] };
    const [first] = body.questions;
    if (!first) throw new Error('a fill-in without questions');
    await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account);
    const answer = page.waitForResponse(
      (r) => /\/v1\/auth\/subjects\/topic\/[\w-]+\/activities$/.test(r.url()) && r.ok(),
    );
    await page.goto(`${prefix}/${found.topicId}/activity`);
    const data = (await (await answer).json()) as {
      topic: { grade?: string };
      data: { audio: ActivityAudio }[];
    };
    expect(data.topic.grade).toBe('1');
    const audio = data.data[found.index]?.audio;
    if (found.count > 1) {
      const step = t['activity.step']
        .replace('{n}', String(found.index + 1))
        .replace('{total}', String(found.count));
      await page.getByRole('button', { name: step, exact: true }).click();
    }
    const player = page.locator('.activity__player');
    await expect(player).toHaveAttribute('data-kind', 'fill');
    // No text box anywhere: nothing can open the phone's keyboard.
    await expect(player.locator('input, textarea, [contenteditable]')).toHaveCount(0);
    const group = player.getByRole('group', { name: t['activity.tiles'] });
    const tiles = group.locator('.tile:not(.tile--undo)');
    const { parts, tiles: expected } = buildTiles(
      first.answers,
      '',
      '1',
      body.questions.map((q) => q.answers),
    );
    await expect(tiles).toHaveCount(expected.length);
    expect((await tiles.allTextContents()).sort()).toEqual([...expected].sort());
    // Thumb-sized, and all of them, the blank and Check on the first screen at 360 × 740.
    const check = player.getByRole('button', { name: t['activity.check'], exact: true });
    const undo = group.getByRole('button', { name: t['activity.tiles.undo'], exact: true });
    for (const box of [...(await tiles.all()), undo, check]) {
      const r = await box.boundingBox();
      if (!r) throw new Error('not shown');
      expect(Math.min(r.width, r.height)).toBeGreaterThanOrEqual(48);
      expect(r.y + r.height).toBeLessThanOrEqual(740);
    }
    await expect(undo).toBeDisabled();
    await expect(check).toBeDisabled();
    await expectNoAxeViolations(page);
    await screenshotForDocs(page, `phone-${english ? 'en' : 'kn'}-class1-fill-tiles`, info);

    // A near miss first: it is read aloud (its own clip) and goes into the blank; the take-back
    // tile removes it.
    const blank = player.locator('output.fill__blank');
    const miss = expected.find((tile) => !parts.includes(tile)) ?? '';
    await group.getByRole('button', { name: miss, exact: true }).click();
    await expect(blank).toHaveText(miss);
    await expectPlayed(page, idOf(audio?.tiles?.[miss]?.url));
    await undo.click();
    await expect(blank).toHaveText('');
    // The right letters, each read as it is tapped; Check says it is right.
    for (const part of parts) {
      await group.getByRole('button', { name: part, exact: true }).click();
      await expectPlayed(page, idOf(audio?.tiles?.[part]?.url));
    }
    await expect(blank).toHaveText(parts.join(''));
    await screenshotForDocs(page, `phone-${english ? 'en' : 'kn'}-class1-fill-tiles-built`, info);
    await check.click();
    await expect(player.locator('.feedback')).toContainText(t['activity.correct']);
    await expect(blank).toHaveAttribute('data-state', 'right');
    // Answered: the tiles go, the answer stays.
    await expect(group).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

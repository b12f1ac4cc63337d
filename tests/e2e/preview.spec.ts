import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { load } from 'js-yaml';
import { en } from '../../domain/i18n/en.ts';
import { kn } from '../../domain/i18n/kn.ts';
import { currentPolicyVersion } from '../../server/modules/auth/index.ts';
import type { SubjectFile } from '../../server/modules/curriculum/index.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { newPhone } from './journeys.ts';

/**
 * The content team's tools (issue 19): the preview page shows a topic's every activity with the
 * children's players, in either interface language; and with CURRICULUM_WATCH a saved file shows
 * without a restart. What is expected is read from the curriculum file itself.
 */
const MATHS_3 = 'english-medium/grade-3/maths.yaml';
const readSubject = (root: string) => load(readFileSync(join(root, MATHS_3), 'utf8')) as SubjectFile;
type Topic = SubjectFile['units'][number]['chapters'][number]['topics'][number];

/** The preview's address of a topic of class 3 English-medium maths. */
const previewOf = (prefix: string, unit: string, chapter: string, topic: string) =>
  `${prefix}/preview?${new URLSearchParams({ set: 'english-medium', grade: '3', subject: 'maths', topic: `${unit}/${chapter}/${topic}` })}`;

const activityTitles = (page: Page) => page.locator('.preview-activity h3');

test('the preview shows every activity of a topic, in English and in Kannada', async ({ page }) => {
  const subject = readSubject('curriculum');
  // A topic with a video and a multiple choice: unit 2 of class 3 maths, adding with carrying.
  const unit = subject.units.find((u) => u.key === 'addition-and-subtraction');
  const chapter = unit?.chapters.find((c) => c.key === 'addition');
  const topic = chapter?.topics.find((tp) => tp.key === 'adding-with-carrying') as Topic;
  if (!unit || !chapter || !topic) throw new Error('the topic has left the curriculum');
  const titles = topic.activities.map((a) => a.heading.title);
  const mcq = topic.activities.find((a) => a.kind === 'mcq');
  const video = topic.activities.find((a) => a.kind === 'video');
  if (mcq?.kind !== 'mcq' || video?.kind !== 'video') throw new Error('the topic has no mcq or video');

  // The editor picks the topic from the lists.
  await page.goto('/preview');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['preview.page']);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await (await page.request.get('/sitemap-0.xml')).text()).not.toContain('preview');
  await page.getByLabel(en['preview.set']).selectOption({ label: en['preview.set.english-medium'] });
  await page.getByLabel(en['preview.grade']).selectOption({ label: 'Class 3' });
  await page.getByLabel(en['preview.subject']).selectOption({ label: subject.name.en });
  await page
    .getByLabel(en['preview.topic'])
    .selectOption({ label: `Unit ${unit.number} · ${chapter.name.en} · ${topic.name.en}` });
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(topic.name.en);
  await expect(activityTitles(page)).toHaveText(titles);
  await expect(page).toHaveURL(previewOf('', unit.key, chapter.key, topic.key));
  // The video by its title and length (a child's signed link is not handed out here).
  await expect(page.locator('.preview-activity__video')).toContainText(video.video.title);
  await expectNoAxeViolations(page);

  // The multiple choice played with the children's player: the right option, its feedback.
  const card = page.locator('.preview-activity', {
    has: page.getByRole('heading', { name: mcq.heading.title }),
  });
  const first = mcq.questions[0];
  if (!first) throw new Error('no question');
  await card.getByRole('button', { name: first.options[first.answer], exact: true }).click();
  await expect(card.locator('.feedback')).toContainText(en['activity.correct']);
  await expect(card.locator('.feedback')).toContainText(first.feedback);
  // Every right answer and feedback line, revealed.
  await card.getByRole('button', { name: en['preview.showAnswers'] }).click();
  const key = card.locator('.answer-key li');
  await expect(key).toHaveCount(mcq.questions.length);
  for (const [i, q] of mcq.questions.entries()) {
    await expect(key.nth(i)).toContainText(q.options[q.answer] ?? '');
    await expect(key.nth(i)).toContainText(q.feedback);
  }
  await expectNoAxeViolations(page);

  // The same topic with the interface in Kannada.
  await page.getByRole('link', { name: en['preview.otherLanguage'] }).click();
  await expect(page).toHaveURL(previewOf('/kn', unit.key, chapter.key, topic.key));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(kn['preview.page']);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(topic.name.kn);
  await expect(activityTitles(page)).toHaveText(titles);
  await expect(page.getByLabel(kn['preview.set'])).toHaveValue('english-medium');
  await expect(page.getByRole('button', { name: kn['preview.showAnswers'] })).toHaveCount(titles.length - 1);
  await expectNoAxeViolations(page);
});

/**
 * A server of its own, as `npm run dev` runs the API: CURRICULUM_WATCH=1 on a copy of the
 * curriculum in a temporary folder (the shared server's files stay as they are), on E2E_PORT + 1
 * (+ the worker's index: phone and desktop may run at once).
 */
interface Watched {
  url: string;
  dir: string;
  database: string;
}
const watchedTest = test.extend<object, { watched: Watched }>({
  watched: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const port = Number(process.env.E2E_PORT ?? 4350) + 1 + workerInfo.parallelIndex;
      const root = mkdtempSync(join(tmpdir(), 'kalike-e2e-watch-'));
      const dir = join(root, 'curriculum');
      for (const set of ['english-medium', 'kannada-medium'])
        cpSync(join('curriculum', set), join(dir, set), { recursive: true });
      const database = join(root, 'kalike.sqlite');
      const server: ChildProcess = spawn('node', ['server/main.ts'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: database,
          LOG_LEVEL: 'warn',
          TRUST_PROXY: '1',
          NODE_ENV: 'test',
          CURRICULUM_DIR: dir,
          CURRICULUM_WATCH: '1',
          MEDIA_DIR: 'curriculum/media',
          AUDIO_DIR: 'curriculum/audio',
        },
      });
      const url = `http://127.0.0.1:${port}`;
      try {
        await expect
          .poll(
            () =>
              fetch(`${url}/healthz`).then(
                (r) => r.status,
                () => 0,
              ),
            { timeout: 60_000 },
          )
          .toBe(200);
        await use({ url, dir, database });
      } finally {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
        rmSync(root, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  // The page and the origin check (fixtures.ts) are this server's.
  baseURL: async ({ watched }, use) => use(watched.url),
});

/** A child of class 3, CBSE, English medium signed up on the watched server, through its API. */
async function signUpChild(page: Page, watched: Watched, address: string, phone: string) {
  const headers = { 'x-forwarded-for': address };
  const post = async (path: string, data: object) => {
    const response = await page.request.post(path, { data, headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const { otpSecret } = await post('/v1/student/otp/send', { phone });
  const sms = () => {
    const db = new Database(watched.database, { readonly: true, fileMustExist: true });
    try {
      return db.prepare('select body from sms_outbox where phone = ?').get(phone) as
        | { body: string }
        | undefined;
    } finally {
      db.close();
    }
  };
  await expect.poll(() => sms()?.body ?? '').toMatch(/^\d{6} /);
  const otp = (sms()?.body ?? '').slice(0, 6);
  await post('/v1/student/otp/verify', { phone, otpSecret, otp, verifyPhoneNumber: true });
  const registered = await post('/v1/student/signup', {
    studentName: 'Chinmayi',
    phone,
    password: 'Kabini-River-2026',
    gender: 'Female',
    grade: '3',
    board: 'CBSE',
    medium: 'English',
    state: 'Karnataka',
    district: 'Mandya',
    taluk: 'Maddur',
    otpSecret,
    deviceId: 'e2e',
    deviceModel: 'e2e',
    consent: {
      guardianName: 'Shobha',
      isGuardian: true,
      isAdult: true,
      acceptsPolicy: true,
      policyVersion: currentPolicyVersion(),
    },
  });
  return { ...headers, authorization: `Bearer ${registered.tokenData.accessToken}` };
}

watchedTest(
  'a saved curriculum file shows in the preview and on the child’s screens without a restart',
  async ({ page, watched, clientAddress }, info) => {
    // The first topic of the free first unit: a child may open it.
    const subject = readSubject(watched.dir);
    const unit = subject.units[0];
    const chapter = unit?.chapters[0];
    const topic = chapter?.topics[0];
    const before = topic?.activities[0]?.heading.title;
    if (!unit || !chapter || !topic || !before) throw new Error('no first topic');
    const after = `${before} (edited ${info.project.name})`;

    const child = await signUpChild(page, watched, clientAddress, newPhone(info.workerIndex));
    const units = await (
      await page.request.get('/v1/auth/subjects/maths/units?grade=3&board=CBSE&medium=English', {
        headers: child,
      })
    ).json();
    const topicId = units.data[0].chapters[0].topics[0]._id as string;
    const childTitle = async () => {
      const response = await page.request.get(`/v1/auth/subjects/topic/${topicId}/activities`, {
        headers: child,
      });
      return (await response.json()).data[0].heading.title as string;
    };
    expect(await childTitle()).toBe(before);

    await page.goto(previewOf('', unit.key, chapter.key, topic.key));
    await expect(activityTitles(page).first()).toHaveText(before);
    await expectNoAxeViolations(page);

    // The editor saves the file: the first occurrence of the title is this activity's.
    const file = join(watched.dir, MATHS_3);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(`"${before}"`);
    writeFileSync(file, text.replace(`"${before}"`, `"${after}"`));

    // The preview reads the files: a new look shows it. Each look is a whole page load, which a
    // machine at load 23 took past the 7-second default twice in a row: a ceiling, not a wait.
    await expect
      .poll(
        async () => {
          await page.reload();
          return activityTitles(page).first().textContent();
        },
        { timeout: 30_000 },
      )
      .toBe(after);
    await expectNoAxeViolations(page);
    // The child's screens read the database, which the watcher has imported the file into.
    await expect.poll(childTitle, { timeout: 30_000 }).toBe(after);
  },
);

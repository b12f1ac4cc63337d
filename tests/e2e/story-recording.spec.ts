import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { findChromium } from '../../scripts/system-deps.mjs';
import { formatMoment } from '../../src/lib/dates.ts';
import { screenshotForDocs } from './docsScreenshots.ts';
import { CHROMIUM_ARGS } from './env.ts';
import { expect, expectNoAxeViolations, queryDatabase, test } from './fixtures.ts';
import { ENGLISH, newPhone, passParentGate, signUpQuickly } from './journeys.ts';

/**
 * "My turn" in the reading corner (issue 30, point 3), at phone width, in both languages, with
 * Chromium's fake microphone reading a sentence eSpeak NG says: no button until a parent allows
 * it behind the gate; then the child sees what will happen (picture and spoken line), records
 * page 1, and plays it beside the story's voice; the parent, past the gate again, finds it under
 * the story with its date, hears it, and deletes it from the phone and the account. Axe on each
 * step; every wait is on a state (the bytes the recorder has, the answer of the API).
 */
const wav = resolve('test-results/fake-mic/reading.wav');
mkdirSync(dirname(wav), { recursive: true });
execFileSync('espeak-ng', ['-v', 'en', '-w', wav, 'The red kite flies over the green field.']);

test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: findChromium() ?? undefined,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}`,
    ],
  },
});

/** Whether an audio element of the page has played some of its sound. */
const hasPlayed = (selector: string) => (page: import('@playwright/test').Page) =>
  page.evaluate((s) => {
    const element = document.querySelector<HTMLAudioElement>(s);
    return Boolean(element && (element.played.length > 0 || element.ended));
  }, selector);

for (const [name, t, prefix] of [ENGLISH]) {
  const kannada = prefix === '/kn';
  const locale = kannada ? 'kn' : 'en';
  const account = kannada
    ? { board: 'Karnataka', medium: 'Kannada', grade: '1' }
    : { board: 'CBSE', medium: 'English', grade: '1' };

  test(`a parent allows "My turn"; the child records page 1 and hears it; the parent hears and deletes it (${name})`, async ({
    page,
    clientAddress,
  }, info) => {
    const { profile } = await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account);

    // Before a parent allows it: the page has no record button.
    const settingsRead = page.waitForResponse(
      (r) => r.url().endsWith('/v1/auth/recordings/settings') && r.ok(),
    );
    await page.goto(`${prefix}/stories`);
    await page.locator('.stories__card').first().click();
    const reader = page.getByTestId('story');
    const title = (await reader.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await reader.getByRole('button', { name: t['stories.iRead'] }).click();
    await expect(reader).toHaveAttribute('data-page', '0');
    expect((await (await settingsRead).json()).data).toEqual({ allowed: false, keep: false });
    await expect(reader.getByTestId('my-turn')).toHaveCount(0);

    // The parent, past the gate, finds "My turn" in My Account, and on its page allows
    // recording and keeping recordings in the account.
    await page.goto(`${prefix}/user-profile`);
    await passParentGate(page, t);
    await page
      .getByTestId('recordings-link')
      .getByRole('link', { name: t['account.recordings.open'] })
      .click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: t['account.recordings.heading'].replace('{name}', 'Chinmayi'),
      }),
    ).toBeVisible();
    const card = page.getByTestId('story-recordings');
    const allowed = card.getByTestId('recordings-allowed');
    const keep = card.getByTestId('recordings-keep');
    await expect(allowed).not.toBeChecked();
    await expect(keep).not.toBeChecked();
    await expect(card.getByText(t['account.recordings.allowed'].replace('{name}', 'Chinmayi'))).toBeVisible();
    for (const choice of [allowed, keep]) {
      // An answer other than 401 (the test server's access tokens live 4 s: the client refreshes).
      const saved = page.waitForResponse(
        (r) =>
          r.url().endsWith('/v1/auth/recordings/settings') &&
          r.request().method() === 'PUT' &&
          r.status() !== 401,
      );
      await choice.check();
      expect((await saved).status()).toBe(200);
      await expect(choice).toBeChecked();
    }
    await expect(card.getByText(t['account.recordings.none'])).toBeVisible();
    await expectNoAxeViolations(page);

    // The child: "My turn" under page 1, what will happen first, then the microphone.
    await page.goto(`${prefix}/stories`);
    await page.locator('.stories__card').first().click();
    await reader.getByRole('button', { name: t['stories.iRead'] }).click();
    const myTurn = reader.getByTestId('my-turn');
    await myTurn.getByRole('button', { name: t['stories.myTurn'], exact: true }).click();
    const explain = reader.getByTestId('my-turn-explain');
    await expect(explain.getByRole('heading', { name: t['stories.myTurn.title'] })).toBeVisible();
    await expect(explain.getByText(t['stories.myTurn.grownUp'])).toBeVisible();
    await expect(explain.locator('button.speaker')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotForDocs(page, `my-turn-explain-${locale}`, info);
    await explain.getByRole('button', { name: t['stories.myTurn.start'] }).click();

    const stop = myTurn.getByRole('button', { name: t['stories.myTurn.stopRecording'] });
    await expect(stop).toBeEnabled();
    await expect(myTurn.getByRole('status')).toHaveText(t['stories.myTurn.recording']);
    // The fake microphone has been heard for a while (Opus at 16 kbit/s: about 2 KB a second).
    await expect
      .poll(async () => Number(await myTurn.getAttribute('data-recorded-bytes')), { timeout: 20_000 })
      .toBeGreaterThan(3000);
    await expectNoAxeViolations(page);
    await screenshotForDocs(page, `my-turn-recording-${locale}`, info);
    const upload = page.waitForResponse(
      (r) => r.url().endsWith('/v1/auth/recordings') && r.request().method() === 'POST' && r.status() !== 401,
    );
    await stop.click();
    expect((await upload).status()).toBe(201);
    await expect(myTurn.getByRole('status')).toHaveText(t['stories.myTurn.savedAccount']);

    // Mine, beside the story's voice.
    await myTurn.getByRole('button', { name: t['stories.myTurn.playMine'] }).click();
    await expect.poll(() => hasPlayed('audio[data-my-recording]')(page)).toBe(true);
    await myTurn.getByRole('button', { name: t['stories.myTurn.playModel'] }).click();
    await expect(page.locator('audio[data-story-audio]')).toHaveAttribute('data-kind', 'page');
    await expect(myTurn.getByRole('button', { name: t['stories.myTurn.again'] })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotForDocs(myTurn, `my-turn-recorded-${locale}`, info);

    // The parent again, past the gate (its pass ended with the tab's storage): under the story,
    // with its date and where it is kept; heard, then deleted from the phone and the account.
    const [kept] = queryDatabase<{ id: string; recorded_at: string; page: number }>(
      'select id, recorded_at, page from story_recordings where student_id = ?',
      profile._id,
    );
    expect(kept?.page).toBe(1);
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${prefix}/recordings`);
    await passParentGate(page, t);
    const story = card.getByRole('region', { name: title });
    await expect(story.getByRole('heading', { level: 4, name: title })).toBeVisible();
    const item = story.getByTestId('recording');
    await expect(item).toHaveCount(1);
    const date = formatMoment(kept?.recorded_at ?? '', locale);
    await expect(item).toContainText(`${date} · ${t['account.recordings.page'].replace('{n}', '1')}`);
    await expect(item).toContainText(t['account.recordings.both']);
    const names = (text: string) =>
      text.replace('{story}', title).replace('{n}', '1').replace('{date}', date);
    await item.getByRole('button', { name: names(t['account.recordings.play']) }).click();
    await expect.poll(() => hasPlayed('audio[data-recording-player]')(page)).toBe(true);
    await expectNoAxeViolations(page);
    await screenshotForDocs(card, `my-turn-parent-list-${locale}`, info);

    const deleted = page.waitForResponse(
      (r) =>
        r.url().includes(`/v1/auth/recordings/${kept?.id}`) &&
        r.request().method() === 'DELETE' &&
        r.status() !== 401,
    );
    await item.getByRole('button', { name: names(t['account.recordings.delete']) }).click();
    expect((await deleted).status()).toBe(200);
    await expect(item).toHaveCount(0);
    await expect(card.getByText(t['account.recordings.none'])).toBeVisible();
    expect(queryDatabase('select id from story_recordings where student_id = ?', profile._id)).toEqual([]);
    // And from the phone: the list, read again, is empty.
    await page.reload();
    await expect(card.getByText(t['account.recordings.none'])).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

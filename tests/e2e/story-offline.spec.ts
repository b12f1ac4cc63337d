import type { Page } from '@playwright/test';
import { screenshotForDocs } from './docsScreenshots.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { type Dict, KANNADA, newPhone, passParentGate, signUpQuickly } from './journeys.ts';

/**
 * Issue 30 point 5, the reading corner offline: a class-1 child keeps a level-1 story on the phone
 * from the library (its size first), and with no network the library shows it (the others greyed,
 * not links), the story opens, its first page's clip plays from the phone and its words light.
 * Back online, the parent area lists the story and removes it. Both languages, axe on each step.
 * The service worker is let in here, as in offline.spec.ts.
 */
test.use({ serviceWorkers: 'allow' });
test.skip(({ isMobile }) => !isMobile, 'one width is enough: this journey is about the network');

/** The worker installed and in charge of the page. */
async function workerInCharge(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
  });
}

/** "1 story" as the download button says it before the size. */
const oneStory = (t: Dict) =>
  (t['stories.offline.size_one'] as string).replace('{count}', '1').split(' ·')[0] as string;

for (const [name, t, prefix] of [KANNADA]) {
  const kannada = prefix === '/kn';
  const account = kannada
    ? { board: 'Karnataka', medium: 'Kannada', grade: '1' }
    : { board: 'CBSE', medium: 'English', grade: '1' };

  test(`a level-1 story kept on the phone opens with no network, read aloud from the phone (${name})`, async ({
    page,
    context,
    clientAddress,
  }, info) => {
    await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account);
    await page.goto(`${prefix}/dashboard`);
    await workerInCharge(page);

    // Online: the library, each story with its download and its size.
    await page.goto(`${prefix}/stories`);
    const item = page
      .locator('.stories__item')
      .filter({ has: page.locator('.stories__card[data-level="1"]') })
      .first();
    const key = (await item.getAttribute('data-story')) as string;
    const title = (await item.locator('.stories__card-title').textContent()) as string;
    const download = item.getByTestId('story-download');
    await expect(download).toContainText(oneStory(t));
    const bytes = Number(await download.locator('[data-bytes]').getAttribute('data-bytes'));
    // Its answer, clips and pictures: a level-1 story's clips and pictures are at most 250 KB.
    expect(bytes).toBeGreaterThan(10_000);
    expect(bytes).toBeLessThan(260 * 1024);
    await expectNoAxeViolations(page);
    await download.click();
    await expect(item.getByTestId('story-on-phone')).toHaveText(t['stories.offline.onPhone'], {
      timeout: 60_000,
    });
    await expectNoAxeViolations(page);
    await screenshotForDocs(page, `story-offline-library-${kannada ? 'kn' : 'en'}`, info);

    // No network: the library from the phone, the kept story a link, the others greyed.
    await context.setOffline(true);
    await page.goto(`${prefix}/stories`);
    const library = page.locator('section.stories');
    await expect(library).toHaveAttribute('data-online', 'false');
    await expect(library).toContainText(t['stories.offline.offline']);
    const kept = page.locator(`.stories__item[data-story="${key}"]`);
    await expect(kept.locator('a.stories__card')).toBeVisible();
    await expect(
      page.locator('.stories__item[data-on-phone="false"] .stories__card').first(),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('.stories__item[data-on-phone="false"] a')).toHaveCount(0);
    await expect(page.getByTestId('story-download')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotForDocs(page, `story-offline-greyed-${kannada ? 'kn' : 'en'}`, info);

    // The story opens, its cover from the phone.
    await kept.locator('a.stories__card').click();
    const reader = page.getByTestId('story');
    await expect(reader).toHaveAttribute('data-page', '-1');
    await expect(reader.getByTestId('story-on-phone')).toBeVisible();
    await expect
      .poll(() =>
        reader
          .locator('img')
          .first()
          .evaluate((image) => (image as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // Read to me: the first page's clip plays from the phone, and a word lights as it is said.
    await reader.getByRole('button', { name: t['stories.readToMe'] }).click();
    await expect(reader).toHaveAttribute('data-page', '0');
    const audio = page.locator('audio[data-story-audio]');
    await expect(audio).toHaveAttribute('src', /\/v1\/stories\/audio\/[0-9a-f]{32}\.opus$/);
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const element = document.querySelector<HTMLAudioElement>('audio[data-story-audio]');
            const lit = document.querySelector('.story__word[data-lit="true"]');
            return Boolean(element && element.currentTime > 0 && lit);
          }),
        { timeout: 30_000, intervals: [50] },
      )
      .toBe(true);
    await expect(reader.locator('.story__page img').first()).toBeVisible();
    await expect
      .poll(() =>
        reader
          .locator('.story__page img')
          .first()
          .evaluate((image) => (image as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await screenshotForDocs(page, `story-offline-reader-${kannada ? 'kn' : 'en'}`, info);

    // Back online, the parent sees the story among the lessons on the phone, and removes it.
    await context.setOffline(false);
    await page.goto(`${prefix}/user-profile`);
    await passParentGate(page, t);
    const row = page.getByTestId('offline-lessons').locator('.offline__unit', { hasText: title });
    await expect(row).toContainText((t['account.offline.onPhone'] as string).split(' ·')[0] as string);
    await expectNoAxeViolations(page);
    await row.getByRole('button').click();
    await expect(row).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto(`${prefix}/stories`);
    await expect(
      page.locator(`.stories__item[data-story="${key}"]`).getByTestId('story-download'),
    ).toBeVisible();
  });
}

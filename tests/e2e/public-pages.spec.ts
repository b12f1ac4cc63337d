import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { load } from 'js-yaml';
import { en } from '../../domain/i18n/en.ts';
import { kn } from '../../domain/i18n/kn.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { expectNoEnglishInterface } from './interfaceLanguage.ts';
import { kannadaPath, PUBLIC_PATHS } from './pages.ts';

// The public site as most visitors see it, with motion (the news carousel moves by itself);
// the app's journeys run with reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/** Real press coverage only is built (issue 27): none yet, so no news carousel. */
const hasNews =
  (load(readFileSync('src/content/en/home.yaml', 'utf8')) as { news: { items: unknown[] } }).news.items
    .length > 0;

/** A carousel slide's name: '2 of 5'. */
const slideOf = (n: number, total: number) =>
  en['carousel.slideOf'].replace('{n}', String(n)).replace('{total}', String(total));

/**
 * Stops the page's clock before the page loads (Playwright's clock emulation): its timers, the
 * carousels' autoplay among them, then run only when the test moves time on with runFor.
 */
async function stopClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
}

test.describe('Every public page, in both languages', () => {
  for (const path of PUBLIC_PATHS) {
    test(`${path} and ${kannadaPath(path)}: 200, no axe violations, the switch links the pair`, async ({
      page,
    }) => {
      for (const [from, to, lang] of [
        [path, kannadaPath(path), 'kn-IN'],
        [kannadaPath(path), path, 'en-IN'],
      ] as const) {
        const response = await page.goto(from);
        expect(response?.status(), from).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoAxeViolations(page);
        const switchLink = page.locator(`[data-locale-choice][hreflang="${lang}"]`);
        await expect(switchLink).toHaveAttribute('href', to);
      }
    });

    test(`${kannadaPath(path)} shows no English interface text`, async ({ page }) => {
      await page.goto(kannadaPath(path));
      await expectNoEnglishInterface(page);
    });
  }

  test('each page has its own title, description, canonical and absolute alternates', async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of PUBLIC_PATHS.flatMap((p) => [p, kannadaPath(p)])) {
      await page.goto(path);
      const title = await page.title();
      expect(titles.has(title), `${path} repeats the title "${title}"`).toBe(false);
      titles.add(title);
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description.trim(), `${path} has a description`).not.toBe('');
      expect(descriptions.has(description), `${path} repeats the description "${description}"`).toBe(false);
      descriptions.add(description);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https?:\/\//);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
      expect(alternates.map(([lang]) => lang)).toEqual(['en-IN', 'kn-IN', 'x-default']);
      for (const [, href] of alternates) expect(href).toMatch(/^https?:\/\//);
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
        /^https?:\/\/.+\.png$/,
      );
    }
  });

  test('robots.txt, the sitemap and the manifest', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: https?:\/\/.+\/sitemap-index\.xml/);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    for (const path of PUBLIC_PATHS) {
      expect(sitemap).toContain(`${path === '/' ? '/' : path}</loc>`);
      expect(sitemap).toContain(`${kannadaPath(path)}</loc>`);
    }
    expect(sitemap).not.toContain('404');
    // Installable: PNG icons of 192 and 512 px (what Chrome asks of a web app), each one served.
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      icons: { src: string; sizes: string; type: string }[];
    };
    const png = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
    expect(png).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect([icon.src, response.status(), response.headers()['content-type']]).toEqual([
        icon.src,
        200,
        expect.stringContaining(icon.type),
      ]);
    }
  });
});

test.describe('Home page interactions', () => {
  test('the question-and-answer accordion: one open at a time; clicking the open one closes all', async ({
    page,
  }) => {
    await page.goto('/');
    const items = page.locator('details[name="home-faq"]');
    await expect(items).toHaveCount(3);
    const summary = (i: number) => items.nth(i).locator('summary');
    await summary(0).click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await summary(1).click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await summary(1).click();
    for (let i = 0; i < 3; i += 1) await expect(items.nth(i)).not.toHaveAttribute('open');
  });

  test('a video card opens its video in the modal; Esc and the close button close it; focus stays inside', {
    tag: '@layout',
  }, async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/videos/')) videoRequests.push(request.url());
    });
    await page.goto('/kn/');
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);

    const card = page.locator('.video-card').first();
    await card.click();
    const dialog = page.locator('dialog#video-modal');
    await expect(dialog).toBeVisible();
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('src', /\/videos\/talk-1\.mp4$/);
    await expect(dialog.locator('track')).toHaveAttribute('src', /\.kn\.vtt$/);
    // The video is fetched only now, when the modal shows it.
    await expect
      .poll(() => videoRequests.map((url) => new URL(url).pathname))
      .toContain('/videos/talk-1.mp4');
    await expectNoAxeViolations(page);
    // Chromium redraws the video's own controls when its captions and its first frame arrive
    // (a captions button appears); a focused control that is redrawn may drop focus to the page,
    // the likeliest cause of the one failure seen (a Tab left the dialog, busy run of 5 December,
    // desktop width; not reproduced in 25 runs since). Tab once both have arrived.
    await expect
      .poll(() => dialog.locator('track').evaluate((track: HTMLTrackElement) => track.readyState))
      .toBe(2); // HTMLTrackElement.LOADED
    await expect
      .poll(() => video.evaluate((player: HTMLVideoElement) => player.readyState))
      .toBeGreaterThan(0);
    // Seen again once at load 10 (6 December, a Tab of six left the dialog); a clip that ends
    // during the Tabs does not cause it (tried: focus stayed). The clip is held still, as a
    // child's pause would, so nothing of the player changes under the keys, and a failure names
    // where focus went.
    await video.evaluate((player: HTMLVideoElement) => player.pause());
    await expect.poll(() => video.evaluate((player: HTMLVideoElement) => player.paused)).toBe(true);
    // Focus cannot leave the modal: tabbing around stays inside it.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        return element?.closest('dialog[open]')
          ? 'in the dialog'
          : (element?.outerHTML.slice(0, 160) ?? 'nothing');
      });
      expect(focused, `Tab ${i + 1}`).toBe('in the dialog');
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(video).not.toHaveAttribute('src');
    await expect(card).toBeFocused();

    await page.locator('.video-card').nth(1).click();
    await expect(dialog).toBeVisible();
    await expect(video).toHaveAttribute('src', /\/videos\/talk-2\.mp4$/);
    await dialog.getByRole('button', { name: kn['modal.close'] }).click();
    await expect(dialog).toBeHidden();
  });

  test('the carousels move with their controls and wrap around at the ends', { tag: '@layout' }, async ({
    page,
  }) => {
    // The news carousel moves by itself on phones; with the page's clock stopped it stays put.
    await stopClock(page);
    await page.goto('/');
    // The news carousel is there only with real press coverage (home.yaml's news items).
    for (const name of ['.stats__carousel', '.subjects', ...(hasNews ? ['.news'] : [])]) {
      const carousel = page.locator(name);
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel).toHaveAttribute('data-ready', 'true');
      if (await carousel.locator('.carousel__controls').isHidden()) {
        // Every slide fits: nothing to move, and all of them are in view.
        await expect(carousel.locator('.swiper-slide[inert]')).toHaveCount(0);
        continue;
      }
      const slides = carousel.locator('.swiper-slide');
      const total = await slides.count();
      const active = carousel.locator('.swiper-slide-active');
      await expect(active, name).toHaveAttribute('aria-label', slideOf(1, total));
      await expect(slides.last(), `${name}: the last slide starts out of view`).toHaveAttribute('inert', '');
      // Back from the first slide wraps to the end: the last slide comes into view, the first goes.
      await carousel.getByRole('button', { name: en['carousel.previous'] }).click();
      await expect(slides.last(), `${name}: previous from the first slide`).not.toHaveAttribute('inert');
      await expect(slides.first(), `${name}: previous from the first slide`).toHaveAttribute('inert', '');
      // On from the end wraps to the first slide.
      await carousel.getByRole('button', { name: en['carousel.next'] }).click();
      await expect(active, `${name}: next from the last slide`).toHaveAttribute(
        'aria-label',
        slideOf(1, total),
      );
      await expect(slides.first(), `${name}: next from the last slide`).not.toHaveAttribute('inert');
    }
  });

  test('on phones the news carousel moves by itself every second, and the pause button stops it', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'autoplay is for widths of 600 px or less');
    test.skip(!hasNews, 'no press coverage yet: the home page has no news carousel (issue 27)');
    // The page's time moves only when the test moves it: no waiting for the slides.
    await stopClock(page);
    await page.goto('/');
    const news = page.locator('.news');
    await news.scrollIntoViewIfNeeded();
    await expect(news).toHaveAttribute('data-ready', 'true');
    const total = await news.locator('.swiper-slide').count();
    const active = news.locator('.swiper-slide-active');
    await expect(active).toHaveAttribute('aria-label', slideOf(1, total));
    // Spec §9: every 1000 ms, not sooner.
    await page.clock.runFor(999);
    await expect(active).toHaveAttribute('aria-label', slideOf(1, total));
    await page.clock.runFor(1);
    await expect(active).toHaveAttribute('aria-label', slideOf(2, total));

    const pause = news.getByRole('button', { name: en['carousel.pause'] });
    await pause.click();
    // Focus inside the carousel stops it too (for keyboard users): leave it, so that only the
    // pause button is holding it still.
    const play = news.getByRole('button', { name: en['carousel.play'] });
    await play.blur();
    await page.clock.runFor(10_000);
    await expect(active).toHaveAttribute('aria-label', slideOf(2, total));

    // Started again, it moves on a second later.
    await play.click();
    await news.getByRole('button', { name: en['carousel.pause'] }).blur();
    await page.clock.runFor(1_000);
    await expect(active).toHaveAttribute('aria-label', slideOf((2 % total) + 1, total));
  });
});

test.describe('About page', () => {
  test('team cards and the photo lightbox, whose previous and next wrap around', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('.team-card')).toHaveCount(4);
    const thumbs = page.locator('.gallery__thumb');
    const count = await thumbs.count();
    await thumbs.first().click();
    const dialog = page.locator('dialog#lightbox');
    await expect(dialog).toBeVisible();
    const counter = dialog.locator('[data-lightbox-counter]');
    await expect(counter).toHaveText(`Photo 1 of ${count}`);
    await dialog.getByRole('button', { name: en['lightbox.previous'] }).click();
    await expect(counter).toHaveText(`Photo ${count} of ${count}`);
    await dialog.getByRole('button', { name: en['lightbox.next'] }).click();
    await expect(counter).toHaveText(`Photo 1 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`Photo ${count} of ${count}`);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumbs.first()).toBeFocused();
  });
});

test.describe('Privacy policy', () => {
  test('offers the English and the Kannada text on one page, with a switch', async ({ page }) => {
    await page.goto('/privacy-policy');
    const english = page.locator('article[data-legal="en"]');
    const kannada = page.locator('article[data-legal="kn"]');
    await expect(english).toBeVisible();
    await expect(kannada).toBeHidden();
    // The policy's 45 sections, then the list of its versions (issue 32).
    await expect(english.locator('.legal__content h2')).toHaveCount(45);
    await expect(english.locator('.policy-versions h2')).toHaveCount(1);
    await english.getByRole('button', { name: 'ಕನ್ನಡ' }).click();
    await expect(kannada).toBeVisible();
    await expect(english).toBeHidden();
    await expect(kannada.locator('.legal__content h2')).toHaveCount(45);
    await expect(kannada).toHaveAttribute('lang', 'kn-IN');
    await expect(kannada.getByRole('button', { name: 'ಕನ್ನಡ' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
    await kannada.getByRole('button', { name: 'English' }).click();
    await expect(english).toBeVisible();
  });
});

test.describe('Sign-up and login screens in Kannada', () => {
  for (const path of ['/kn/login', '/kn/forgot-password']) {
    test(`${path} shows no English interface text and has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoEnglishInterface(page);
      await expectNoAxeViolations(page);
    });
  }
});

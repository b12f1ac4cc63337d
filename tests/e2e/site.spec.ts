import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { en } from '../../domain/i18n/en.ts';
import { kn } from '../../domain/i18n/kn.ts';
import { EXTERNAL_LINKS, siteConfig } from '../../domain/site.config.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { kannadaPath, PUBLIC_PATHS } from './pages.ts';

// The public site as most visitors see it, with motion; the app's journeys run with reduced
// motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

type Home = { hero: { headline: string }; features: { plans: { price: number }[] } };
const home = (locale: string) => load(readFileSync(`src/content/${locale}/home.yaml`, 'utf8')) as Home;

test.describe('The site in two languages', () => {
  test('the English home page', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home('en').hero.headline);
    // Spec §1: yearly ₹365 for Kannada medium and ₹999 for English medium.
    await expect(page.locator('.plan__price')).toHaveText([/₹365/, /₹999/]);
    await expectNoAxeViolations(page);
  });

  test('the Kannada home page renders Kannada', async ({ page }, testInfo) => {
    const response = await page.goto('/kn/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn-IN');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(home('kn').hero.headline);
    // The heading is really drawn with a Kannada font (not missing-glyph boxes): ask Chromium
    // which platform fonts it used for the node.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(fonts.map((font) => font.familyName).join(', ')).toMatch(/Kannada/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('kn-home.png'), fullPage: true });
  });

  test('marketing pages ship no React; the contact page loads it for its form only', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    for (const path of ['/', '/kn/', '/no-such-page']) {
      scripts.length = 0;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(
        scripts.filter((url) => /react|client\.|ContactForm/.test(url)),
        path,
      ).toEqual([]);
    }
    scripts.length = 0;
    await page.goto('/contactUs');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => /ContactForm/.test(url))).toBe(true);
  });

  test('every internal link stays in the page language', async ({ page }) => {
    for (const path of PUBLIC_PATHS) {
      const kannada = kannadaPath(path);
      await page.goto(kannada);
      const links = await page
        .locator('a[href^="/"]')
        .evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('href'), a.getAttribute('hreflang')]));
      for (const [href, hreflang] of links) {
        if (hreflang === 'en-IN')
          expect(href).toBe(path); // the language switch itself
        else expect(href, `${kannada} links to ${href}`).toMatch(/^\/kn(\/|$)/);
      }
    }
  });

  test('the language switch opens the same page in the other language and remembers it', async ({ page }) => {
    await page.goto('/contactUs');
    await page.getByRole('link', { name: 'ಕನ್ನಡ' }).click();
    await expect(page).toHaveURL(/\/kn\/contactUs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kn['contact.title']);
    // The next visit to an English page opens it in Kannada.
    await page.goto('/');
    await expect(page).toHaveURL(/\/kn\/$/);
    // Choosing English again is remembered too.
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/contactUs');
    await expect(page).toHaveURL(/\/contactUs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['contact.title']);
  });

  test(
    'the navbar: menu toggle on phones, links and Login',
    { tag: '@layout' },
    async ({ page }, testInfo) => {
      await page.goto('/contactUs');
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      const toggle = page.getByRole('button', { name: 'Open menu' });
      if (testInfo.project.name === 'phone') {
        await expect(nav).toBeHidden();
        await toggle.click();
        await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        await expect(nav).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(nav).toBeHidden();
        await toggle.click();
      } else {
        await expect(toggle).toBeHidden();
      }
      for (const name of ['Our Journey', 'Contact Us', 'About']) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }
      // The sponsor page shows only once the company has supplied it (domain/site.config.ts).
      const sponsor = nav.getByRole('link', { name: /Sponsor A Child/ });
      if (siteConfig.links.sponsor) await expect(sponsor).toHaveAttribute('target', '_blank');
      else await expect(sponsor).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    },
  );

  test('the home navbar hides several links that the footer still offers', { tag: '@layout' }, async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'Our Journey' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Our Journey' })).toHaveAttribute(
      'href',
      '/journey',
    );
  });

  test('the footer links and year', async ({ page }) => {
    await page.goto('/kn/');
    const footer = page.getByRole('contentinfo');
    for (const path of ['/about', '/contactUs', '/journey', '/privacy-policy', '/terms-conditions']) {
      await expect(footer.locator(`a[href="/kn${path}"]`)).toHaveCount(1);
    }
    // Shop, sponsor, app store and four social pages: those the company has supplied, no others.
    const configured = EXTERNAL_LINKS.filter((name) => siteConfig.links[name]).length;
    await expect(footer.locator('a[target="_blank"]')).toHaveCount(configured);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  for (const [path, heading] of [
    ['/no-such-page', en['notFound.title']],
    ['/kn/no-such-page', kn['notFound.title']],
  ] as const) {
    test(`an unknown address (${path}) answers 404 with a way home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectNoAxeViolations(page);
    });
  }
});

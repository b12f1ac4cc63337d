import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { siteConfig } from '../../domain/site.config.ts';
import { catalogueSummary, formatCount } from '../../src/lib/curriculumCounts.ts';
import { screenshotForDocs } from './docsScreenshots.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { langs } from './journeys.ts';

/**
 * Issue 27: the public site claims only what the product backs. Numbers come from the catalogue
 * at build time; editor numbers, press, store, social, shop and sponsor links and contact
 * details appear only once configured; canonical links name the page as it is served.
 */
const summary = catalogueSummary();
const SITE = process.env.PUBLIC_SITE_URL || 'http://localhost:4321';
type Home = { subjects: { items: { key: string; name: string }[] } };
const home = (locale: string) => load(readFileSync(`src/content/${locale}/home.yaml`, 'utf8')) as Home;

/**
 * Every file of the built site that a browser or a crawler reads, but the API reference
 * (dist/api/), whose viewer library carries its own sample values (user@example.com) for
 * developers trying requests.
 */
function builtFiles(dir = 'dist'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join('dist', 'api') ? [] : builtFiles(path);
    return /\.(html|js|xml|txt|json|webmanifest)$/.test(entry.name) ? [path] : [];
  });
}

test('no built page, script, sitemap or manifest names an example address or a stand-in claim', () => {
  const files = builtFiles();
  expect(files.length).toBeGreaterThan(20);
  const offending = files.filter((file) =>
    /example\.(org|com|net)|80,000|00000 00000|\(placeholder\)|29AAAAA0000A1Z5/.test(
      readFileSync(file, 'utf8'),
    ),
  );
  expect(offending).toEqual([]);
});

for (const [name, t, prefix] of langs) {
  const locale = prefix === '/kn' ? 'kn' : 'en';
  const homePath = prefix === '/kn' ? '/kn/' : '/';

  test(`the home page shows the catalogue's numbers and subjects, and no unconfigured link or claim (${name})`, async ({
    page,
  }, info) => {
    await page.goto(homePath);
    // Classes, subjects, topics and activities, counted from curriculum/ (approved content).
    const stats = page.locator('.stats__carousel .stat__value');
    await expect(stats).toHaveText([
      formatCount(summary.classes.length, locale),
      formatCount(summary.subjects.length, locale),
      formatCount(summary.topics, locale),
      formatCount(summary.activities, locale),
    ]);
    await expect(page.locator('.stats')).not.toContainText(/\+/);
    // The four subjects the app has, no Science or Social Science.
    const subjects = home(locale).subjects.items.filter((item) => summary.subjects.includes(item.key));
    await expect(page.locator('.subjects .subject h3')).toHaveText(subjects.map((item) => item.name));
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/Science|ವಿಜ್ಞಾನ|mock test|ಮಾದರಿ ಪರೀಕ್ಷೆ|animated|ಅನಿಮೇಷನ್/i);
    // No press section and no store badge until there is real coverage and a real listing.
    await expect(page.locator('#news-heading')).toHaveCount(0);
    await expect(page.locator('#app-heading')).toHaveCount(siteConfig.links.appStore ? 1 : 0);
    // Every link leaves only for a configured address.
    const configured = Object.values(siteConfig.links).filter(Boolean);
    const external = await page
      .locator('a[href^="http"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(external.filter((href) => !configured.includes(href))).toEqual([]);
    // The page names itself as served: /kn/ with its slash, on the site address the build was
    // given (PUBLIC_SITE_URL; astro.config.mjs's default without it).
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(homePath, SITE).href);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      new URL(homePath, SITE).href,
    );
    await expect(page.locator(`link[rel="alternate"][hreflang="kn-IN"]`)).toHaveAttribute(
      'href',
      new URL('/kn/', SITE).href,
    );
    await expectNoAxeViolations(page);
    await page.locator('.stats').scrollIntoViewIfNeeded();
    await screenshotForDocs(page, `home-${locale}`, info);
    await page.locator('.subjects').scrollIntoViewIfNeeded();
    await screenshotForDocs(page, `home-subjects-${locale}`, info);
  });

  test(`contact page, policy and terms show only configured contacts (${name})`, async ({ page }) => {
    await page.goto(`${prefix}/contactUs`);
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(siteConfig.contact.email ? 1 : 0);
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(siteConfig.contact.phone ? 1 : 0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['contact.title']);
    await expectNoAxeViolations(page);

    await page.goto(`${prefix}/privacy-policy`);
    const policy = page.locator(`[data-legal="${locale}"]`);
    // Until a grievance officer is configured, the policy says how to reach one: the form.
    // Section 44: its heading, the paragraph that asks to contact the officer, then the contact.
    const grievance = policy.locator('h2', { hasText: /^44\./ }).locator('xpath=following-sibling::*[2]');
    if (siteConfig.contact.grievanceOfficer)
      await expect(grievance).toContainText(siteConfig.contact.grievanceOfficer.email);
    else await expect(grievance.locator('a')).toHaveAttribute('href', `${prefix}/contactUs`);
    await expect(policy).not.toContainText(/\{(contact-details|grievance-officer)\}/);
    await expectNoAxeViolations(page);

    await page.goto(`${prefix}/terms-conditions`);
    await expect(page.locator('main')).toContainText(t['nav.contact']);
    await expect(page.locator('main')).not.toContainText(/\{contact-details\}|@example/);
    await expectNoAxeViolations(page);
  });
}

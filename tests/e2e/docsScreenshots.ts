import type { Locator, Page, TestInfo } from '@playwright/test';

/**
 * A picture for the docs (docs/screenshots/…), taken only when DOCS_SCREENSHOTS names the folder
 * and only at phone width: `DOCS_SCREENSHOTS=docs/screenshots/issue-27 npx playwright test …`.
 * Otherwise nothing is written, so `npm test` leaves the repository as it was.
 */
export async function screenshotForDocs(target: Page | Locator, name: string, info: TestInfo) {
  const dir = process.env.DOCS_SCREENSHOTS;
  if (!dir || info.project.name !== 'phone') return;
  await target.screenshot({ path: `${dir}/${name}.png`, animations: 'disabled' });
}

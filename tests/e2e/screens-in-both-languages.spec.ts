import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { expectNoEnglishInterface } from './interfaceLanguage.ts';
import { langs, mathsTopics, newPhone, passParentGate, signUpQuickly } from './journeys.ts';

/**
 * Every signed-in screen in both languages (issue 33). A journey whose steps are the same code in
 * either language runs once, in one of them (journeys.ts); this walk shows each screen those
 * journeys open in the other too: the child's learning screens, a lesson's first screen, the
 * unlock dialog, the parent gate and the parent's pages, each with axe, and in Kannada with no
 * English string of the interface left on it.
 */

for (const [name, t, prefix] of langs) {
  const english = name === 'English';
  const account = english
    ? { grade: '3', board: 'CBSE', medium: 'English' }
    : { grade: '3', board: 'Karnataka', medium: 'Kannada' };
  const set = english ? 'english-medium' : 'kannada-medium';

  /** Once `ready` shows, the screen as it is: axe, and in Kannada no English interface text. */
  async function expectScreen(page: Page, ready: Locator) {
    await expect(ready).toBeVisible();
    await expectNoAxeViolations(page);
    if (!english) await expectNoEnglishInterface(page);
  }

  test(`every signed-in screen in ${name}: the child's and the parent's`, async ({
    page,
    clientAddress,
  }, info) => {
    await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account);
    const [first] = mathsTopics(set);
    if (!first) throw new Error(`no class 3 maths topic in ${set}`);

    await page.goto(`${prefix}/dashboard`);
    await expectScreen(page, page.getByTestId('continue-tile'));
    await page.goto(`${prefix}/maths/units`);
    const cards = page.locator('.learn__card');
    await expectScreen(page, cards.first());
    await cards.nth(1).click();
    const unlock = page.getByRole('dialog', { name: t['unlock.title'] });
    await expectScreen(page, unlock);
    await unlock.getByRole('button', { name: t['unlock.cancel'], exact: true }).last().click();
    await expect(unlock).toBeHidden();
    await page.goto(`${prefix}/chapters?subject=maths&unit=${first.unit}`);
    await expectScreen(page, cards.first());
    await page.goto(`${prefix}/topics?subject=maths&chapter=${first.chapter}`);
    await expectScreen(page, cards.first());
    await page.goto(`${prefix}/${first.topic}/activity`);
    await expectScreen(page, page.locator('.activity__player'));
    await page.goto(`${prefix}/stories`);
    await expectScreen(page, page.getByRole('heading', { level: 1 }));
    await page.goto(`${prefix}/practise-missed`);
    await expectScreen(page, page.getByText(t['missed.nothing']));

    // The parent's side, past the gate (the gate itself is on the first of them).
    await page.goto(`${prefix}/user-profile`);
    await expectScreen(page, page.getByRole('dialog'));
    await passParentGate(page, t);
    await expectScreen(page, page.getByRole('heading', { level: 1, name: t['account.page'] }));
    for (const path of ['children', 'paymentPlans', 'my-data', 'recordings']) {
      await page.goto(`${prefix}/${path}`);
      await expectScreen(page, page.getByRole('heading', { level: 1 }));
    }
  });
}

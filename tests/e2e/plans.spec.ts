import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, queryDatabase, test } from './fixtures.ts';
import { type Dict, langs, newPhone, signUpQuickly, storedProfile } from './journeys.ts';

/** Issue 7's journeys: a parent buys each plan through the test gateway; a failure changes nothing. */
const subscriptions = (studentId: string) =>
  queryDatabase<{ type: string }>('select type from subscriptions where student_id = ?', studentId);

async function buy(page: Page, t: Dict, type: 'ALL_ACCESS' | 'VAV', outcome: 'succeed' | 'fail') {
  const card = page.locator(`.plan[data-type="${type}"]`);
  await card.getByRole('button').click();
  const gateway = page.getByRole('dialog', { name: t['gateway.title'] });
  await expect(gateway).toBeVisible();
  await expectNoAxeViolations(page);
  await gateway
    .getByRole('button', { name: outcome === 'succeed' ? t['gateway.succeed'] : t['gateway.fail'] })
    .click();
  await expect(gateway).toBeHidden();
}

for (const [name, t, prefix] of langs) {
  const kannada = prefix === '/kn';
  const account = kannada ? { board: 'Karnataka', medium: 'Kannada' } : { board: 'CBSE', medium: 'English' };

  test(`a parent buys All Access; locked units open; a failed payment changes nothing (${name})`, async ({
    page,
    clientAddress,
  }, info) => {
    const { profile } = await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), {
      grade: '3',
      ...account,
    });
    // From a locked unit: the unlock modal offers a plan.
    await page.goto(`${prefix}/maths/units`);
    await page.locator('.learn__card').nth(1).click();
    await page.getByRole('link', { name: t['plans.subscribe'] }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/paymentPlans$`));

    const allAccess = page.locator('.plan[data-type="ALL_ACCESS"]');
    // ₹365 for Kannada medium, ₹999 for English medium.
    await expect(allAccess.locator('.plan__price')).toContainText(kannada ? '365' : '999');
    await expect(allAccess.locator('.plan__features li').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await buy(page, t, 'ALL_ACCESS', 'fail');
    await expect(page.locator('.plans__outcome')).toHaveText(t['plans.failed']);
    expect(subscriptions(profile._id)).toEqual([]);
    expect((await storedProfile(page)).activeSubscriptions).toEqual([]);

    await buy(page, t, 'ALL_ACCESS', 'succeed');
    await expect(page.locator('.plans__outcome')).toHaveAttribute('data-kind', 'success');
    await expect(allAccess.locator('.plan__active')).toBeVisible();
    expect(subscriptions(profile._id)).toEqual([{ type: 'ALL_ACCESS' }]);
    await expectNoAxeViolations(page);

    await page.goto(`${prefix}/maths/units`);
    const cards = page.locator('.learn__card');
    await expect(cards.first()).toBeVisible();
    await expect(page.locator('.learn__card[data-locked="true"]')).toHaveCount(0);
    await cards.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/chapters\\?subject=[\\w-]+&unit=[\\w-]+$`));

    // My Account lists the payments, the failed one too, with the paid one's receipt.
    await page.goto(`${prefix}/user-profile`);
    const payments = page.getByTestId('payments');
    await expect(payments.locator('li')).toHaveCount(2);
    await expect(payments).toContainText(t['account.payments.failed']);
    await payments.getByRole('button', { name: t['account.payments.view'] }).click();
    const receipt = page.getByRole('dialog');
    await expect(receipt).toContainText(t['account.payments.issuer']);
    await expect(receipt).toContainText(kannada ? '365' : '999');
    await expect(receipt).toContainText(/pay_\w+/);
    await expectNoAxeViolations(page);
  });

  test(`a parent buys Video lessons; the videos of locked units open (${name})`, async ({
    page,
    clientAddress,
  }, info) => {
    const { profile } = await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), {
      grade: '3',
      ...account,
    });
    await page.goto(`${prefix}/paymentPlans`);
    await buy(page, t, 'VAV', 'succeed');
    await expect(page.locator('.plans__outcome')).toHaveAttribute('data-kind', 'success');
    expect(subscriptions(profile._id)).toEqual([{ type: 'VAV' }]);

    await page.goto(`${prefix}/evs/units`);
    const locked = page.locator('.learn__card').nth(1);
    await expect(locked).toContainText(t['plans.videosOpen']);
    await locked.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/chapters\\?subject=[\\w-]+&unit=[\\w-]+$`));
    await page.locator('.learn__card').first().click();
    await page.locator('.learn__card').first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/[\\w-]+/activity$`));
    // Only the videos of a locked unit: every activity offered is a video.
    await expect(page.locator('.activity__player')).toHaveAttribute('data-kind', 'video');
    await expect(page.locator('.activity__steps button')).toHaveCount(0);
  });
}

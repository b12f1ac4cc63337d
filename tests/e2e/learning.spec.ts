import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { ENGLISH, newPhone, signUp } from './journeys.ts';

for (const [name, t, prefix] of [ENGLISH]) {
  test(`a child opens a subject, a unit and a chapter, and sees its topics (${name})`, async ({
    page,
  }, testInfo) => {
    await signUp(page, t, prefix, newPhone(testInfo.workerIndex));
    // Class 3, Karnataka Kannada medium (as signUp chooses).
    await page.goto(`${prefix}/maths/units`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(prefix === '/kn' ? 'ಗಣಿತ' : 'Maths');
    const cards = page.locator('.learn__card');
    await expect(cards.first()).toBeEnabled();
    // Spec §4: units after the first stay locked until unlocked.
    await expect(cards.nth(1)).toHaveAttribute('data-locked', 'true');
    await expect(cards.nth(1)).toContainText(t['learn.locked_other'].replace('{count}', '50'));
    await expectNoAxeViolations(page);

    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/chapters\\?subject=maths&unit=[\\w-]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      t['learn.unitNumber'].replace('{n}', '1'),
    );
    await expectNoAxeViolations(page);
    await page.locator('.learn__card').first().click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/topics\\?subject=maths&chapter=[\\w-]+$`));
    await expect(page.locator('.learn__card')).toHaveCount(2);
    await expect(page.locator('.learn__card').first()).toContainText(
      t['learn.progress'].replace('{done}', '0').replace('{total}', '2'),
    );
    await expectNoAxeViolations(page);
  });
}

test('the learning screens need a session', async ({ page }) => {
  await page.goto('/maths/units');
  await expect(page).toHaveURL(/\/login$/);
});

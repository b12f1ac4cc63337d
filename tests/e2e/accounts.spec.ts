import { en } from '../../src/i18n/en.ts';
import { expect, expectNoAxeViolations, queryDatabase, test } from './fixtures.ts';
import { langs, logOut, newPhone, otpSentBy, PASSWORD, signUp, typeOtp } from './journeys.ts';

for (const [name, t, prefix] of langs) {
  test.describe(`Accounts in ${name}`, () => {
    test('sign up from phone to dashboard, then log out', async ({ page }, testInfo) => {
      const phone = newPhone(testInfo.workerIndex);
      await signUp(page, t, prefix, phone);
      const [student] = queryDatabase<{ id: string; board: string; medium: string }>(
        'select id, board, medium from students where phone = ?',
        phone,
      );
      expect(student).toMatchObject({ board: 'Karnataka', medium: 'Kannada' });
      const consents = queryDatabase<{ guardian_name: string }>(
        'select guardian_name from consents where student_id = ?',
        student?.id,
      );
      expect(consents).toEqual([{ guardian_name: 'Shobha' }]);
      // The sign-up draft is gone once the account exists.
      expect(await page.evaluate(() => localStorage.getItem('kalike.signupDraft'))).toBeNull();

      await logOut(page, t, prefix);
      const live = queryDatabase<{ n: number }>(
        'select count(*) as n from refresh_tokens where student_id = ? and revoked_at is null',
        student?.id,
      );
      expect(live[0]?.n).toBe(0);
      // A guarded route now sends the user to /login.
      await page.goto(`${prefix}/dashboard`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/login$`));
    });

    test('log in with the password, with an OTP, and reset a forgotten password', async ({
      page,
    }, testInfo) => {
      // Two 30 s waits (one OTP per 30 s per phone): run this journey once per language.
      test.skip(testInfo.project.name !== 'desktop', 'the sign-up journey covers phones');
      test.setTimeout(150_000);
      const phone = newPhone(testInfo.workerIndex);
      await signUp(page, t, prefix, phone);
      await logOut(page, t, prefix);

      // Password login; a wrong password says 'Password Incorrect'.
      await page.goto(`${prefix}/login`);
      await page.getByLabel(t['auth.login.phone']).fill(phone);
      await page.getByRole('button', { name: t['auth.continue'] }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/password$`));
      await expectNoAxeViolations(page);
      await page.getByLabel(t['auth.password.label'], { exact: true }).fill('Not-My-Password-1');
      await page.getByRole('button', { name: t['auth.login.button'], exact: true }).click();
      await expect(page.getByRole('alert')).toContainText(t['auth.error.passwordIncorrect']);
      await page.getByLabel(t['auth.password.label'], { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: t['auth.login.button'], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      await logOut(page, t, prefix);

      // OTP login (after the 30 s gap between codes to one phone, the server's rule).
      await page.goto(`${prefix}/login`);
      await page.getByLabel(t['auth.login.phone']).fill(phone);
      await page.getByRole('button', { name: t['auth.continue'] }).click();
      await page.waitForTimeout(31_000);
      const loginCode = await otpSentBy(phone, () =>
        page.getByRole('button', { name: t['auth.loginWithOtp'] }).click(),
      );
      await expect(page).toHaveURL(new RegExp(`${prefix}/otplogin$`));
      await page.getByRole('button', { name: t['auth.login.button'], exact: true }).click();
      await expect(page.getByText(t['auth.otpLogin.invalidInline'])).toBeVisible();
      await expectNoAxeViolations(page);
      await typeOtp(page, loginCode);
      await page.getByRole('button', { name: t['auth.login.button'], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      await logOut(page, t, prefix);

      // Forgot password: a code, then a new password, then log in with it.
      await page.goto(`${prefix}/login`);
      await page.getByLabel(t['auth.login.phone']).fill(phone);
      await page.getByRole('button', { name: t['auth.continue'] }).click();
      await page.getByRole('button', { name: t['auth.forgot'] }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/forgot-password$`));
      await page.waitForTimeout(31_000);
      const resetCode = await otpSentBy(phone, () =>
        page.getByRole('button', { name: t['auth.forgotPassword.send'] }).click(),
      );
      await typeOtp(page, resetCode);
      await page.getByLabel(t['auth.password.new'], { exact: true }).fill('Hampi-Stone-Chariot-9');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t['auth.forgotPassword.save'] }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/password$`));
      await page.getByLabel(t['auth.password.label'], { exact: true }).fill('Hampi-Stone-Chariot-9');
      await page.getByRole('button', { name: t['auth.login.button'], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
    });
  });
}

for (const [name, t, prefix] of langs) {
  test(`an expired access token is refreshed silently (${name})`, async ({ page }, testInfo) => {
    const phone = newPhone(testInfo.workerIndex);
    await signUp(page, t, prefix, phone);
    const before = await page.evaluate(() => localStorage.getItem('P_TEACHER_ACCESS_TOKEN'));
    // The test server's access tokens live 4 s (playwright.config.ts).
    await page.waitForTimeout(5_000);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t['dashboard.hello'].replace('{name}', 'Chinmayi'),
    );
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('P_TEACHER_ACCESS_TOKEN')))
      .not.toBe(before);
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
  });
}

test('/loader sends a signed-out visitor to /login', async ({ page }) => {
  await page.goto('/kn/loader');
  await expect(page).toHaveURL(/\/kn\/login$/);
});

test('signed in, the navbar shows the account area instead of Login; the phone screen goes to /', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the user area shows at desktop widths');
  await signUp(page, en, '', newPhone(testInfo.workerIndex));
  await page.goto('/about');
  await expect(page.getByRole('link', { name: en['nav.login'] })).toBeHidden();
  await expect(page.getByRole('link', { name: en['nav.myAccount'] })).toBeVisible();
  await expect(page.getByRole('link', { name: en['nav.myAccount'] })).toHaveText('C');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('the OTP boxes take digits only, advance by themselves and take a pasted code; Resend waits 30 s', async ({
  page,
}, testInfo) => {
  const phone = newPhone(testInfo.workerIndex);
  await page.goto('/login');
  await page.getByLabel(en['auth.login.phone']).fill(phone);
  await page.getByRole('button', { name: en['auth.continue'] }).click();
  await expect(page).toHaveURL(/\/otp$/);
  const boxes = page.locator('.otp__box');
  await expect(boxes).toHaveCount(6);
  await expect(boxes.first()).toBeEditable();
  await boxes.first().click();
  await page.keyboard.type('4a2');
  await expect(boxes.nth(0)).toHaveValue('4');
  await expect(boxes.nth(1)).toHaveValue('2');
  await expect(boxes.nth(2)).toBeFocused();
  await boxes.first().evaluate((input) => {
    const data = new DataTransfer();
    data.setData('text/plain', '987 654');
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  for (const [i, digit] of ['9', '8', '7', '6', '5', '4'].entries())
    await expect(boxes.nth(i)).toHaveValue(digit);
  const resend = page.getByRole('button', { name: /Resend Code in \d+ s/ });
  await expect(resend).toBeDisabled();
  // A wrong code is refused in words, beside the boxes: one message, no toast as well.
  await page.getByRole('button', { name: en['auth.otp.verify'] }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(en['auth.error.otpInvalid']);
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

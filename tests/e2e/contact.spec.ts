import { en } from '../../domain/i18n/en.ts';
import { kn } from '../../domain/i18n/kn.ts';
import { expect, expectNoAxeViolations, queryDatabase, test } from './fixtures.ts';

type Row = {
  name: string;
  company: string;
  email: string;
  phone: string | null;
  message: string;
  locale: string;
};
const stored = (message: string) =>
  queryDatabase<Row>(
    'select name, company, email, phone, message, locale from contact_messages where message = ?',
    message,
  );

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test.describe('A parent writes to the team from the contact page', () => {
  test('in English: the message is sent, a toast says so at the bottom centre, and it is stored', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/contactUs');
    await expect(page.getByRole('heading', { level: 1, name: en['contact.title'] })).toBeVisible();
    const message = unique('Which classes does Kalike cover?');
    await page.getByLabel(en['contact.name']).fill('Lakshmi Rao');
    await page.getByLabel(en['contact.company']).fill('Parent');
    await page.getByLabel(en['contact.email']).fill('lakshmi@example.org');
    await page.getByLabel(en['contact.message']).fill(message);
    await page.getByRole('button', { name: en['contact.submit'] }).click();

    const toast = page.getByTestId('toast');
    await expect(toast).toContainText(en['contact.sent']);
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('toast or viewport has no size');
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
    await expectNoAxeViolations(page);

    expect(stored(message)).toEqual([
      {
        name: 'Lakshmi Rao',
        company: 'Parent',
        email: 'lakshmi@example.org',
        phone: null,
        message,
        locale: 'en',
      },
    ]);
    // The form is ready for another message, and the toast closes by itself 5 s after it showed
    // (spec §2): the page's clock is moved on 5 s rather than waited for.
    await expect(page.getByLabel(en['contact.message'])).toHaveValue('');
    await page.clock.fastForward(5_000);
    await expect(toast).toBeHidden();
  });

  test('in Kannada, with a phone number and no e-mail: labels say both are optional; stored in Kannada', async ({
    page,
  }) => {
    await page.goto('/kn/contactUs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn-IN');
    await expect(page.getByRole('heading', { level: 1, name: kn['contact.title'] })).toBeVisible();
    const message = unique('ನಮ್ಮ ಶಾಲೆಗೆ ಕಲಿಕೆ ಬೇಕು');
    await page.getByLabel(kn['contact.name']).fill('ರವಿ ಕುಮಾರ್');
    await page.getByLabel(kn['contact.company']).fill('ಸರ್ಕಾರಿ ಪ್ರಾಥಮಿಕ ಶಾಲೆ, ಮಂಡ್ಯ');
    // E-mail or phone, at least one (issue 27): both labels say they may be left empty.
    for (const label of [kn['contact.email'], kn['contact.phone']])
      await expect(page.locator('form.contact-form label', { hasText: label })).toContainText(
        kn['contact.optional'],
      );
    await expect(page.getByText(kn['contact.replyHint'])).toBeVisible();
    await page.getByLabel(kn['contact.phone']).fill('+91 98450 12345');
    await page.getByLabel(kn['contact.message']).fill(message);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: kn['contact.submit'] }).click();
    await expect(page.getByTestId('toast')).toContainText(kn['contact.sent']);
    expect(stored(message)).toEqual([
      {
        name: 'ರವಿ ಕುಮಾರ್',
        company: 'ಸರ್ಕಾರಿ ಪ್ರಾಥಮಿಕ ಶಾಲೆ, ಮಂಡ್ಯ',
        email: '',
        phone: '9845012345',
        message,
        locale: 'kn',
      },
    ]);
  });

  test('an invalid e-mail is refused beside its field, in the page language, and nothing is sent', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/contact')) requests.push(request.url());
    });
    for (const [path, error] of [
      ['/contactUs', en['contact.error.email.email']],
      ['/kn/contactUs', kn['contact.error.email.email']],
    ] as const) {
      await page.goto(path);
      const form = page.locator('form.contact-form');
      const email = form.locator('input[name="email"]');
      await form.locator('input[name="name"]').fill('Asha');
      await form.locator('input[name="company"]').fill('Parent');
      await email.fill('asha.example.org');
      await form.locator('textarea[name="message"]').fill('Hello');
      await form.getByRole('button').click();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeFocused();
      const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
      await expect(page.locator(`[id="${describedBy.split(' ').pop()}"]`)).toHaveText(error);
      await expectNoAxeViolations(page);
      // Fixing the address clears the error at once.
      await email.fill('asha@example.org');
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    }
    expect(requests).toEqual([]);
  });

  test('an empty form shows what each field needs', async ({ page }) => {
    await page.goto('/contactUs');
    await page.getByRole('button', { name: en['contact.submit'] }).click();
    for (const text of [
      en['contact.error.name.required'],
      en['contact.error.company.required'],
      en['contact.error.email.required'],
      en['contact.error.message.required'],
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel(en['contact.name'])).toBeFocused();
  });

  test('after five messages in an hour, a sixth is refused with a clear message', async ({ page }) => {
    await page.goto('/kn/contactUs');
    for (let i = 0; i < 6; i += 1) {
      await page.getByLabel(kn['contact.name']).fill('ಅನು');
      await page.getByLabel(kn['contact.company']).fill('ಪೋಷಕ');
      await page.getByLabel(kn['contact.email']).fill('anu@example.org');
      await page.getByLabel(kn['contact.message']).fill(unique(`ಸಂದೇಶ ${i + 1}`));
      await page.getByRole('button', { name: kn['contact.submit'] }).click();
      await expect(page.getByRole('button', { name: kn['contact.submit'] })).toBeEnabled();
    }
    await expect(page.getByRole('alert')).toContainText(kn['error.rateLimited']);
    // What the sixth said is still in the box, so it is not lost.
    await expect(page.getByLabel(kn['contact.message'])).toHaveValue(/ಸಂದೇಶ 6/);
  });
});

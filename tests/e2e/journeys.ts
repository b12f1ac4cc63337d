import type { Page } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { kn } from '../../src/i18n/kn.ts';
import { expect, expectNoAxeViolations, queryDatabase } from './fixtures.ts';

/** Steps that several journeys share: a new parent signs up, logs out. */
export const PASSWORD = 'Kabini-River-2026';
let counter = 0;
export const newPhone = (worker: number) =>
  `9${String(worker % 10)}${String(Date.now()).slice(-5)}${String(++counter).padStart(3, '0')}`;

export async function otpFor(phone: string): Promise<string> {
  await expect
    .poll(
      () =>
        queryDatabase<{ body: string }>(
          'select body from sms_outbox where phone = ? order by created_at desc',
          phone,
        ).length,
    )
    .toBeGreaterThan(0);
  const [row] = queryDatabase<{ body: string }>(
    'select body from sms_outbox where phone = ? order by created_at desc limit 1',
    phone,
  );
  return /^(\d{6})/.exec(row?.body ?? '')?.[1] ?? '';
}

export async function typeOtp(page: Page, code: string) {
  // The boxes take keys once the island has hydrated (they are read-only before).
  await expect(page.locator('.otp__box').first()).toBeEditable();
  await page.locator('.otp__box').first().click();
  await page.keyboard.type(code);
}

export type Dict = typeof en;
export const langs: [string, Dict, string][] = [
  ['English', en, ''],
  ['Kannada', kn as Dict, '/kn'],
];

export async function signUp(page: Page, t: Dict, prefix: string, phone: string) {
  await page.goto(`${prefix}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['auth.login.title']);
  await expectNoAxeViolations(page);
  await page.getByLabel(t['auth.login.phone']).fill(phone);
  await page.getByRole('button', { name: t['auth.continue'] }).click();

  await expect(page).toHaveURL(new RegExp(`${prefix}/otp$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['auth.otp.title']);
  await expectNoAxeViolations(page);
  await typeOtp(page, await otpFor(phone));
  await page.getByRole('button', { name: t['auth.otp.verify'] }).click();

  await expect(page).toHaveURL(new RegExp(`${prefix}/namepassword$`));
  await expectNoAxeViolations(page);
  await page.getByLabel(t['auth.name.fullName']).fill('Chinmayi');
  await page.getByLabel(t['auth.password.new'], { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t['auth.continue'] }).click();

  await expect(page).toHaveURL(new RegExp(`${prefix}/genderSelection$`));
  await page.getByRole('button', { name: t['auth.gender.female'] }).click();
  await expect(page.getByRole('button', { name: t['auth.gender.female'] })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t['auth.continue'] }).click();

  await expect(page).toHaveURL(new RegExp(`${prefix}/selectclass$`));
  // Spec §5: both needed, else 'Fill in all the fields'.
  await page.getByRole('button', { name: t['auth.continue'] }).click();
  await expect(page.getByTestId('toast')).toContainText(t['auth.error.fillAll']);
  await page.getByRole('button', { name: t['auth.class.option'].replace('{n}', '3') }).click();
  await page.getByRole('button', { name: t['auth.board.karnatakaKannada'] }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t['auth.continue'] }).click();

  await expect(page).toHaveURL(new RegExp(`${prefix}/location$`));
  // The draft survives a reload.
  await page.reload();
  await page.getByLabel(t['auth.location.state']).selectOption('Karnataka');
  await page.getByLabel(t['auth.location.district']).selectOption('Mandya');
  await page.getByLabel(t['auth.location.taluk']).fill('Maddur');
  await page.getByLabel(t['auth.consent.guardianName']).fill('Shobha');
  // Without consent, no account.
  await page.getByRole('button', { name: t['auth.register'] }).click();
  await expect(page.getByText(t['auth.consent.required'])).toBeVisible();
  await expectNoAxeViolations(page);
  for (const key of [
    'auth.consent.isGuardian',
    'auth.consent.isAdult',
    'auth.consent.acceptsPolicy',
  ] as const) {
    await page.getByRole('checkbox', { name: t[key] }).check();
  }
  await page.getByRole('button', { name: t['auth.register'] }).click();

  await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t['dashboard.hello'].replace('{name}', 'Chinmayi'),
  );
  await expectNoAxeViolations(page);
}

export async function logOut(page: Page, t: Dict, prefix: string) {
  await page.getByRole('main').getByRole('button', { name: t['nav.logout'] }).click();
  const dialog = page.locator('dialog#logout-modal');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(t['logout.title']);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: t['logout.confirm'] }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/$`));
  // Signed out: the Login button is back (inside the menu on phones).
  const toggle = page.locator('.navbar__toggle');
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.getByRole('link', { name: t['nav.login'] })).toBeVisible();
}

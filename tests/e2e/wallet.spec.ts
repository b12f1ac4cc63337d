import type { Page } from '@playwright/test';
import { screenshotForDocs } from './docsScreenshots.ts';
import { expect, expectNoAxeViolations, grantCoins, queryDatabase, test } from './fixtures.ts';
import { ENGLISH, hurryClips, langs, newPhone, signUpQuickly, storedProfile } from './journeys.ts';

/** Issue 6's journeys: the daily check-in, the bell and its popup, unlocking a unit with coins. */

for (const [name, t, prefix] of langs) {
  const account =
    prefix === '' ? { board: 'CBSE', medium: 'English' } : { board: 'Karnataka', medium: 'Kannada' };

  if (name === 'Kannada')
    test(`the daily check-in, once a day, and the bell tells of it (${name})`, async ({
      page,
      clientAddress,
    }, info) => {
      await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), { grade: '3', ...account });
      await page.goto(`${prefix}/dashboard`);
      await expect(page.getByText(t['checkin.offer_other'].replace('{count}', '10'))).toBeVisible();
      await page.getByRole('main').getByRole('button', { name: t['checkin.button'], exact: true }).click();

      // Spec §2 checkin modal: 'N coins received', 'Check In Success', OK.
      const dialog = page.getByRole('dialog', { name: t['checkin.success'] });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t['checkin.received_other'].replace('{count}', '10'));
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: t['checkin.ok'], exact: true }).last().click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(t['checkin.done'])).toBeVisible();
      expect((await storedProfile(page)).totalCoinsEarned).toBe(10);

      // Offered once a day: after a reload it is done.
      await page.reload();
      await expect(page.getByText(t['checkin.done'])).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('button', { name: t['checkin.button'], exact: true }),
      ).toHaveCount(0);

      // The child's bar (issue 15), at every width: the coins, and the bell opened by a tap.
      await expect(page.getByTestId('bar-coins-count')).toHaveText('10');
      const badge = page.getByTestId('bar-bell-badge');
      await expect(badge).toHaveText('1');
      await page.getByTestId('bar-bell').click();
      const popup = page.locator('#play-notifications');
      await expect(popup).toBeVisible();
      const item = popup.locator('.playbar__item').first();
      await expect(item).toContainText(t['checkin.received_other'].replace('{count}', '10'));
      await expect(item).toContainText(t['notify.hey'].replace('{name}', 'Chinmayi'));
      await expect(item.locator('time')).toHaveText(t['notify.today']);
      await expect(item.locator('img')).toHaveAttribute('src', /\.svg$/);
      // Heard too (issue 29): its words are the child's own, said by the phone's voice.
      await expect(item.locator('.speaker')).toHaveAttribute('data-voice', 'device');
      // Reading the list marks it read: the badge clears, and stays cleared after a reload.
      await expect(badge).toBeHidden();
      await expectNoAxeViolations(page);
      await page.reload();
      await expect(page.getByTestId('bar-bell')).toBeVisible();
      await expect(page.getByTestId('bar-bell')).toHaveAccessibleName(
        `${t['nav.notifications']} (${t['notify.unread'].replace('{count}', '0')})`,
      );
      await expect(badge).toBeHidden();
    });

  if (name === 'English')
    test(`a locked unit opens with coins through the unlock modal (${name})`, async ({
      page,
      clientAddress,
    }, info) => {
      const { profile } = await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), {
        grade: '3',
        ...account,
      });
      await page.goto(`${prefix}/maths/units`);
      const locked = page.locator('.learn__card').nth(1);
      await expect(locked).toHaveAttribute('data-locked', 'true');

      // Too few coins: the modal says how many are missing and cannot unlock.
      await locked.click();
      const dialog = page.getByRole('dialog', { name: t['unlock.title'] });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t['unlock.cost_other'].replace('{count}', '50'));
      await expect(dialog.getByTestId('unlock-balance')).toHaveText(
        t[prefix === '/kn' ? 'unlock.balance_one' : 'unlock.balance_other'].replace('{count}', '0'),
      );
      await expect(dialog).toContainText(t['unlock.short_other'].replace('{count}', '50'));
      await expect(dialog.getByRole('button', { name: t['unlock.confirm'], exact: true })).toBeDisabled();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: t['unlock.cancel'], exact: true }).last().click();
      await expect(dialog).toBeHidden();

      // With 60 coins (an operator's correction), it unlocks at once and 10 are left.
      grantCoins(profile._id, 60);
      // The modal asks the server for the balance: no reload needed.
      await page.locator('.learn__card').nth(1).click();
      await expect(dialog.getByTestId('unlock-balance')).toHaveText(
        t['unlock.balance_other'].replace('{count}', '60'),
      );
      await dialog.getByRole('button', { name: t['unlock.confirm'], exact: true }).click();
      await expect(dialog).toBeHidden();
      const [unit] = queryDatabase<{ name_en: string; name_kn: string }>(
        `select u.name_en, u.name_kn from units u join subjects s on s.id = u.subject_id
       where s.key = 'maths' and s.grade = '3' and s.content_set = ? and u.number = 2`,
        prefix === '' ? 'english-medium' : 'kannada-medium',
      );
      await expect(page.getByTestId('toast')).toContainText(
        t['unlock.done'].replace('{unit}', (prefix === '' ? unit?.name_en : unit?.name_kn) ?? ''),
      );
      await expect(page.locator('.learn__card').nth(1)).toHaveAttribute('data-locked', 'false');
      expect((await storedProfile(page)).coinBalance).toBe(10);
      await page.locator('.learn__card').nth(1).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/chapters\\?subject=[\\w-]+&unit=[\\w-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        t['learn.unitNumber'].replace('{n}', '2'),
      );
    });

  test(`the unlock and check-in dialogs speak to a class-1 child: on arrival and on their speaker (${name})`, async ({
    page,
    clientAddress,
  }, info) => {
    await hurryClips(page);
    await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), { grade: '1', ...account });
    const lang = prefix === '' ? 'en' : 'kn';
    const lineId = (line: string) => `lines/${lang}/${line}`;
    await page.goto(`${prefix}/maths/units`);
    const locked = page.locator('.learn__card').nth(1);
    await expect(locked).toHaveAttribute('data-locked', 'true');
    await locked.click();
    const dialog = page.getByRole('dialog', { name: t['unlock.title'] });
    await expect(dialog).toBeVisible();
    // Class 1 reads by itself: the title, the unit, its cost, the coins, and what is missing.
    await expectHeard(page, lineId('unlock.short.50'));
    const speaker = dialog.locator('.speaker');
    await expect(speaker).toHaveAttribute('data-clip', lineId('unlock.title'));
    // Every line it says is a clip the server has (the counted ones by their number).
    for (const line of ['unlock.title', 'unlock.cost.50', 'unlock.balance.0', 'unlock.short.50']) {
      const clip = await page.request.get(`/v1/audio/${lineId(line)}.opus`);
      expect([line, clip.status(), clip.headers()['content-type']]).toEqual([line, 200, 'audio/ogg']);
    }
    // The buttons show what they do: an open lock, a way back.
    await expect(
      dialog.getByRole('button', { name: t['unlock.confirm'], exact: true }).locator('[data-icon="unlock"]'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotForDocs(page, `unlock-dialog-speaks-${lang}`, info);
    // Once it has said it all, the speaker says it all again from the start.
    await expect(speaker).toHaveAttribute('aria-pressed', 'false', { timeout: 60_000 });
    await speaker.click();
    await expect(speaker).toHaveAttribute('aria-pressed', 'true');
    await expectHeard(page, lineId('unlock.short.50'));
    await dialog.getByRole('button', { name: t['unlock.cancel'], exact: true }).last().click();
    await expect(dialog).toBeHidden();

    // The check-in: its offer has a speaker, and the received dialog says the coins on arrival.
    await page.goto(`${prefix}/dashboard`);
    const card = page.locator('.checkin');
    await expect(card.locator('.speaker')).toHaveAttribute('data-clip', lineId('checkin.offer.10'));
    await card.getByRole('button', { name: t['checkin.button'], exact: true }).click();
    const received = page.getByRole('dialog', { name: t['checkin.success'] });
    await expect(received).toBeVisible();
    await expectHeard(page, lineId('checkin.received.10'));
    await expectNoAxeViolations(page);
    await screenshotForDocs(page, `checkin-dialog-speaks-${lang}`, info);
  });
}

/** The read-aloud element played `id` (it keeps the last clip it played). */
async function expectHeard(page: Page, id: string) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const audio = document.querySelector<HTMLAudioElement>('audio[data-read-aloud]');
          return audio
            ? { src: new URL(audio.src, location.href).pathname, played: audio.played.length > 0 }
            : null;
        }),
      { timeout: 60_000 },
    )
    .toEqual({ src: `/v1/audio/${id}.opus`, played: true });
}

test(
  "the website's navbar bell is the child's bar's bell: opening it marks what it shows read",
  { tag: '@desktop' },
  async ({ page, clientAddress }, info) => {
    const [, t] = ENGLISH;
    const { tokenData } = await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), {
      grade: '3',
      board: 'CBSE',
      medium: 'English',
    });
    const checkIn = await page.request.post('/v1/auth/wallet/checkin', {
      headers: { authorization: `Bearer ${tokenData.accessToken}` },
    });
    expect(checkIn.status()).toBe(201);
    await page.goto('/about');
    const badge = page.locator('[data-notification-count]');
    await expect(badge).toHaveText('1');
    await page.locator('[data-notifications]').click();
    const popup = page.locator('#notifications-popup');
    await expect(popup).toBeVisible();
    await expect(popup.locator('.bell__item').first()).toContainText(
      t['checkin.received_other'].replace('{count}', '10'),
    );
    // The one bell (src/stores/bell.ts): reading the list marks it read, the badge clears, and it
    // stays cleared after a reload.
    await expect(badge).toBeHidden();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.locator('[data-notifications]')).toHaveAccessibleName(
      `${t['nav.notifications']} (${t['notify.unread'].replace('{count}', '0')})`,
    );
    await expect(badge).toBeHidden();
  },
);

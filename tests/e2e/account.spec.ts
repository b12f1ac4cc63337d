import { readFile } from 'node:fs/promises';
import type { Page, Route } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/client/storageKeys.ts';
import { expect, expectNoAxeViolations, queryDatabase, test } from './fixtures.ts';
import {
  type Dict,
  langs,
  logOut,
  newPhone,
  otpSentBy,
  PASSWORD,
  passParentGate,
  pressUntilSent,
  resendButton,
  resendCountdown,
  signUpQuickly,
  stopPageClock,
  typeOtp,
  untilAccessTokenExpires,
} from './journeys.ts';

/**
 * My Account (/user-profile), behind the parent gate: a parent reads and edits the child's profile, sees coins and the
 * four-week chart, downloads all the data, and deletes the account with the code from the SMS.
 */
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 960;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** The first multiple-choice activity of the child's free first unit, with its right answers. */
function firstMcq(set: string) {
  const [row] = queryDatabase<{ id: string; body: string; subject: string; max_score: number }>(
    `select a.id, a.body, a.max_score, s.name_en as subject
     from activities a join topics t on t.id = a.topic_id join chapters c on c.id = t.chapter_id
     join units u on u.id = c.unit_id join subjects s on s.id = u.subject_id
     where s.content_set = ? and s.grade = '3' and u.number = 1 and a.kind = 'mcq' and a.retired_at is null
     order by s.key, c.position, t.position, a.position limit 1`,
    set,
  );
  if (!row) throw new Error(`no mcq in ${set}`);
  const body = JSON.parse(row.body) as { questions: { answer: number }[] };
  return { ...row, answers: body.questions.map((question) => question.answer) };
}

/** Where the deletion dialog asks for its code. */
const DELETION_CODE = '/v1/auth/profile/delete/otp';

/** A login code to `phone`, asked for by the API as soon as the server takes one. */
async function sendLoginCode(page: Page, address: string, phone: string) {
  const status = async () =>
    (
      await page.request.post('/v2/student/login-with-otp', {
        data: { phone },
        headers: { 'x-forwarded-for': address },
      })
    ).status();
  await expect.poll(status, { message: 'the server takes a login code', intervals: [250] }).toBe(200);
}

/** The "Show the numbers" table as text, row by row. */
async function tableRows(page: Page, t: Dict) {
  const details = page.locator('.chart__numbers');
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open)))
    await details.getByText(t['account.progress.showNumbers']).click();
  return page
    .getByTestId('progress-table')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim())),
    );
}

for (const [name, t, prefix] of langs) {
  const english = prefix === '';
  const account = english
    ? { grade: '3', board: 'CBSE', medium: 'English' }
    : { grade: '3', board: 'Karnataka', medium: 'Kannada' };
  const boardLabel = english ? t['auth.board.cbseEnglish'] : t['auth.board.karnatakaKannada'];

  if (name === 'Kannada')
    test(`My Account shows the profile, and an edit saves (${name})`, async ({
      page,
      clientAddress,
    }, info) => {
      const phone = newPhone(info.workerIndex);
      await signUpQuickly(page, clientAddress, phone, account);
      await page.goto(`${prefix}/user-profile`);
      await passParentGate(page, t);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['account.page']);
      await expect(page.getByTestId('profile-name')).toHaveText('Chinmayi');
      const details = page.getByTestId('profile-details');
      for (const text of [
        fill(t['auth.class.option'], { n: 3 }),
        boardLabel,
        t['auth.gender.female'],
        // The stored English names, shown in the page's language.
        prefix ? 'Maddur, ಮಂಡ್ಯ, ಕರ್ನಾಟಕ' : 'Maddur, Mandya, Karnataka',
        `+91 ${phone}`,
      ])
        await expect(details).toContainText(text);
      // The picture is drawn on the phone: no outside service learns the child's name.
      await expect(page.getByTestId('account-avatar')).toHaveAttribute('src', /^data:image\/svg\+xml/);
      await expect(page.getByTestId('no-plan')).toHaveText(t['account.plans.none']);
      await expect(page.getByRole('link', { name: t['plans.subscribe'] })).toHaveAttribute(
        'href',
        `${prefix}/paymentPlans`,
      );
      await expect(page.getByTestId('coin-balance')).toHaveText('0');
      await expect(page.getByTestId('coins-earned')).toHaveText('0');
      await expect(page.getByText(t['account.coins.none'])).toBeVisible();
      await expect(page.getByTestId('activities-count')).toHaveText('0');
      // A new child's chart: every subject of the class (as the curriculum has them), all zeros.
      await expect(page.getByTestId('progress-chart')).toBeVisible();
      const subjects = queryDatabase<{ name_en: string; name_kn: string }>(
        `select name_en, name_kn from subjects
       where content_set = ? and grade = ? and retired_at is null order by position`,
        english ? 'english-medium' : 'kannada-medium',
        account.grade,
      );
      expect(await tableRows(page, t)).toEqual(
        subjects.map((subject) => [english ? subject.name_en : subject.name_kn, '0', '0', '0', '0']),
      );
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: t['account.profile.edit'] }).click();
      const form = page.locator('.profile-form');
      await expect(form).toBeVisible();
      // Errors show beside the field, in the page's language: the form's own check…
      await form.getByLabel(t['auth.name.fullName']).fill('   ');
      await form.getByRole('button', { name: t['account.profile.save'] }).click();
      await expect(form.getByText(t['auth.name.required'])).toBeVisible();
      await expect(form.getByLabel(t['auth.name.fullName'])).toBeFocused();
      // …and the API's, for an address only its stricter check refuses.
      await form.getByLabel(t['auth.name.fullName']).fill('Ananya');
      await form.getByLabel(t['account.profile.email']).fill('parent@school.c');
      await form.getByRole('button', { name: t['account.profile.save'] }).click();
      await expect(form.getByText(t['contact.error.email.email'])).toBeVisible();
      await expectNoAxeViolations(page);

      await form.getByLabel(t['account.profile.email']).fill('');
      await form.getByLabel(t['account.profile.school']).fill('Karnataka Public School, Mysuru');
      // The district list follows the state, as at sign-up.
      await expect(form.getByLabel(t['auth.location.district'])).toContainText(prefix ? 'ಮಂಡ್ಯ' : 'Mandya');
      await form.getByLabel(t['auth.location.district']).selectOption('Mysuru');
      await form.getByLabel(t['auth.location.taluk']).fill('Hunsur');
      await form.getByRole('button', { name: t['account.profile.save'] }).click();
      await expect(page.getByTestId('toast')).toContainText(t['account.profile.saved']);
      await expect(form).toBeHidden();
      await expect(page.getByTestId('profile-name')).toHaveText('Ananya');
      await expect(details).toContainText('Karnataka Public School, Mysuru');
      await expect(details).toContainText(prefix ? 'Hunsur, ಮೈಸೂರು, ಕರ್ನಾಟಕ' : 'Hunsur, Mysuru, Karnataka');
      expect(
        queryDatabase(
          'select student_name, school_name, district, taluk, email from students s join parents p on p.id = s.parent_id where p.phone = ?',
          phone,
        ),
      ).toEqual([
        {
          student_name: 'Ananya',
          school_name: 'Karnataka Public School, Mysuru',
          district: 'Mysuru',
          taluk: 'Hunsur',
          email: null,
        },
      ]);
      // The navbar (desktop) shows the new initial at once, without a reload.
      if (isDesktop(page)) await expect(page.locator('[data-avatar]')).toHaveText('A');
      await page.reload();
      await expect(page.getByTestId('profile-name')).toHaveText('Ananya');

      // Logout opens the navbar's modal and ends the session.
      await logOut(page, t, prefix);
    });

  if (name === 'English')
    test(`the password changes and this phone stays signed in (${name})`, async ({
      page,
      clientAddress,
    }, info) => {
      const phone = newPhone(info.workerIndex);
      await signUpQuickly(page, clientAddress, phone, account);
      await page.goto(`${prefix}/user-profile`);
      await passParentGate(page, t);
      const current = page.getByLabel(t['account.password.current'], { exact: true });
      const next = page.getByLabel(t['account.password.new'], { exact: true });
      const save = page.getByRole('button', { name: t['account.password.save'] });
      const newPassword = 'Cauvery-Delta-2027';
      await current.fill('Not-My-Password-1');
      await next.fill(newPassword);
      await save.click();
      await expect(page.locator('#current-password-error')).toHaveText(t['auth.error.passwordIncorrect']);
      await expect(current).toBeFocused();
      await expectNoAxeViolations(page);
      await current.fill(PASSWORD);
      await save.click();
      await expect(page.getByTestId('toast')).toContainText(t['account.password.changed']);
      await expect(current).toHaveValue('');
      // The old password no longer opens the account; the new one does.
      const login = (password: string) =>
        page.request.post('/v1/student/login', { data: { email: phone, password, deviceId: 'e2e' } });
      expect((await login(PASSWORD)).ok()).toBe(false);
      expect((await login(newPassword)).ok()).toBe(true);
      // Past the access token's life (4 s in these tests) the session refreshes with the new tokens.
      const accessToken = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken);
      if (!accessToken) throw new Error('signed in, yet no access token is stored');
      await untilAccessTokenExpires(page, accessToken);
      await page.reload();
      await expect(page.getByTestId('profile-name')).toHaveText('Chinmayi');
      await expect(page).toHaveURL(new RegExp(`${prefix}/user-profile$`));
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken))
        .not.toBe(accessToken);
    });

  if (name === 'Kannada')
    test(`coins, the chart, the data file and deleting the account (${name})`, async ({
      page,
      clientAddress,
    }, info) => {
      const phone = newPhone(info.workerIndex);
      const { tokenData } = await signUpQuickly(page, clientAddress, phone, account);
      const activity = firstMcq(english ? 'english-medium' : 'kannada-medium');
      const completed = await page.request.post('/v1/auth/wallet/activity', {
        headers: { authorization: `Bearer ${tokenData.accessToken}` },
        data: { activityId: activity.id, answers: activity.answers, idempotencyKey: `e2e-${phone}` },
      });
      expect(completed.status(), await completed.text()).toBe(201);
      const coins = activity.max_score;

      await page.goto(`${prefix}/user-profile`);
      await passParentGate(page, t);
      await expect(page.getByTestId('coin-balance')).toHaveText(String(coins));
      await expect(page.getByTestId('coins-earned')).toHaveText(String(coins));
      await expect(page.getByTestId('coin-history').locator('li')).toHaveCount(1);
      await expect(page.getByTestId('coin-history')).toContainText(`+${coins}`);
      await expect(page.getByTestId('activities-count')).toHaveText('1');
      await expect(page.getByTestId('completed-activities')).toContainText(
        fill(t['account.activities.best'], { score: coins, total: coins }),
      );
      // This week's bar: one activity, then its coins.
      const subjectRow = (rows: (string | undefined)[][]) =>
        rows.find((row) => row.slice(1).some((cell) => cell !== '0'));
      expect(subjectRow(await tableRows(page, t))?.slice(1)).toEqual(['0', '0', '0', '1']);
      await expect(page.getByTestId('progress-chart').locator('rect')).toHaveCount(1);
      await page.getByRole('button', { name: t['account.progress.coins'], exact: true }).click();
      await expect(page.getByTestId('progress-table').locator('caption')).toHaveText(
        t['account.progress.chartCoins'],
      );
      expect(subjectRow(await tableRows(page, t))?.slice(1)).toEqual(['0', '0', '0', String(coins)]);
      await expectNoAxeViolations(page);

      // DPDP Act: everything about the child as a file.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: t['account.data.download'] }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('kalike-my-data.json');
      const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
      expect(exported.account.student_name).toBe('Chinmayi');
      expect(exported.activityAttempts).toHaveLength(1);

      // Deleting: on the data page, beside what it deletes (My Account links there); what goes and
      // what stays, then the code sent to the parent's phone.
      await page.getByRole('link', { name: t['account.delete.open'] }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-data#delete-account$`));
      await expect(page.getByRole('heading', { level: 2, name: t['account.delete.open'] })).toBeInViewport();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t['account.delete.open'] }).click();
      const dialog = page.locator('dialog.delete-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading')).toHaveText(t['account.delete.title']);
      await expect(dialog).toContainText(t['account.delete.kept']);
      await expectNoAxeViolations(page);
      const send = dialog.getByRole('button', { name: t['account.delete.send'] });
      // One code per phone every OTP_RESEND_SECONDS (2 s here): a code asked for too soon after
      // another is refused, and the dialog says so (the page's toasts sit behind it). The test holds
      // the dialog's request, sends another code to the phone itself (a login code), then sends the
      // held request at once and gives the page the server's answer. A busy machine can hold that
      // second request past the 2 s, and the server then rightly sends a deletion code: the test goes
      // round again (the login code waits out the gap) until the page has the server's refusal, so the
      // refusal comes from the server's gap and never from how fast the machine is.
      // (A 401 is handed to the page as it is: its access token expired, and the page sends again at
      // once after a refresh, which this route holds the same way.)
      let refused = false;
      const holdBack = async (route: Route) => {
        while (!refused) {
          await otpSentBy(phone, () => sendLoginCode(page, clientAddress, phone));
          const response = await route.fetch();
          if (response.status() === 401) return route.fulfill({ response });
          refused = response.status() === 429;
          if (refused) return route.fulfill({ response });
        }
        return route.continue();
      };
      await page.route(`**${DELETION_CODE}`, holdBack);
      await send.click();
      // It says when: "Please try again in 2 seconds" (from the answer's Retry-After).
      const [before = '', after = ''] = t['auth.wait.tryAgainIn'].split('{time}');
      await expect(dialog.getByRole('alert')).toContainText(before);
      await expect(dialog.getByRole('alert')).toContainText(after);
      await expect(dialog.getByRole('alert')).toContainText(/\d/);
      await page.unroute(`**${DELETION_CODE}`, holdBack);
      await expectNoAxeViolations(page);
      // The parent asks again until the server takes it (the gap ends 2 s after the other code).
      const firstCode = await otpSentBy(phone, () => pressUntilSent(page, send, DELETION_CODE));
      await expect(dialog.locator('.otp__box').first()).toBeFocused();
      // A wrong code is refused, and the account stays.
      await typeOtp(page, firstCode === '000000' ? '111111' : '000000');
      await dialog.getByRole('button', { name: t['account.delete.confirm'] }).click();
      await expect(dialog.getByRole('alert')).toHaveText(t['auth.error.otpInvalid']);
      // The boxes empty for the next try.
      await expect(dialog.locator('.otp__box').first()).toHaveValue('');
      await expect(dialog.locator('.otp__box').first()).toBeFocused();
      await expectNoAxeViolations(page);
      expect(
        queryDatabase(
          'select s.id from students s join parents p on p.id = s.parent_id where p.phone = ?',
          phone,
        ),
      ).toHaveLength(1);

      // What offline play keeps on the phone (My Account's downloads card opened it): deleting the
      // account removes it.
      const offlineStores = () =>
        page.evaluate(async () =>
          (await indexedDB.databases()).map((db) => db.name).filter((name) => name === 'kalike-offline'),
        );
      await expect.poll(offlineStores).toEqual(['kalike-offline']);

      // Resend, once its cooldown (from the server's resendAfterSeconds) is over: the new code deletes.
      const resend = resendButton(dialog, t);
      await expect(resend).toBeEnabled();
      // The page's time stands still while the test reads the new 2 s countdown, so that a busy
      // machine still finds it there; it runs again for the rest (axe's checks wait on timers).
      await page.clock.install();
      await stopPageClock(page);
      const code = await otpSentBy(phone, () => resend.click());
      await expect(resend).toHaveText(resendCountdown(t));
      await expect(resend).toBeDisabled();
      await page.clock.resume();
      await typeOtp(page, code);
      await dialog.getByRole('button', { name: t['account.delete.confirm'] }).click();
      // The dialog says it is done before the parent leaves for the home page.
      await expect(dialog.getByRole('status')).toHaveText(t['account.delete.done']);
      await expectNoAxeViolations(page);
      await expect.poll(offlineStores).toEqual([]);
      await dialog.getByRole('button', { name: t['account.delete.home'] }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/$`));
      expect(
        queryDatabase(
          'select s.id from students s join parents p on p.id = s.parent_id where p.phone = ?',
          phone,
        ),
      ).toEqual([]);
      // Signed out on this phone too.
      expect(
        await page.evaluate(
          (keys) => [
            localStorage.getItem(keys.accessToken),
            JSON.parse(localStorage.getItem(keys.user) ?? 'null'),
          ],
          STORAGE_KEYS,
        ),
      ).toEqual([null, null]);
    });
}

test('My Account needs a session', async ({ page }) => {
  await page.goto('/kn/user-profile');
  await expect(page).toHaveURL(/\/kn\/login$/);
});

test('after 10 wrong passwords at the login, changing the password says how long to wait (English)', async ({
  page,
  clientAddress,
}, info) => {
  const [, t, prefix] = langs[0] as [string, Dict, string];
  const phone = newPhone(info.workerIndex);
  await signUpQuickly(page, clientAddress, phone, { grade: '3', board: 'CBSE', medium: 'English' });
  await page.goto(`${prefix}/user-profile`);
  await passParentGate(page, t);
  // Someone guesses the parent's password at the login (issue 27: one budget per account).
  for (let i = 0; i < 10; i++) {
    const login = await page.request.post('/v1/student/login', {
      data: { email: phone, password: `guess-${i}-password`, deviceId: 'e2e' },
    });
    expect(login.status()).toBe(401);
  }
  const hashOf = () => queryDatabase('select password_hash from parents where phone = ?', phone);
  const before = hashOf();
  expect(before).toHaveLength(1);
  await page.getByLabel(t['account.password.current'], { exact: true }).fill(PASSWORD);
  await page.getByLabel(t['account.password.new'], { exact: true }).fill('Cauvery-Delta-2027');
  await page.getByRole('button', { name: t['account.password.save'] }).click();
  await expect(page.getByTestId('toast')).toHaveText(
    t['auth.wait.tryAgainIn'].replace('{time}', '15 minutes'),
  );
  await expectNoAxeViolations(page);
  // Refused before the password was compared: it has not changed.
  expect(hashOf()).toEqual(before);
});

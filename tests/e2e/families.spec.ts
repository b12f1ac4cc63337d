import type { Page, Response } from '@playwright/test';
import type { ActivityBody } from '../../domain/contract/activity.ts';
import { currentPolicyVersion } from '../../server/modules/auth/index.ts';
import { expect, expectNoAxeViolations, queryDatabase, test } from './fixtures.ts';
import {
  type Dict,
  ENGLISH,
  KANNADA,
  langs,
  newPhone,
  PASSWORD,
  parentHeaders,
  passParentGate,
  signUpQuickly,
  storedProfile,
} from './journeys.ts';
import { finish, openActivity, play } from './players.ts';

/**
 * Families (issue 18): a parent adds a second child in the parent area, the children switch with
 * "Who is playing?" and learn, each with their own coins; the parent sees both side by side and
 * buys a plan for one of them.
 */

/** Class `grade`'s first multiple-choice activity of the free first unit, in a content set. */
function firstMcq(set: string, grade: string) {
  const [row] = queryDatabase<{ topic_id: string; body: string; idx: number; count: number }>(
    `select a.topic_id, a.body,
       (select count(*) from activities b where b.topic_id = a.topic_id and b.retired_at is null
          and b.position < a.position) as idx,
       (select count(*) from activities b where b.topic_id = a.topic_id and b.retired_at is null) as count
     from activities a join topics t on t.id = a.topic_id join chapters c on c.id = t.chapter_id
     join units u on u.id = c.unit_id join subjects s on s.id = u.subject_id
     where s.content_set = ? and s.grade = ? and u.number = 1 and a.kind = 'mcq' and a.retired_at is null
     order by s.key, c.position, t.position, a.position limit 1`,
    set,
    grade,
  );
  if (!row) throw new Error(`no mcq in ${set} class ${grade}`);
  return {
    topicId: row.topic_id,
    index: Number(row.idx),
    count: Number(row.count),
    body: { ...JSON.parse(row.body), kind: 'mcq' } as ActivityBody,
  };
}

const childrenOf = (phone: string) =>
  queryDatabase<{ id: string; student_name: string; grade: string }>(
    `select s.id, s.student_name, s.grade from students s join parents p on p.id = s.parent_id
     where p.phone = ? order by s.created_at, s.id`,
    phone,
  );

const familyCard = (page: Page, name: string) =>
  page
    .getByTestId('family')
    .locator('> li')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/**
 * The parent area's "Add a child", as a parent fills it in: name, gender, class; the rest is the
 * first child's, and the parent's name is the sign-up's (issue 27: not asked again). The child
 * is in class 5: a family without a PIN is then offered one, which the parent declines unless
 * `pin` is given.
 */
async function addChild(page: Page, t: Dict, name: string, { pin }: { pin?: string } = {}) {
  await page.getByTestId('add-child').click();
  const form = page.getByRole('form', { name: t['children.addTitle'] });
  await expect(form).toBeVisible();
  await form.getByLabel(t['auth.name.fullName']).fill(name);
  await form.getByLabel(t['account.profile.gender']).selectOption('Male');
  await form.getByLabel(t['auth.class.class'], { exact: true }).selectOption('5');
  // Without the consent it is not sent, and says why; the parent's name is not asked again.
  await form.getByRole('button', { name: t['children.add'] }).click();
  await expect(form.getByRole('alert')).toHaveText(t['auth.consent.required']);
  await expect(form.getByLabel(t['auth.consent.guardianName'])).toHaveCount(0);
  await form.getByLabel(t['auth.consent.isGuardian']).check();
  await form.getByLabel(t['auth.consent.isAdult']).check();
  await form.getByRole('checkbox', { name: new RegExp(t['auth.consent.acceptsPolicy']) }).check();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: t['children.add'] }).click();
  // The parent area stays, with the new child on the list (issue 27), and offers a PIN.
  await expect(form).toBeHidden();
  await expect(page.getByTestId('family').getByRole('heading', { name, exact: true })).toBeVisible();
  const offer = page.getByTestId('pin-offer');
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);
  if (pin) {
    await offer.getByLabel(t['pinOffer.pin']).fill(pin);
    await offer.getByLabel(t['account.lock.currentPassword'], { exact: true }).fill(PASSWORD);
    await offer.getByRole('button', { name: t['pinOffer.set'] }).click();
    await expect(page.getByTestId('toast').filter({ hasText: t['pinOffer.saved'] })).toBeVisible();
  } else await offer.getByRole('button', { name: t['pinOffer.skip'] }).click();
  await expect(offer).toBeHidden();
  await expect(page).toHaveURL(/\/user-profile$/);
}

for (const [name, t, prefix] of [KANNADA]) {
  const kannada = prefix === '/kn';
  const account = kannada
    ? { grade: '3', board: 'Karnataka', medium: 'Kannada', set: 'kannada-medium' }
    : { grade: '3', board: 'CBSE', medium: 'English', set: 'english-medium' };

  test(`a parent adds a second child; the children switch and learn apart; the parent buys a plan for one (${name})`, async ({
    page,
    clientAddress,
  }, info) => {
    // A family's whole afternoon: two children, two activities, both weekly reports week by
    // week, the chart, a payment and the PIN offer (issue 27), with an axe check on each screen
    // (over two minutes on a busy 2-core machine).
    test.setTimeout(600_000);
    const phone = newPhone(info.workerIndex);
    const { profile } = await signUpQuickly(page, clientAddress, phone, account);
    // One child: no "Who is playing?" in the bar's menu.
    await page.goto(`${prefix}/dashboard`);
    await page.getByTestId('bar-avatar').click();
    await expect(page.getByTestId('switch-child')).toHaveCount(0);

    // The page asks for the family once (issue 33): the family card, the weekly reports, "cards
    // for" and the PIN offer read one answer, and the added child joins it without asking again.
    // A 401 is not counted: the client refreshes the short-lived token and asks again, one call.
    const familyAsked: string[] = [];
    const countFamily = (response: Response) => {
      const request = response.request();
      if (
        request.method() === 'GET' &&
        new URL(request.url()).pathname === '/v1/auth/children' &&
        response.status() !== 401
      )
        familyAsked.push(`${response.status()} ${request.url()}`);
    };
    page.on('response', countFamily);
    await page.goto(`${prefix}/user-profile`);
    await passParentGate(page, t);
    await expect(page.getByTestId('family').locator('> li')).toHaveCount(1);
    await addChild(page, t, 'Arjun');
    await expect(page.getByTestId('family').locator('> li')).toHaveCount(2);
    await expect(page.getByTestId('family-reports').locator('section.weekly-report')).toHaveCount(2);
    page.off('response', countFamily);
    expect(familyAsked).toHaveLength(1);

    // "Who is playing?": both, the first one playing now.
    await page.goto(`${prefix}/children`);
    const picks = page.getByTestId('pick-child');
    await expect(picks).toHaveCount(2);
    await expect(picks.nth(0)).toContainText('Chinmayi');
    await expect(picks.nth(0)).toContainText(t['children.playingNow']);
    await expect(picks.nth(1)).toContainText('Arjun');
    await expect(picks.nth(1)).toContainText(t['children.classOf'].replace('{n}', '5'));
    // A child who cannot read yet hears the question: its clip is there, in the page's language.
    const clip = await page.getByTestId('picker-listen').getAttribute('data-clip');
    expect(clip).toMatch(/^\/v1\/audio\/[0-9a-f]+\.opus$/);
    expect((await page.request.get(clip as string)).status()).toBe(200);
    await expectNoAxeViolations(page);
    const [first, second] = childrenOf(phone);
    expect(first?.id).toBe(profile._id);
    expect(second).toMatchObject({ student_name: 'Arjun', grade: '5' });
    // Consent for the new child, given by the signed-in parent.
    expect(
      queryDatabase<{ guardian_name: string }>(
        'select guardian_name from consents where student_id = ?',
        second?.id,
      ),
    ).toEqual([{ guardian_name: 'Shobha' }]);

    // Arjun plays one activity of class 5: the coins are his.
    await picks.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
    await expect.poll(async () => (await storedProfile(page))._id).toBe(second?.id);
    await expectNoAxeViolations(page);
    const arjuns = firstMcq(account.set, '5');
    await openActivity(page, prefix, t, arjuns);
    await play(page, t, arjuns.body, true);
    await finish(page, t, 'mcq');
    const arjunCoins = () =>
      queryDatabase<{ n: number }>(
        'select coalesce(sum(amount), 0) as n from coin_ledger where student_id = ?',
        second?.id,
      )[0]?.n;
    await expect.poll(arjunCoins).toBe(arjuns.body.kind === 'mcq' ? arjuns.body.questions.length : 0);

    // Back to Chinmayi from the bar's menu: her coins are untouched, and she learns too.
    await page.goto(`${prefix}/dashboard`);
    await page.getByTestId('bar-avatar').click();
    await page.getByTestId('switch-child').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/children$`));
    await expect(picks.nth(1)).toContainText(t['children.playingNow']);
    await picks.nth(0).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
    await expect.poll(async () => (await storedProfile(page))._id).toBe(first?.id);
    expect((await storedProfile(page)).coinBalance).toBe(0);
    const chinmayis = firstMcq(account.set, '3');
    await openActivity(page, prefix, t, chinmayis);
    await play(page, t, chinmayis.body, false);
    await finish(page, t, 'mcq');
    await expect
      .poll(
        () =>
          queryDatabase<{ n: number }>(
            'select count(*) as n from activity_attempts where student_id = ?',
            first?.id,
          )[0]?.n,
      )
      .toBe(1);

    // The parent sees both side by side, and buys a plan for Arjun. The parent area stays open
    // for the family for its ten minutes, whichever child played since.
    await page.goto(`${prefix}/user-profile`);
    const arjun = familyCard(page, 'Arjun');
    const chinmayi = familyCard(page, 'Chinmayi');
    await expect(arjun).toContainText(t['children.activities_one'].replace('{count}', '1'));
    await expect(chinmayi).toContainText(t['children.activities_one'].replace('{count}', '1'));
    await expect(chinmayi).toContainText(t['children.playingNow']);
    // The cards below the family are the child playing's.
    await expect(page.getByTestId('cards-for')).toHaveText(
      t['children.cardsFor'].replace('{name}', 'Chinmayi'),
    );
    // Each child's weekly report opens on this week (issue 27: it opened on last week's zeros),
    // with today's activity in its first card; Previous goes back a week, Next returns.
    for (const child of ['Arjun', 'Chinmayi']) {
      const report = page.getByRole('region', { name: t['account.report.title'].replace('{name}', child) });
      await expect(report.getByText(t['account.report.inProgress'])).toBeVisible();
      await expect(report.getByTestId('report-activities')).toHaveText('1');
      await expect(report.getByRole('button', { name: t['account.report.nextWeek'] })).toBeDisabled();
      await report.getByRole('button', { name: t['account.report.previousWeek'] }).click();
      await expect(report.getByText(t['account.report.inProgress'])).toBeHidden();
      await expect(report.getByTestId('report-activities')).toHaveText('0');
      await report.getByRole('button', { name: t['account.report.nextWeek'] }).click();
      await expect(report.getByTestId('report-activities')).toHaveText('1');
    }
    // The progress chart's weeks are the report's: its newest column is this week, Monday to Sunday.
    await page.getByText(t['account.progress.showNumbers']).click();
    const newest = (await page.getByTestId('progress-table').locator('thead th').last().textContent()) ?? '';
    expect(newest).not.toBe('');
    const chinmayiWeek = page
      .getByRole('region', { name: t['account.report.title'].replace('{name}', 'Chinmayi') })
      .getByTestId('report-week');
    await expect(chinmayiWeek).toHaveText(t['account.report.week'].replace('{range}', newest));
    await expectNoAxeViolations(page);
    await arjun.getByRole('button', { name: t['children.buyPlan'].replace('{name}', 'Arjun') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/paymentPlans$`));
    await page.locator('.plan[data-type="ALL_ACCESS"]').getByRole('button').click();
    const gateway = page.getByRole('dialog', { name: t['gateway.title'] });
    await gateway.getByRole('button', { name: t['gateway.succeed'] }).click();
    await expect(page.locator('.plans__outcome')).toHaveAttribute('data-kind', 'success');
    const plansOf = (id?: string) =>
      queryDatabase<{ grade: string }>('select grade from subscriptions where student_id = ?', id);
    expect(plansOf(second?.id)).toEqual([{ grade: '5' }]);
    expect(plansOf(first?.id)).toEqual([]);

    await page.goto(`${prefix}/user-profile`);
    await expect(familyCard(page, 'Arjun')).toContainText(t['plans.ALL_ACCESS.name']);
    await expect(familyCard(page, 'Chinmayi')).toContainText(t['children.noPlan']);
    await expectNoAxeViolations(page);
  });
}

test('removing a child asks for the password and leaves the other child as they were (English)', async ({
  page,
  clientAddress,
}, info) => {
  const [, t, prefix] = langs[0] as [string, Dict, string];
  const phone = newPhone(info.workerIndex);
  await signUpQuickly(page, clientAddress, phone, { grade: '3', board: 'CBSE', medium: 'English' });
  await page.goto(`${prefix}/user-profile`);
  await passParentGate(page, t);
  await addChild(page, t, 'Arjun');
  const [first, second] = childrenOf(phone);

  // The child playing now cannot be removed from here: no button.
  await expect(familyCard(page, 'Chinmayi').getByRole('button', { name: t['children.remove'] })).toHaveCount(
    0,
  );
  await familyCard(page, 'Arjun').getByRole('button', { name: t['children.remove'] }).click();
  const dialog = page.getByRole('dialog', { name: t['children.removeTitle'].replace('{name}', 'Arjun') });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(t['auth.password.label']).fill('not-the-password');
  await dialog.getByRole('button', { name: t['children.removeConfirm'] }).click();
  await expect(dialog.locator('.field__error')).toHaveText(t['children.wrongPassword']);
  expect(childrenOf(phone)).toHaveLength(2);
  await dialog.getByLabel(t['auth.password.label']).fill(PASSWORD);
  await dialog.getByRole('button', { name: t['children.removeConfirm'] }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('family').locator('> li')).toHaveCount(1);
  expect(childrenOf(phone).map((child) => child.id)).toEqual([first?.id]);
  expect(queryDatabase('select id from consents where student_id = ?', second?.id)).toEqual([]);
});

test('wrong passwords at the login leave removal locked too: the dialog says how long to wait (Kannada)', async ({
  page,
  clientAddress,
}, info) => {
  const [, t, prefix] = langs[1] as [string, Dict, string];
  const phone = newPhone(info.workerIndex);
  await signUpQuickly(page, clientAddress, phone, { grade: '3', board: 'CBSE', medium: 'English' });
  await page.goto(`${prefix}/user-profile`);
  await passParentGate(page, t);
  // addChild checks that the parent area stays, with Arjun on the family card (issue 27).
  await addChild(page, t, 'Arjun');
  // Someone guesses the parent's password at the login, 10 times (issue 27: one budget per account).
  for (let i = 0; i < 10; i++) {
    const login = await page.request.post('/v1/student/login', {
      data: { email: phone, password: `guess-${i}-password`, deviceId: 'e2e' },
    });
    expect(login.status()).toBe(401);
  }
  await page.goto(`${prefix}/user-profile`);
  await familyCard(page, 'Arjun').getByRole('button', { name: t['children.remove'] }).click();
  const dialog = page.getByRole('dialog', { name: t['children.removeTitle'].replace('{name}', 'Arjun') });
  await dialog.getByLabel(t['auth.password.label']).fill(PASSWORD);
  await dialog.getByRole('button', { name: t['children.removeConfirm'] }).click();
  // "Too many tries. Please try again in 15 minutes.", in Kannada, next to the password.
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [before = '', after = ''] = t['auth.wait.tryAgainIn'].split('{time}');
  await expect(dialog.locator('.field__error')).toHaveText(
    new RegExp(`^${literal(before)}15.+${literal(after)}$`),
  );
  await expectNoAxeViolations(page);
  expect(childrenOf(phone)).toHaveLength(2);
});

for (const [name, t, prefix] of [ENGLISH]) {
  test(`a parent with two children logs in and is asked who is playing (${name})`, async ({
    page,
    clientAddress,
  }, info) => {
    const phone = newPhone(info.workerIndex);
    const { tokenData } = await signUpQuickly(page, clientAddress, phone, {
      grade: '3',
      board: 'CBSE',
      medium: 'English',
      signIn: false,
    });
    // The second child added through the API, as the parent area does.
    const added = await page.request.post('/v1/auth/children', {
      headers: await parentHeaders(page, tokenData.accessToken),
      data: {
        studentName: 'Arjun',
        gender: 'Male',
        grade: '5',
        board: 'CBSE English',
        state: 'Karnataka',
        district: 'Mandya',
        taluk: 'Maddur',
        consent: {
          guardianName: 'Shobha',
          isGuardian: true,
          isAdult: true,
          acceptsPolicy: true,
          policyVersion: currentPolicyVersion(),
        },
      },
    });
    expect(added.status()).toBe(201);

    await page.goto(`${prefix}/login`);
    await page.getByLabel(t['auth.login.phone']).fill(phone);
    await page.getByRole('button', { name: t['auth.continue'] }).click();
    await page.getByLabel(t['auth.password.label'], { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t['auth.login.button'], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/children$`));
    const picks = page.getByTestId('pick-child');
    await expect(picks).toHaveCount(2);
    await expectNoAxeViolations(page);
    await picks.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Arjun');
    // The bar's menu offers the picker again.
    await page.getByTestId('bar-avatar').click();
    await expect(page.getByTestId('switch-child')).toBeVisible();
  });
}

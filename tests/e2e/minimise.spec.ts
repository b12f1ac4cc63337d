import { SIGN_OUT_KEYS } from '../../src/stores/session.ts';
import { expect, expectNoAxeViolations, queryDatabase, test } from './fixtures.ts';
import { ENGLISH, logOut, newPhone, otpSentBy, PASSWORD, typeOtp } from './journeys.ts';

/**
 * Minimise and tell (issue 32, point 5): a parent signs up without giving the child's gender or
 * place (Skip, and "Not given" chosen over Karnataka), nothing of them is stored, My Account says "Not given"; and
 * signing out leaves nothing of the family in the browser's storage but the phone's own.
 */
for (const [name, t, prefix] of [ENGLISH]) {
  test(`sign-up without gender or place, then sign-out forgets the family (${name})`, async ({
    page,
  }, info) => {
    const phone = newPhone(info.workerIndex);
    await page.goto(`${prefix}/login`);
    await page.getByLabel(t['auth.login.phone']).fill(phone);
    const code = await otpSentBy(phone, () => page.getByRole('button', { name: t['auth.continue'] }).click());
    await typeOtp(page, code);
    await expect(page).toHaveURL(new RegExp(`${prefix}/namepassword$`));
    await page.getByLabel(t['auth.name.fullName']).fill('Chinmayi');
    await page.getByLabel(t['auth.password.new'], { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t['auth.continue'] }).click();

    // The gender screen says it is optional and offers Skip; a choice pressed again is undone.
    await expect(page).toHaveURL(new RegExp(`${prefix}/genderSelection$`));
    await expect(page.getByText(t['auth.gender.subtitle'])).toBeVisible();
    const girl = page.getByRole('button', { name: t['auth.gender.female'] });
    await girl.click();
    await expect(girl).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t['auth.skip'] }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/selectclass$`));
    await page.getByRole('button', { name: t['auth.class.option'].replace('{n}', '3') }).click();
    await page.getByRole('button', { name: t['auth.board.karnatakaKannada'] }).click();
    await page.getByRole('button', { name: t['auth.continue'] }).click();

    // Karnataka is shown chosen (issue 27); the parent gives no place: "Not given", one choice
    // away, and district and taluk stay empty. A reload keeps the choice.
    await expect(page).toHaveURL(new RegExp(`${prefix}/location$`));
    const state = page.getByLabel(t['auth.location.state']);
    await expect(state).toHaveValue('Karnataka');
    await state.selectOption({ label: t['auth.notGiven'] });
    await page.reload();
    await expect(state).toHaveValue('');
    await expect(state.locator('option:checked')).toHaveText(t['auth.notGiven']);
    await page.getByLabel(t['auth.consent.guardianName']).fill('Shobha');
    for (const key of [
      'auth.consent.isGuardian',
      'auth.consent.isAdult',
      'auth.consent.acceptsPolicy',
    ] as const)
      await page.getByRole('checkbox', { name: t[key] }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t['auth.register'] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['pinOffer.title']);
    await page.getByRole('button', { name: t['pinOffer.skip'] }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));

    // Stored as not given: null, not an empty answer.
    expect(
      queryDatabase(
        'select s.gender, s.state, s.district, s.taluk from students s join parents p on p.id = s.parent_id where p.phone = ?',
        phone,
      ),
    ).toEqual([{ gender: null, state: null, district: null, taluk: null }]);

    // Signing out (in My Account, past the gate) leaves none of the family's keys behind.
    await logOut(page, t, prefix);
    const left = await page.evaluate(
      (keys) =>
        keys.filter((key) => localStorage.getItem(key) !== null || sessionStorage.getItem(key) !== null),
      [...SIGN_OUT_KEYS],
    );
    expect(left).toEqual([]);
    // Nor the copies of the signed-in API's answers (the public pages' may come back at once).
    const copies = await page.evaluate(async () =>
      (await caches.has('kalike-data-v2'))
        ? (await (await caches.open('kalike-data-v2')).keys()).map((request) => new URL(request.url).pathname)
        : [],
    );
    expect(copies.filter((path) => path.startsWith('/v1/auth/'))).toEqual([]);
  });
}

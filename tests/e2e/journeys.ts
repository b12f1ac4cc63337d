import type { Locator, Page } from '@playwright/test';
import { en } from '../../domain/i18n/en.ts';
import { kn } from '../../domain/i18n/kn.ts';
import { currentPolicyVersion } from '../../server/modules/auth/index.ts';
import { STORAGE_KEYS } from '../../src/client/storageKeys.ts';
import { ACCESS_TOKEN_TTL_SECONDS, OTP_RESEND_SECONDS } from './env.ts';
import { expect, expectNoAxeViolations, queryDatabase } from './fixtures.ts';

/** Steps that several journeys share: a new parent signs up, logs out. */
export const PASSWORD = 'Kabini-River-2026';
let counter = 0;
export const newPhone = (worker: number) =>
  `9${String(worker % 10)}${String(Date.now()).slice(-5)}${String(++counter).padStart(3, '0')}`;

const smsTo = (phone: string) =>
  queryDatabase<{ body: string }>(
    'select body from sms_outbox where phone = ? order by created_at desc, rowid desc',
    phone,
  );

/**
 * The code of the SMS that `send` makes the server write. Counting the phone's messages before
 * and waiting for exactly one more means an earlier code (already used) is never read by
 * mistake, and a send that wrote two is caught.
 */
export async function otpSentBy(phone: string, send: () => Promise<unknown>): Promise<string> {
  const before = smsTo(phone).length;
  await send();
  await expect.poll(() => smsTo(phone).length).toBe(before + 1);
  const code = /^(\d{6}) /.exec(smsTo(phone)[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no 6-digit code at the start of the SMS to ${phone}`);
  return code;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The Resend button of a code screen, in both its states: 'Resend Code in 2 s' (disabled) and
 * 'Resend Code'. Its name changes as it counts down, so it is found by either.
 */
export function resendButton(scope: Page | Locator, t: Dict) {
  const counting = escapeRegExp(t['auth.otp.resendIn']).replace('\\{seconds\\}', '\\d+');
  return scope.getByRole('button', {
    name: new RegExp(`^(${escapeRegExp(t['auth.otp.resend'])}|${counting})$`),
  });
}

/**
 * What Resend says while it counts down from the test server's OTP_RESEND_SECONDS (2 s): 'Resend
 * Code in 2 s', then '… in 1 s' (which of them depends on when the test looks).
 */
export function resendCountdown(t: Dict) {
  const seconds = Array.from({ length: OTP_RESEND_SECONDS }, (_, i) => i + 1).join('|');
  return new RegExp(`^${escapeRegExp(t['auth.otp.resendIn']).replace('\\{seconds\\}', `(${seconds})`)}$`);
}

/**
 * Stops the page's time, which `page.clock.install()` faked, before a step that starts a countdown
 * (Resend's 2 s), so that the countdown is still there when a busy machine looks at it. The pause
 * is set 10 s into the page's future: it must be ahead of the page's clock however long the test
 * takes to ask for it, and the jump only runs timers that were due (a toast that hides).
 */
export async function stopPageClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
}

/**
 * Presses `button`, which asks the server for a code at `path`, until the server takes it (200):
 * it refuses a code (429) sooner than OTP_RESEND_SECONDS (2 s) after the last one to the phone, as
 * a parent who presses again would find. A 401 is not an answer: it is the page's access token
 * expiring (4 s here), and the page refreshes it and asks again by itself.
 */
export async function pressUntilSent(page: Page, button: Locator, path: string) {
  const answer = async () => {
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === path && r.status() !== 401),
      button.click(),
    ]);
    return response.status();
  };
  await expect.poll(answer, { message: `the server sends a code (${path})`, intervals: [250] }).toBe(200);
}

/**
 * Waits until the server refuses `accessToken` (401): an access token lives the test server's
 * ACCESS_TOKEN_TTL_SECONDS (4 s) from when it was issued. The server's clock decides, which the
 * page's emulated clock cannot move, so this wait is real; it ends as soon as the token is refused.
 */
export async function untilAccessTokenExpires(page: Page, accessToken: string) {
  const status = async () =>
    (
      await page.request.get('/v1/auth/profile', { headers: { authorization: `Bearer ${accessToken}` } })
    ).status();
  await expect
    .poll(status, {
      message: 'the access token expires',
      timeout: (ACCESS_TOKEN_TTL_SECONDS + 3) * 1000,
      intervals: [250],
    })
    .toBe(401);
}

export async function typeOtp(page: Page, code: string) {
  // The boxes take keys once the island has hydrated (they are read-only before).
  await expect(page.locator('.otp__box').first()).toBeEditable();
  await page.locator('.otp__box').first().click();
  await page.keyboard.type(code);
}

/**
 * Plays read-aloud clips at eight times their speed from the next page on. A test that waits for
 * a dialog to say all its lines waits on the clips' ends (a state), not on their length: the
 * class-1 dialogs journey spent 23–36 s of its time listening (issue 33). What is played, and in
 * which order, is unchanged.
 */
export async function hurryClips(page: Page) {
  await page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      this.playbackRate = 8;
      return play.call(this);
    };
  });
}

export type Dict = typeof en;
export type Lang = [name: 'English' | 'Kannada', t: Dict, prefix: string];
export const ENGLISH: Lang = ['English', en, ''];
export const KANNADA: Lang = ['Kannada', kn as Dict, '/kn'];
/**
 * The two languages (issue 33). A journey whose steps differ by language runs in both: each
 * language's curriculum, clips, stories and videos, or lists said in the page language. A journey
 * whose steps are the same code in either runs once, in the language its test names
 * (`if (name === 'Kannada') test(…)` in a loop over both, or a loop over one): the languages take
 * turns, so each walks about half of those journeys with axe on every step, and
 * screens-in-both-languages.spec.ts shows every signed-in screen in both.
 */
export const langs: Lang[] = [ENGLISH, KANNADA];

/**
 * Sign-up as a parent walks it, to the dashboard. After the account is made, the offer of a PIN
 * for the parent area (issue 27): set to `pin` when given, else "Not now".
 */
export async function signUp(
  page: Page,
  t: Dict,
  prefix: string,
  phone: string,
  { pin, atPinOffer }: { pin?: string; atPinOffer?: () => Promise<void> } = {},
) {
  await page.goto(`${prefix}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['auth.login.title']);
  await expectNoAxeViolations(page);
  await page.getByLabel(t['auth.login.phone']).fill(phone);
  const code = await otpSentBy(phone, () => page.getByRole('button', { name: t['auth.continue'] }).click());

  await expect(page).toHaveURL(new RegExp(`${prefix}/otp$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['auth.otp.title']);
  await expectNoAxeViolations(page);
  // The sixth digit sends the code (issue 27): no tap on Verify.
  await typeOtp(page, code);

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
  // Karnataka is chosen already (issue 27): its districts are there at once.
  await expect(page.getByLabel(t['auth.location.state'])).toHaveValue('Karnataka');
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

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['pinOffer.title']);
  await expectNoAxeViolations(page);
  await atPinOffer?.();
  if (pin) {
    await page.getByLabel(t['pinOffer.pin']).fill(pin);
    // Saved, then on to the lessons (the API's record of it: passParentGate with the PIN).
    await page.getByRole('button', { name: t['pinOffer.set'] }).click();
  } else {
    await page.getByRole('button', { name: t['pinOffer.skip'] }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t['dashboard.hello'].replace('{name}', 'Chinmayi'),
  );
  await expectNoAxeViolations(page);
}

/** Logging out, as only a parent can (issue 27): in My Account, behind the parent gate. */
export async function logOut(page: Page, t: Dict, prefix: string) {
  await page.goto(`${prefix}/user-profile`);
  const logout = page.getByRole('main').getByRole('button', { name: t['nav.logout'] });
  // The tab may still hold the gate's pass (ten minutes, issue 18): the gate shows only without it.
  await expect(parentGate(page, t).or(logout)).toBeVisible();
  if (await parentGate(page, t).isVisible()) await passParentGate(page, t);
  await logout.click();
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

/**
 * A signed-in child without walking the sign-up screens (accounts.spec.ts walks them): the
 * API calls the screens make, then the tokens and profile in storage as the islands keep them
 * (with `signIn: false`, not: the account exists, and this browser is signed out).
 */
export async function signUpQuickly(
  page: Page,
  address: string,
  phone: string,
  { grade = '3', board = 'Karnataka', medium = 'Kannada', signIn = true } = {},
) {
  const headers = { 'x-forwarded-for': address };
  const post = async (path: string, data: object) => {
    const response = await page.request.post(path, { data, headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  let otpSecret = '';
  const otp = await otpSentBy(phone, async () => {
    ({ otpSecret } = await post('/v1/student/otp/send', { phone }));
  });
  await post('/v1/student/otp/verify', {
    phone,
    otpSecret,
    otp,
    verifyPhoneNumber: true,
  });
  const registered = await post('/v1/student/signup', {
    studentName: 'Chinmayi',
    phone,
    password: PASSWORD,
    gender: 'Female',
    grade,
    board,
    medium,
    state: 'Karnataka',
    district: 'Mandya',
    taluk: 'Maddur',
    otpSecret,
    deviceId: 'e2e',
    deviceModel: 'e2e',
    consent: {
      guardianName: 'Shobha',
      isGuardian: true,
      isAdult: true,
      acceptsPolicy: true,
      policyVersion: currentPolicyVersion(),
    },
  });
  if (!signIn) return registered as { profile: { _id: string }; tokenData: { accessToken: string } };
  await page.goto('/robots.txt');
  await page.evaluate(
    ({ keys, response }) => {
      localStorage.setItem(keys.accessToken, response.tokenData.accessToken);
      localStorage.setItem(keys.refreshToken, response.tokenData.refreshToken);
      localStorage.setItem(keys.user, JSON.stringify(response.profile));
    },
    { keys: STORAGE_KEYS, response: registered },
  );
  return registered as { profile: { _id: string }; tokenData: { accessToken: string } };
}

/** The profile the islands keep in storage (what the navbar shows: coins, plans). */
export const storedProfile = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEYS.user);

/**
 * The numbers of the parent gate's question ("What is seven times eight?"), read back through
 * the page's dictionary: the question template with the two number words in its places.
 */
export function gateFactors(question: string, t: Dict): [number, number] {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `^${literal(t['parentGate.question']).replace('\\{a\\}', '(.+?)').replace('\\{b\\}', '(.+?)')}$`,
  );
  const words = new Map(
    ([4, 5, 6, 7, 8, 9] as const).map((n) => [t[`parentGate.number.${n}`], n] as [string, number]),
  );
  const [, a = '', b = ''] = pattern.exec(question.trim()) ?? [];
  const factors = [words.get(a), words.get(b)];
  if (factors[0] === undefined || factors[1] === undefined)
    throw new Error(`not a gate question: ${question}`);
  return [factors[0], factors[1]];
}

/** The gate's question now, and its answer. */
export async function gateQuestion(page: Page, t: Dict) {
  // Made by the API (issue 32): shown once it has come.
  const shown = parentGate(page, t).getByTestId('parent-gate-question');
  await expect(shown).toBeVisible();
  const text = (await shown.textContent()) ?? '';
  const [a, b] = gateFactors(text, t);
  return { text, answer: a * b };
}

/**
 * The headers of the parent past the gate, for a request of the parent area made straight to
 * the API (issue 32): the bearer token and the parent proof the gate's check gives for the password.
 */
export async function parentHeaders(page: Page, accessToken: string) {
  const authorization = `Bearer ${accessToken}`;
  const checked = await page.request.post('/v1/auth/parent/gate/check', {
    headers: { authorization },
    data: { password: PASSWORD },
  });
  expect(checked.status(), await checked.text()).toBe(200);
  return {
    authorization,
    'x-parent-proof': ((await checked.json()) as { data: { proof: string } }).data.proof,
  };
}

export const parentGate = (page: Page, t: Dict) => page.getByRole('dialog', { name: t['parentGate.title'] });

/** Taps a two-digit answer on the gate's keypad. */
export async function tapGateAnswer(page: Page, t: Dict, answer: number) {
  for (const digit of String(answer).padStart(2, '0'))
    await parentGate(page, t).getByRole('button', { name: digit, exact: true }).click();
}

/** Types `pin` on the gate's keypad (sent once all its digits are typed). */
export async function tapGatePin(page: Page, t: Dict, pin: string) {
  for (const digit of pin)
    await parentGate(page, t).getByRole('button', { name: digit, exact: true }).click();
}

/**
 * The parent gate, as a parent passes it, whichever way the API says it opens (ADR 021): the
 * question (every child in class 1 or 2) by its answer's two digits, a PIN (`pin`), or the
 * password.
 */
export async function passParentGate(page: Page, t: Dict, { pin }: { pin?: string } = {}) {
  const gate = parentGate(page, t);
  await expect(gate).toBeVisible();
  const question = gate.getByTestId('parent-gate-question');
  const password = gate.getByLabel(t['parentGate.password'], { exact: true });
  const pinBoxes = gate.getByRole('status', { name: t['parentGate.pin'] });
  await expect(question.or(password).or(pinBoxes)).toBeVisible();
  await expectNoAxeViolations(page);
  if (await question.isVisible()) await tapGateAnswer(page, t, (await gateQuestion(page, t)).answer);
  else if (await password.isVisible()) {
    await password.fill(PASSWORD);
    await gate.getByRole('button', { name: t['parentGate.open'] }).click();
  } else {
    if (!pin) throw new Error('the gate asks for a PIN, and the test gave none');
    await tapGatePin(page, t, pin);
  }
  await expect(gate).toBeHidden();
}

/** The topics of a class's maths (class 3 unless told) in a content set, in the order the app shows them. */
export const mathsTopics = (set: string, grade = '3') =>
  queryDatabase<{ topic: string; chapter: string; unit: string; subject: string }>(
    `select t.id as topic, c.id as chapter, u.id as unit, s.key as subject from topics t
     join chapters c on c.id = t.chapter_id join units u on u.id = c.unit_id join subjects s on s.id = u.subject_id
     where s.content_set = ? and s.grade = ? and s.key = 'maths' and t.retired_at is null
       and c.retired_at is null and u.retired_at is null
     order by u.position, c.position, t.position`,
    set,
    grade,
  );

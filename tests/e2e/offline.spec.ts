import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import type { ActivityBody, ActivityKind } from '../../domain/contract/activity.ts';
import { maxScore } from '../../domain/rules/scoring.ts';
import { screenshotForDocs } from './docsScreenshots.ts';
import {
  ACTIVITY_PLACE,
  changeDatabase,
  expect,
  expectNoAxeViolations,
  grantCoins,
  queryDatabase,
  test,
} from './fixtures.ts';
import { type Dict, ENGLISH, KANNADA, langs, newPhone, passParentGate, signUpQuickly } from './journeys.ts';
import { finish, openActivity, play } from './players.ts';

/**
 * Issue 17, offline: a parent downloads a unit; with no network the dashboard and the unit's
 * activities reload from the phone, three activities are finished, and when the signal returns
 * the server applies each answer once and the coins match, also when the same queue is sent
 * twice, when a sync is cut off after the server answered, and when a unit was locked again
 * meanwhile (the child is told). The service worker is let in here (playwright.config.ts keeps it
 * out of the other journeys); Playwright's offline mode cuts the page and the worker alike.
 */
test.use({ serviceWorkers: 'allow' });
test.skip(({ isMobile }) => !isMobile, 'one width is enough: these journeys are about the network');

type Found = { topicId: string; index: number; count: number; body: ActivityBody };
const SYNC = '/v1/auth/wallet/activity/sync';

/** The first lesson video of class 3's first units (left out of a download with data saver on). */
function firstVideo(set: string): Found {
  const [row] = queryDatabase<{ topic_id: string; body: string; idx: number; count: number }>(
    `select a.topic_id, a.body,
       ${ACTIVITY_PLACE}
     where s.content_set = ? and s.grade = '3' and u.number = 1 and a.kind = 'video' and a.retired_at is null
     order by s.key, c.position, t.position, a.position limit 1`,
    set,
  );
  if (!row) throw new Error(`no video in ${set}`);
  return {
    topicId: row.topic_id,
    index: row.idx,
    count: row.count,
    body: { kind: 'video', ...JSON.parse(row.body) },
  };
}

/** Three activities (none a video: data saver leaves videos out) of class 3's first unit of its first subject. */
function threeActivities(set: string): { unitId: string; subjectKey: string; found: Found[] } {
  const rows = queryDatabase<{
    unit_id: string;
    subject: string;
    topic_id: string;
    kind: ActivityKind;
    body: string;
    idx: number;
    count: number;
  }>(
    `select u.id as unit_id, s.key as subject, a.topic_id, a.kind, a.body,
       ${ACTIVITY_PLACE}
     where s.content_set = ? and s.grade = '3' and u.number = 1 and a.kind in ('mcq', 'fill', 'classify', 'match')
       and a.retired_at is null
       and s.key = (select min(s2.key) from subjects s2 where s2.content_set = ? and s2.grade = '3' and s2.retired_at is null)
     order by c.position, t.position, a.position limit 3`,
    set,
    set,
  );
  if (rows.length < 3) throw new Error(`fewer than three activities in ${set}`);
  return {
    unitId: rows[0]?.unit_id ?? '',
    subjectKey: rows[0]?.subject ?? '',
    found: rows.map((row) => ({
      topicId: row.topic_id,
      index: row.idx,
      count: row.count,
      body: { kind: row.kind, ...JSON.parse(row.body) } as ActivityBody,
    })),
  };
}

const attempts = (childId: string) =>
  queryDatabase<{ n: number }>('select count(*) as n from activity_attempts where student_id = ?', childId)[0]
    ?.n ?? 0;
const activityCoins = (childId: string) =>
  queryDatabase<{ n: number | null }>(
    "select sum(amount) as n from coin_ledger where student_id = ? and reason = 'activity'",
    childId,
  )[0]?.n ?? 0;

/** The worker installed and in charge of the page: what it precached opens with no network. */
async function workerInCharge(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
  });
}

/**
 * The parent downloads from My Account, the size first, then the unit on the phone: one unit,
 * or (`everything`) every open unit of the child's class.
 */
async function downloadUnit(page: Page, prefix: string, t: Dict, unitId: string, everything = false) {
  await page.goto(`${prefix}/user-profile`);
  await passParentGate(page, t);
  await workerInCharge(page);
  const row = page.getByTestId(`offline-unit-${unitId}`);
  if (everything) await page.getByTestId('offline-download-all').click();
  else await row.getByRole('button').click();
  const confirm = page.getByTestId('offline-confirm');
  await expect(confirm.getByTestId('offline-size')).toHaveAttribute('data-bytes', /^[1-9]\d*$/);
  await expect(confirm).toContainText(t['account.offline.noVideos']);
  await expect(confirm).toContainText(
    everything ? t['account.offline.everything'] : t['learn.unitNumber'].replace('{n}', '1'),
  );
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: t['account.offline.download'], exact: true }).click();
  // A real download of a hundred files or more, on a machine maybe busy: the row says so when it ends.
  await expect(row).toContainText(onPhone(t), { timeout: 90_000 });
  if (everything)
    // Every open unit is on the phone; no locked one.
    for (const other of await page.locator('[data-testid^="offline-unit-"]').all())
      await expect(other).toContainText(
        new RegExp(`${literally(onPhone(t))}|${literally(t['account.offline.locked'])}`),
      );
  await expect(page.getByTestId('offline-used')).toBeVisible();
  await expectNoAxeViolations(page);
}

const onPhone = (t: Dict) => t['account.offline.onPhone'].split(' ·')[0] as string;
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The parent removes the unit: its row offers the download again, and its answers leave the phone. */
async function removeUnit(page: Page, prefix: string, t: Dict, unitId: string, topicId: string) {
  // The gate was passed in this tab when the unit was downloaded: it stays open.
  await page.goto(`${prefix}/user-profile`);
  const row = page.getByTestId(`offline-unit-${unitId}`);
  await row.getByRole('button', { name: new RegExp(literally(t['account.offline.remove'])) }).click();
  await expect(
    row.getByRole('button', { name: new RegExp(literally(t['account.offline.download'])) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const kept = await page.evaluate(
    async (id) =>
      (await caches.open('kalike-data-v2').then((c) => c.keys())).some((r) =>
        r.url.includes(`/topic/${id}/`),
      ),
    topicId,
  );
  expect(kept).toBe(false);
}

/** Plays the three activities offline: each score says its coins wait for the internet. */
async function playOffline(page: Page, prefix: string, t: Dict, found: Found[]) {
  for (const activity of found) {
    await openActivity(page, prefix, t, activity);
    await play(page, t, activity.body, true);
    const popup = await finish(page, t, activity.body.kind);
    await expect(popup.getByTestId('score-waiting')).toBeVisible();
    // Its picture came from the phone too (a picture named only in a script once showed broken).
    await expect
      .poll(() => popup.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await popup.getByRole('button', { name: t['activity.score.close'] }).click();
  }
}

/** The waiting answers as the phone keeps them (IndexedDB), to send them again. */
const queued = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('kalike-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('answers').objectStore('answers').getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        };
      }),
  );
const putBack = (page: Page, answers: unknown[]) =>
  page.evaluate(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('kalike-offline');
        open.onsuccess = () => {
          const tx = open.result.transaction('answers', 'readwrite');
          for (const row of rows) tx.objectStore('answers').put(row);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    answers,
  );

/** What the next sync answered, per event (after a refresh of the token, when it had expired). */
const nextSync = (page: Page) =>
  page
    .waitForResponse((r) => r.url().endsWith(SYNC) && r.request().method() === 'POST' && r.status() === 200)
    .then(async (r) => ((await r.json()).data as { status: string }[]).map((e) => e.status));

/** The page sends its queue as it does when the signal returns. */
const signalReturns = async (context: BrowserContext, page: Page) => {
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
};

/** A class-3 child of the content set. */
const account = (set: string) =>
  set === 'english-medium'
    ? { grade: '3', board: 'CBSE', medium: 'English' }
    : { grade: '3', board: 'Karnataka', medium: 'Kannada' };

for (const [name, t, prefix] of [KANNADA]) {
  const english = prefix === '';
  const set = english ? 'english-medium' : 'kannada-medium';

  test(`a downloaded unit plays offline, and its answers count once when the signal returns (${name})`, async ({
    page,
    context,
    clientAddress,
  }, info) => {
    const { profile } = await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account(set));
    const { unitId, found } = threeActivities(set);
    // English downloads the one unit; Kannada everything open in the class.
    await downloadUnit(page, prefix, t, unitId, !english);

    await context.setOffline(true);
    await page.goto(`${prefix}/dashboard`);
    await expect(page.locator('a.dashboard__subject').first()).toBeVisible();
    await expectNoAxeViolations(page);
    // The unit on the phone says so on its subject's path (issue 29).
    const { subjectKey } = threeActivities(set);
    await page.goto(`${prefix}/${subjectKey}/units`);
    await expect(page.getByTestId('unit-on-phone').first()).toHaveText(t['learn.onPhone']);
    // Its tile's picture draws with no signal: the unit's download brought it (ADR 026's move;
    // the units screen was never opened online, so the worker kept no copy of its own).
    const picture = page
      .locator('.path__step', { has: page.getByTestId('unit-on-phone') })
      .first()
      .locator('img.tile__picture');
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expectNoAxeViolations(page);
    await playOffline(page, prefix, t, found);
    // Finished with no signal, they stay done after a reload (issue 29): the answer the page
    // reloads from was kept before them; the ones waiting on the phone count too.
    const last = found.at(-1) as Found;
    await page.reload();
    const steps = page.locator('.activity__steps button');
    await expect(steps.first()).toBeVisible();
    for (const f of found.filter((x) => x.topicId === last.topicId))
      await expect(steps.nth(f.index)).toHaveAttribute('data-done', 'true');
    // Full marks on three activities never played: their points, all waiting.
    const expected = found.reduce((sum, f) => sum + maxScore(f.body), 0);
    await expect(page.getByTestId('bar-waiting')).toHaveAttribute('data-coins', String(expected));
    expect(attempts(profile._id)).toBe(0);
    const snapshot = await queued(page);
    expect(snapshot).toHaveLength(3);
    // Everything open was downloaded with data saver on (Kannada): a lesson video was left out, and
    // with no signal its Watch says so and offers the download on Wi-Fi, never a black player.
    if (!english) {
      const video = firstVideo(set);
      await openActivity(page, prefix, t, video);
      await page.locator('.video-activity__open').click();
      const away = page.getByTestId('video-not-on-phone');
      await expect(away).toContainText(t['video.notOnPhone']);
      await expect(away.getByRole('link', { name: t['video.notOnPhone.download'] })).toBeVisible();
      await expect(page.locator('video')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }

    // The signal returns, and the first sync is cut off after the server answered (English), or
    // goes through (Kannada).
    if (english) {
      // The first sync the server answers in full is lost on the way back (the token may be
      // refreshed first: a 401 passes through).
      let cut = false;
      await context.route(`**${SYNC}`, async (route) => {
        const response = await route.fetch();
        if (cut || response.status() !== 200) return route.fulfill({ response });
        cut = true;
        await route.abort('connectionreset');
      });
      await signalReturns(context, page);
      await expect.poll(() => attempts(profile._id)).toBe(3);
      // The phone heard nothing: every answer still waits.
      await expect(page.getByTestId('bar-waiting')).toBeVisible();
      const statuses = nextSync(page);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      expect(await statuses).toEqual(['duplicate', 'duplicate', 'duplicate']);
    } else {
      const statuses = nextSync(page);
      await signalReturns(context, page);
      expect(await statuses).toEqual(['applied', 'applied', 'applied']);
    }
    await expect(page.getByTestId('bar-waiting')).toBeHidden();
    expect(attempts(profile._id)).toBe(3);
    expect(activityCoins(profile._id)).toBe(expected);
    await expect(page.getByTestId('bar-coins-count')).toHaveText(String(expected));

    // The same queue sent again: all duplicates, nothing paid twice.
    await putBack(page, snapshot);
    const again = nextSync(page);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    expect(await again).toEqual(['duplicate', 'duplicate', 'duplicate']);
    await expect(page.getByTestId('bar-waiting')).toBeHidden();
    expect(attempts(profile._id)).toBe(3);
    expect(activityCoins(profile._id)).toBe(expected);

    if (english) await removeUnit(page, prefix, t, unitId, found[0]?.topicId ?? '');
  });
}

for (const [name, t, prefix] of langs) {
  const set = prefix === '' ? 'english-medium' : 'kannada-medium';
  test(`with no signal, a lesson not on the phone says so, aloud, with two ways out (${name})`, async ({
    page,
    context,
    clientAddress,
  }, info) => {
    await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account(set));
    const { found } = threeActivities(set);
    await page.goto(`${prefix}/dashboard`);
    await workerInCharge(page);
    await context.setOffline(true);
    await page.goto(`${prefix}/${found[0]?.topicId}/activity`);
    const screen = page.getByTestId('not-on-phone');
    await expect(screen.getByRole('heading', { name: t['offline.notOnPhone.title'] })).toBeVisible();
    // Its words have a clip (an interface line, made by content:audio), kept for offline use.
    const speaker = screen.getByRole('button', {
      name: t['activity.read.listen'].replace('{text}', t['offline.notOnPhone.spoken']),
    });
    await expect(speaker).toHaveAttribute('data-clip', /\S/);
    await expectNoAxeViolations(page);
    await screenshotForDocs(page, `offline-not-on-phone-${prefix === '' ? 'en' : 'kn'}`, info);
    await screen.getByRole('link', { name: t['offline.toLessons'] }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
  });
}

test('an answer kept offline for a unit locked again meanwhile is refused, and the child is told', async ({
  page,
  context,
  clientAddress,
}, info) => {
  const [, t, prefix] = KANNADA;
  const { profile, tokenData } = await signUpQuickly(page, clientAddress, newPhone(info.workerIndex));
  // A multiple choice in a unit 2 of class 3 (the first subject that has one), opened with coins.
  const [row] = queryDatabase<{
    unit_id: string;
    topic_id: string;
    kind: ActivityKind;
    body: string;
    idx: number;
    count: number;
  }>(
    `select c.unit_id, a.topic_id, a.kind, a.body,
       ${ACTIVITY_PLACE}
     where s.content_set = 'kannada-medium' and s.grade = '3' and u.number = 2 and s.retired_at is null
       and a.kind = 'mcq' and a.retired_at is null
     order by s.key, c.position, t.position, a.position limit 1`,
  );
  if (!row) throw new Error('no mcq in a unit 2 of class 3');
  const unit = { id: row.unit_id };
  grantCoins(profile._id, 500);
  const unlocked = await page.request.post('/v1/auth/payment/unlock/unit', {
    data: { unitId: unit.id },
    headers: { authorization: `Bearer ${tokenData.accessToken}`, 'x-forwarded-for': clientAddress },
  });
  expect(unlocked.ok(), await unlocked.text()).toBe(true);

  await page.goto(`${prefix}/dashboard`);
  await workerInCharge(page);
  const found = {
    topicId: row.topic_id,
    index: row.idx,
    count: row.count,
    body: { kind: row.kind, ...JSON.parse(row.body) } as ActivityBody,
  };
  await openActivity(page, prefix, t, found);
  await context.setOffline(true);
  await play(page, t, found.body, true);
  const popup = await finish(page, t, found.body.kind);
  await expect(popup.getByTestId('score-waiting')).toBeVisible();
  await popup.getByRole('button', { name: t['activity.score.close'] }).click();
  const before = activityCoins(profile._id);

  // Meanwhile the unit is locked again (the unlock is withdrawn, as an operator's refund does).
  changeDatabase('delete from unit_unlocks where student_id = ? and unit_id = ?', profile._id, unit.id);
  const statuses = nextSync(page);
  await signalReturns(context, page);
  expect(await statuses).toEqual(['rejected']);
  await expect(page.getByText(t['play.refusedLocked_one'])).toBeVisible();
  await expect(page.getByTestId('bar-waiting')).toBeHidden();
  await expectNoAxeViolations(page);
  expect(attempts(profile._id)).toBe(0);
  expect(activityCoins(profile._id)).toBe(before);
});

/**
 * An English child finishes an activity with no network, then the signal returns too weak to
 * send anything: every sync is refused on the way, and the one answer stays waiting.
 */
async function oneAnswerWaiting(page: Page, context: BrowserContext, clientAddress: string, worker: number) {
  const [, t] = ENGLISH;
  const signedUp = await signUpQuickly(page, clientAddress, newPhone(worker), account('english-medium'));
  const [found] = threeActivities('english-medium').found;
  if (!found) throw new Error('no activity');
  await page.goto('/dashboard');
  await workerInCharge(page);
  await openActivity(page, '', t, found);
  await context.setOffline(true);
  await play(page, t, found.body, true);
  await (await finish(page, t, found.body.kind))
    .getByRole('button', { name: t['activity.score.close'] })
    .click();
  // The signal's return sends the answer once, and that try fails; waiting for it here keeps a
  // late first try (on a busy machine) from going through after a test lets the sync pass.
  let firstTry!: () => void;
  const refused = new Promise<void>((resolve) => (firstTry = resolve));
  await context.route(`**${SYNC}`, async (route) => {
    await route.abort('timedout');
    firstTry();
  });
  await context.setOffline(false);
  await refused;
  return signedUp;
}

test('logging out with answers still waiting says so first, and keeps them for the next login', async ({
  page,
  context,
  clientAddress,
}, info) => {
  const [, t] = ENGLISH;
  const { profile } = await oneAnswerWaiting(page, context, clientAddress, info.workerIndex);
  await page.goto('/dashboard');
  await expect(page.getByTestId('bar-waiting')).toBeVisible();

  // Log out is in My Account, behind the parent gate (issue 27).
  await page.goto('/user-profile');
  await passParentGate(page, t);
  await page.getByRole('main').getByRole('button', { name: t['nav.logout'] }).click();
  const dialog = page.locator('dialog#logout-modal');
  const yes = dialog.getByRole('button', { name: t['logout.confirm'] });
  await yes.click();
  await expect(dialog.getByRole('alert')).toHaveText(t['logout.waiting_one'].replace('{count}', '1'));
  await expectNoAxeViolations(page);
  await yes.click();
  await expect(page).toHaveURL(/\/$/);
  // Kept on the phone under the child's id, for their next login here.
  expect(await queued(page)).toEqual([
    expect.objectContaining({ childId: profile._id, activityId: expect.any(String) }),
  ]);
  expect(attempts(profile._id)).toBe(0);
});

test('Background Sync wakes the page to send what waits, when its own tries failed', async ({
  page,
  context,
  clientAddress,
}, info) => {
  const { profile } = await oneAnswerWaiting(page, context, clientAddress, info.workerIndex);
  await expect(page.getByTestId('bar-waiting')).toBeVisible();
  // The server stays out of reach until the sync is fired: a late try of the page's own (a busy
  // machine can hold one back for seconds) must not empty the queue first, leaving the sync with
  // nothing to send and this test waiting for a request that never comes (seen at load 25).
  // The new route is added over the one that refused the first try (the last added runs first),
  // never after removing it: between an unroute and a route a try of the page's went through.
  let woken = false;
  await context.route(`**${SYNC}`, (route) => (woken ? route.continue() : route.abort('timedout')));

  // The browser fires the sync the page registered when it queued the answer.
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r: { isDeleted: boolean }) => !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const statuses = nextSync(page);
  const registrationId = await registration;
  woken = true;
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(page.url()).origin,
    registrationId,
    tag: 'kalike-answers',
    lastChance: false,
  });
  expect(await statuses).toEqual(['applied']);
  await expect(page.getByTestId('bar-waiting')).toBeHidden();
  expect(attempts(profile._id)).toBe(1);
});

test('a return visit to a unit costs no body bytes: its answer is revalidated by its ETag', async ({
  page,
  context,
  clientAddress,
}, info) => {
  const [, t] = ENGLISH;
  await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account('english-medium'));
  const { subjectKey } = threeActivities('english-medium');
  await page.goto('/dashboard');
  await workerInCharge(page);
  // What the network answered for the units read (the worker's fetch included), in order.
  // (Chromium shows a revalidated answer as the cached 200; the bytes tell the 304.)
  const answers: { bodyBytes: number; ifNoneMatch: string | undefined }[] = [];
  context.on('requestfinished', async (request) => {
    if (!/\/v1\/auth\/subjects\/[\w-]+\/units\?/.test(request.url()) || request.serviceWorker() === null)
      return;
    const response = await request.response();
    // A refused expired token (4 s in these tests) is asked again after the refresh.
    if (response?.status() === 401) return;
    answers.push({
      bodyBytes: (await request.sizes()).responseBodySize,
      ifNoneMatch: (await request.allHeaders())['if-none-match'],
    });
  });
  await page.goto(`/${subjectKey}/units`);
  await expect(page.getByText(t['learn.unitNumber'].replace('{n}', '1')).first()).toBeVisible();
  await expect.poll(() => answers.length).toBe(1);
  await page.reload();
  await expect(page.getByText(t['learn.unitNumber'].replace('{n}', '1')).first()).toBeVisible();
  await expect.poll(() => answers.length).toBe(2);
  expect(answers[0]).toEqual({ bodyBytes: expect.any(Number), ifNoneMatch: undefined });
  expect(answers[0]?.bodyBytes).toBeGreaterThan(500);
  expect(answers[1]).toEqual({ bodyBytes: 0, ifNoneMatch: expect.stringMatching(/^"/) });
});

test('Chromium finds the app installable, and its start address opens with no network', async ({
  page,
  clientAddress,
  baseURL,
}, info) => {
  await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account('english-medium'));
  const session = await page.evaluate(() => ({ ...localStorage }));
  // Chromium reports every incognito window "not installable": a profile of its own, as a phone's.
  const profile = mkdtempSync(join(tmpdir(), 'kalike-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    ...info.project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
  });
  try {
    const phone = browser.pages()[0] ?? (await browser.newPage());
    await phone.goto('/robots.txt');
    await phone.evaluate((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, session);
    await phone.goto('/dashboard');
    await workerInCharge(phone);
    const cdp = await browser.newCDPSession(phone);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await (await phone.request.get('/manifest.webmanifest')).json()) as {
      start_url: string;
    };
    await browser.setOffline(true);
    await phone.goto(manifest.start_url);
    await expect(phone.locator('a.dashboard__subject').first()).toBeVisible();
    await expectNoAxeViolations(phone);
    // A page not kept on the phone says so in its language, with the way back to the lessons.
    for (const [path, t] of [
      ['/about', ENGLISH[1]],
      ['/kn/login', KANNADA[1]],
    ] as const) {
      await phone.goto(path);
      await expect(phone.getByRole('heading', { level: 1 })).toHaveText(t['offline.title']);
      await expectNoAxeViolations(phone);
      await phone.getByRole('link', { name: t['offline.toLessons'] }).click();
      await expect(phone.locator('a.dashboard__subject').first()).toBeVisible();
    }
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/**
 * An mcq with pictures in a unit 1 of class 1 (English medium), of `subject` or (`other`) of any
 * other subject, not its topic's first activity (opening the topic does not show it), whose first
 * question shows pictures.
 */
function picturedActivity(subject: string, other = false): Found & { unitId: string; names: string[] } {
  const rows = queryDatabase<{ unit_id: string; topic_id: string; body: string; idx: number; count: number }>(
    `select u.id as unit_id, a.topic_id, a.body,
       ${ACTIVITY_PLACE}
     where s.content_set = 'english-medium' and s.grade = '1' and (s.key = ?) = ? and u.number = 1
       and a.kind = 'mcq' and a.retired_at is null and s.retired_at is null
     order by s.key, c.position, t.position, a.position`,
    subject,
    other ? 0 : 1,
  );
  for (const row of rows) {
    const body = { kind: 'mcq', ...JSON.parse(row.body) } as Extract<ActivityBody, { kind: 'mcq' }>;
    const first = body.questions[0];
    const names = first ? first.options.flatMap((option) => body.pictures?.[option] ?? []) : [];
    if (row.idx > 0 && names.length > 0)
      return { unitId: row.unit_id, topicId: row.topic_id, index: row.idx, count: row.count, body, names };
  }
  throw new Error(
    `no pictured mcq after a topic's first activity in class 1 ${other ? 'but ' : ''}${subject}`,
  );
}

/** The pathnames a cache of the phone holds. */
const cached = (page: Page, cacheName: string) =>
  page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
    cacheName,
  );

test("pictures come with a unit's download and with a topic opened online, not with every phone's precache (ADR 026)", async ({
  page,
  context,
  clientAddress,
}, info) => {
  const [, t, prefix] = ENGLISH;
  await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), {
    grade: '1',
    board: 'CBSE',
    medium: 'English',
  });
  const downloaded = picturedActivity('evs');
  const opened = picturedActivity('evs', true);
  await downloadUnit(page, prefix, t, downloaded.unitId);
  // The app's precache holds no picture of the illustration set: a class-5 phone carries none of class 1's.
  const precaches = await page.evaluate(async () =>
    (await caches.keys()).filter((n) => n.includes('precache')),
  );
  expect(precaches.length).toBeGreaterThan(0);
  for (const name of precaches)
    expect((await cached(page, name)).filter((path) => path.startsWith('/pictures/'))).toEqual([]);
  // The download brought the pictures of its activities.
  expect(await cached(page, 'kalike-packs-v1')).toEqual(
    expect.arrayContaining(downloaded.names.map((n) => `/pictures/${n}.svg`)),
  );
  // Another subject's topic, opened online at its first activity: the pictures of its later
  // activities are fetched once, quietly, and the worker keeps them (one the download brought
  // already is not fetched again).
  await page.goto(`${prefix}/${opened.topicId}/activity`);
  await expect(page.locator('.activity-header h1')).toBeVisible();
  const onPhone = async () => [
    ...(await cached(page, 'kalike-pictures-v1')),
    ...(await cached(page, 'kalike-packs-v1')),
  ];
  await expect.poll(onPhone).toEqual(expect.arrayContaining(opened.names.map((n) => `/pictures/${n}.svg`)));
  expect((await cached(page, 'kalike-pictures-v1')).length).toBeGreaterThan(0);

  await context.setOffline(true);
  for (const found of [downloaded, opened]) {
    await openActivity(page, prefix, t, found);
    const pictures = page.locator('img.picture');
    await expect(pictures.first()).toBeVisible();
    for (const picture of await pictures.all())
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    await expectNoAxeViolations(page);
  }
});

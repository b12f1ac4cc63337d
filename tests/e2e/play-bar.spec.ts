import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, queryDatabase, test } from './fixtures.ts';
import { type Dict, langs, newPhone, signUpQuickly } from './journeys.ts';

/**
 * Issue 15, points 1 and 6: the learning screens in play mode, with the child's bar (avatar,
 * coins, streak, bell) instead of the website's menu and footer, at 360 px and at desktop width,
 * in both languages.
 */

/** A tap on a touch screen (the phone project), a click elsewhere. */
const press = async (page: Page, target: Locator) =>
  (page.viewportSize()?.width ?? 0) <= 480 ? target.tap() : target.click();

/** The bar is there, whole, and the website's menu and footer are not. */
async function expectPlayBar(page: Page) {
  await expect(page.getByTestId('bar-avatar')).toBeVisible();
  await expect(page.getByTestId('bar-coins')).toBeVisible();
  await expect(page.getByTestId('bar-streak')).toBeVisible();
  await expect(page.getByTestId('bar-bell')).toBeVisible();
  await expect(page.locator('header.navbar')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('a.skip-link')).toHaveAttribute('href', '#main');
  // Every control of the bar is a 48 px target, and the bar fits the screen.
  for (const id of ['bar-avatar', 'bar-streak', 'bar-bell']) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(48);
    expect(box?.width).toBeGreaterThanOrEqual(48);
  }
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoAxeViolations(page);
}

/** A multiple-choice activity of class 3's free first unit, with its answers (from the database). */
function mcqActivity(set: string) {
  const [row] = queryDatabase<{ topic_id: string; body: string; idx: number; count: number }>(
    `select a.topic_id, a.body,
       (select count(*) from activities b where b.topic_id = a.topic_id and b.retired_at is null
          and b.position < a.position) as idx,
       (select count(*) from activities b where b.topic_id = a.topic_id and b.retired_at is null) as count
     from activities a
     join topics t on t.id = a.topic_id join chapters c on c.id = t.chapter_id
     join units u on u.id = c.unit_id join subjects s on s.id = u.subject_id
     where s.content_set = ? and s.grade = '3' and u.number = 1 and a.kind = 'mcq' and a.retired_at is null
     order by s.key, c.position, t.position, a.position limit 1`,
    set,
  );
  if (!row) throw new Error(`no mcq activity in ${set}`);
  const body = JSON.parse(row.body) as { questions: { options: string[]; answer: number }[] };
  return { topicId: row.topic_id, index: row.idx, count: row.count, questions: body.questions };
}

async function finishMcq(page: Page, t: Dict, prefix: string, set: string) {
  const found = mcqActivity(set);
  await page.goto(`${prefix}/${found.topicId}/activity`);
  await expect(page.locator('.activity-header h1')).toBeVisible();
  if (found.count > 1) {
    const name = t['activity.step']
      .replace('{n}', String(found.index + 1))
      .replace('{total}', String(found.count));
    await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'step');
  }
  const player = page.locator('.activity__player');
  for (const [i, q] of found.questions.entries()) {
    await player.getByRole('button', { name: q.options[q.answer], exact: true }).click();
    await expect(player.locator('.feedback')).toContainText(t['activity.correct']);
    if (i < found.questions.length - 1)
      await page.getByRole('button', { name: t['activity.next'], exact: true }).click();
  }
  await page.getByRole('button', { name: t['activity.submit'] }).click();
  await expect(page.getByTestId('score-popup')).toBeVisible();
  return found.questions.length;
}

for (const [name, t, prefix] of langs) {
  const english = prefix === '';
  const set = english ? 'english-medium' : 'kannada-medium';
  const account = english
    ? { grade: '3', board: 'CBSE', medium: 'English' }
    : { grade: '3', board: 'Karnataka', medium: 'Kannada' };

  if (name === 'Kannada')
    test(
      `the child's bar on every learning screen, with its menu (${name})`,
      { tag: '@layout' },
      async ({ page, clientAddress }, info) => {
        await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account);
        await page.goto(`${prefix}/dashboard`);
        await expectPlayBar(page);
        await expect(page.getByTestId('bar-coins-count')).toHaveText('0');

        // The avatar opens the child's menu: the grown-ups' area and the language; no logout (it is in
        // My Account, behind the parent gate: issue 27).
        await press(page, page.getByTestId('bar-avatar'));
        const menu = page.locator('#play-menu');
        await expect(menu).toBeVisible();
        await expect(menu.getByRole('link', { name: t['play.parents'] })).toHaveAttribute(
          'href',
          `${prefix}/user-profile`,
        );
        await expect(menu.getByRole('link', { name: t['lang.en'] })).toHaveAttribute('href', '/dashboard');
        await expect(menu.getByRole('link', { name: t['lang.kn'] })).toHaveAttribute('href', '/kn/dashboard');
        await expect(menu.getByRole('button', { name: t['nav.logout'] })).toHaveCount(0);
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();

        // Units, chapters, topics and the activity: the same bar.
        await page.locator('.dashboard__subject').first().click();
        await expect(page).toHaveURL(/\/[\w-]+\/units$/);
        await expectPlayBar(page);
        await page.locator('.learn__card').first().click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/chapters\\?subject=[\\w-]+&unit=[\\w-]+$`));
        await expectPlayBar(page);
        await page.locator('.learn__card').first().click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/topics\\?subject=[\\w-]+&chapter=[\\w-]+$`));
        await expectPlayBar(page);
        await page.locator('.learn__card').first().click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/[\\w-]+/activity$`));
        await expectPlayBar(page);
        // The language switch keeps the activity's topic.
        await press(page, page.getByTestId('bar-avatar'));
        const other = english ? t['lang.kn'] : t['lang.en'];
        await expect(page.locator('#play-menu').getByRole('link', { name: other })).toHaveAttribute(
          'href',
          new RegExp(`^${english ? '/kn' : ''}/[\\w-]+/activity$`),
        );
      },
    );

  if (name === 'English')
    test(`the flame checks in, the bell opens on a tap and its badge clears (${name})`, async ({
      page,
      clientAddress,
    }, info) => {
      await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account);
      await page.goto(`${prefix}/dashboard`);
      const flame = page.getByTestId('bar-streak');
      await expect(flame).toHaveAccessibleName(
        `${t['play.streak'].replace('{count}', '0')}. ${t['play.streakCheckIn']}`,
      );
      await press(page, flame);
      const streak = page.getByRole('dialog', { name: t['play.streakTitle'] });
      await expect(streak).toBeVisible();
      await expectNoAxeViolations(page);
      await streak.getByRole('button', { name: t['checkin.button'], exact: true }).click();
      const received = page.getByRole('dialog', { name: t['checkin.success'] });
      await expect(received).toContainText(t['checkin.received_other'].replace('{count}', '10'));
      await expectNoAxeViolations(page);
      await received.getByRole('button', { name: t['checkin.ok'], exact: true }).last().click();
      await expect(page.getByTestId('bar-coins-count')).toHaveText('10');
      await expect(flame).toHaveAccessibleName(t['play.streak'].replace('{count}', '1'));
      // The dashboard's card knows at once.
      await expect(page.getByText(t['checkin.done'])).toBeVisible();

      // The check-in's notification: a badge; a tap opens the list, which marks it read.
      await page.reload();
      const badge = page.getByTestId('bar-bell-badge');
      await expect(badge).toHaveText('1');
      await press(page, page.getByTestId('bar-bell'));
      const list = page.locator('#play-notifications');
      await expect(list).toBeVisible();
      await expect(list.locator('.playbar__item').first()).toContainText(
        t['checkin.received_other'].replace('{count}', '10'),
      );
      await expect(badge).toBeHidden();
      await expectNoAxeViolations(page);
      await page.reload();
      await expect(page.getByTestId('bar-bell')).toBeVisible();
      await expect(page.getByTestId('bar-bell')).toHaveAccessibleName(
        `${t['nav.notifications']} (${t['notify.unread'].replace('{count}', '0')})`,
      );
      await expect(badge).toHaveCount(0);
    });

  if (name === 'Kannada')
    test(`after an activity the coins in the bar rise (${name})`, async ({ page, clientAddress }, info) => {
      await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account);
      await page.goto(`${prefix}/dashboard`);
      const count = page.getByTestId('bar-coins-count');
      await expect(count).toHaveText('0');
      const before = Number(await count.textContent());
      const points = await finishMcq(page, t, prefix, set);
      await expect(count).toHaveText(String(before + points));
      await expectPlayBar(page);
    });
}

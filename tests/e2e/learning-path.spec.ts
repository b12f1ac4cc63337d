import type { Locator, Page } from '@playwright/test';
import type { ActivityBody, ActivityKind } from '../../domain/contract/activity.ts';
import { STORAGE_KEYS } from '../../src/client/storageKeys.ts';
import { expect, expectNoAxeViolations, queryDatabase, test } from './fixtures.ts';
import { type Dict, langs, mathsTopics, newPhone, signUpQuickly } from './journeys.ts';
import { finish, play } from './players.ts';

/**
 * Issue 15: the learning path. Tiles with rings and locks, "Continue where you left off", a back
 * control on every learning screen to its parent (never history.back()), fresh counts after an
 * activity, in both languages at phone and desktop width.
 */
const plural = (t: Dict, key: 'learn.price' | 'learn.locked', count: number, lang: string) =>
  t[`${key}_${new Intl.PluralRules(lang).select(count) === 'one' ? 'one' : 'other'}`].replace(
    '{count}',
    String(count),
  );

/** The first topic the dashboard offers a new child: the first subject's first topic. */
const firstTopic = (set: string) =>
  queryDatabase<{ topic: string }>(
    `select t.id as topic from topics t
     join chapters c on c.id = t.chapter_id join units u on u.id = c.unit_id join subjects s on s.id = u.subject_id
     where s.content_set = ? and s.grade = '3' and t.retired_at is null and s.retired_at is null
       and exists (select 1 from activities a where a.topic_id = t.id and a.retired_at is null)
     order by s.position, u.position, c.position, t.position limit 1`,
    set,
  )[0]?.topic;

async function expectBack(page: Page, name: string) {
  const back = page.getByRole('link', { name });
  await expect(back).toBeVisible();
  const box = await back.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  return back;
}

/**
 * A tile's picture (issue 29): the one the import gave its unit, chapter or topic (its own or an
 * item's under it), else the subject's icon; decorative, 48 px, and drawn (the file is there).
 */
async function expectTilePicture(tile: Locator, level: 'units' | 'chapters' | 'topics', id: string) {
  const [row] = queryDatabase<{ picture: string | null }>(`select picture from ${level} where id = ?`, id);
  const picture = tile.locator('img.tile__picture');
  await expect(picture).toHaveAttribute(
    'src',
    row?.picture ? `/pictures/${row.picture}.svg` : '/images/subjects/maths.svg',
  );
  await expect(picture).toHaveAttribute('alt', '');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect((await picture.boundingBox())?.width).toBe(48);
  return row?.picture ?? null;
}

for (const [name, t, prefix] of langs) {
  const english = prefix === '';
  const set = english ? 'english-medium' : 'kannada-medium';
  const lang = english ? 'en' : 'kn';
  const account = english
    ? { grade: '3', board: 'CBSE', medium: 'English' }
    : { grade: '3', board: 'Karnataka', medium: 'Kannada' };

  if (name === 'English')
    test(`dashboard → subject → unit → chapter → topics and back up with the app's back controls (${name})`, async ({
      page,
      clientAddress,
    }, info) => {
      await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account);
      const [first] = mathsTopics(set);
      if (!first) throw new Error('no maths topic');

      await page.goto(`${prefix}/dashboard`);
      // A new child: "Start learning" with the first topic of the first subject.
      const start = page.getByTestId('continue-tile');
      await expect(page.getByRole('heading', { name: t['learn.continue.start'] })).toBeVisible();
      await expect(start).toHaveAttribute('href', `${prefix}/${firstTopic(set)}/activity`);
      await expectNoAxeViolations(page);

      await page.locator('.dashboard__subject', { hasText: english ? 'Maths' : 'ಗಣಿತ' }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/maths/units$`));
      const units = page.locator('.learn__card');
      await expect(units.first()).toBeVisible();
      // A locked unit: its lock and its coin price (spec §4; the unlock modal stays).
      const locked = units.nth(1);
      await expect(locked).toHaveAttribute('data-locked', 'true');
      await expect(locked.locator('.tile__lock')).toBeVisible();
      await expect(locked.locator('.tile__price')).toHaveText(plural(t, 'learn.price', 50, lang));
      await expect(locked).toContainText(plural(t, 'learn.locked', 50, lang));
      await locked.click();
      const dialog = page.getByRole('dialog', { name: t['unlock.title'] });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: t['unlock.cancel'], exact: true }).last().click();
      await expect(dialog).toBeHidden();
      await expectBack(page, t['learn.back.dashboard']);

      // Nothing in class 3's first maths unit has a picture item yet: the subject's icon.
      await expectTilePicture(units.first(), 'units', first.unit);
      await units.first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/chapters\\?subject=maths&unit=${first.unit}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        t['learn.unitNumber'].replace('{n}', '1'),
      );
      await expectBack(page, t['learn.back.units']);
      await expectNoAxeViolations(page);

      await page.locator('.learn__card').first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/topics\\?subject=maths&chapter=${first.chapter}$`));
      await expect(page.locator('.learn__card').first()).toHaveAttribute(
        'href',
        `${prefix}/${first.topic}/activity`,
      );
      await expectNoAxeViolations(page);

      // Up again, with the app's own controls only.
      await (await expectBack(page, t['learn.back.chapters'])).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/chapters\\?subject=maths&unit=${first.unit}$`));
      await expect(page.locator('.learn__card').first()).toBeVisible();
      await (await expectBack(page, t['learn.back.units'])).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/maths/units$`));
      await expect(page.locator('.learn__card').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await (await expectBack(page, t['learn.back.dashboard'])).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      await expect(page.getByTestId('continue-tile')).toBeVisible();
    });

  if (name === 'Kannada')
    test(`a class-1 child finds unit, chapter and topic by their pictures (${name})`, async ({
      page,
      clientAddress,
    }, info) => {
      await signUpQuickly(
        page,
        clientAddress,
        newPhone(info.workerIndex),
        english
          ? { grade: '1', board: 'CBSE', medium: 'English' }
          : { grade: '1', board: 'Karnataka', medium: 'Kannada' },
      );
      const [first] = mathsTopics(set, '1');
      if (!first) throw new Error('no class-1 maths topic');

      await page.goto(`${prefix}/maths/units`);
      const tile = page.locator('.learn__card').first();
      // Class 1's topics all have picture items (issue 29): a picture of the set on every level.
      expect(await expectTilePicture(tile, 'units', first.unit)).toBeTruthy();
      await expectNoAxeViolations(page);
      await tile.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/chapters\\?subject=maths&unit=${first.unit}$`));
      expect(await expectTilePicture(tile, 'chapters', first.chapter)).toBeTruthy();
      await expectNoAxeViolations(page);
      await tile.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/topics\\?subject=maths&chapter=${first.chapter}$`));
      expect(await expectTilePicture(tile, 'topics', first.topic)).toBeTruthy();
      await expectNoAxeViolations(page);
      // A picture the phone cannot have (offline, never kept: ADR 026) leaves the plain numbered
      // stop, not an empty frame.
      await page.route('**/pictures/*.svg', (route) => route.abort());
      await page.goto(`${prefix}/maths/units`);
      await expect(tile.locator('.path__stop')).toHaveText('1');
      await expect(page.locator('img.tile__picture')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

  if (name === 'English')
    test(`after an activity the topic count is right at once, and Continue goes to what is not done yet (${name})`, async ({
      page,
      clientAddress,
    }, info) => {
      // A whole topic played through, with the dashboard between (over 2 min on a busy machine).
      test.slow();
      await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account);
      const [first] = mathsTopics(set);
      if (!first) throw new Error('no maths topic');
      const activities = queryDatabase<{ kind: ActivityKind; body: string }>(
        'select kind, body from activities where topic_id = ? and retired_at is null order by position',
        first.topic,
      );
      const [firstActivity] = activities;
      if (!firstActivity) throw new Error('no activity in the first maths topic');

      await page.goto(`${prefix}/topics?subject=maths&chapter=${first.chapter}`);
      const tile = page.locator('.learn__card').first();
      await expect(tile).toContainText(
        t['learn.progress'].replace('{done}', '0').replace('{total}', String(activities.length)),
      );
      await tile.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/${first.topic}/activity$`));
      const bodyOf = (row: { kind: ActivityKind; body: string }) =>
        ({ kind: row.kind, ...JSON.parse(row.body) }) as ActivityBody;
      const step = (n: number) =>
        page.getByRole('button', {
          name: t['activity.step'].replace('{n}', String(n)).replace('{total}', String(activities.length)),
          exact: true,
        });
      // Issue 27: the topic's last activity first. Continue after it goes back to the first, still
      // to do, not to the topic list. (Finish comes once every question is answered.)
      expect(activities.length).toBeGreaterThanOrEqual(2);
      const last = activities.at(-1) ?? firstActivity;
      await step(activities.length).click();
      await play(page, t, bodyOf(last), true);
      let popup = await finish(page, t, bodyOf(last).kind);
      await popup.getByRole('button', { name: t['activity.score.continue'], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/${first.topic}/activity$`));
      await expect(step(1)).toHaveAttribute('aria-current', 'step');
      await expectNoAxeViolations(page);
      // Back to the topic list with the activity's own back control: its count is right at once.
      await page.getByRole('button', { name: t['activity.play.back'] }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/topics\\?subject=maths&chapter=${first.chapter}$`));
      await expect(page.locator('.learn__card').first()).toContainText(
        t['learn.progress'].replace('{done}', '1').replace('{total}', String(activities.length)),
      );
      await expectNoAxeViolations(page);

      // The dashboard continues where the child left off: the topic, not finished yet.
      await page.goto(`${prefix}/dashboard`);
      await expect(page.getByRole('heading', { name: t['learn.continue.title'] })).toBeVisible();
      await expect(page.getByTestId('continue-tile')).toContainText(t['learn.continue.go']);
      await page.getByTestId('continue-tile').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/${first.topic}/activity$`));

      // The rest of the topic, each Continue to the next one not done; after the last, the list.
      for (const [i, row] of activities.slice(0, -1).entries()) {
        await expect(step(i + 1)).toHaveAttribute('aria-current', 'step');
        await play(page, t, bodyOf(row), true);
        popup = await finish(page, t, bodyOf(row).kind);
        await popup.getByRole('button', { name: t['activity.score.continue'], exact: true }).click();
      }
      await expect(page).toHaveURL(new RegExp(`${prefix}/topics\\?subject=maths&chapter=${first.chapter}$`));

      // The topic is finished: Continue on the dashboard offers the next topic with something to
      // do, not "Play again" on the one just finished (issue 27).
      const next = mathsTopics(set)
        .slice(1)
        .find(
          (topic) =>
            queryDatabase<{ n: number }>(
              'select count(*) as n from activities where topic_id = ? and retired_at is null',
              topic.topic,
            )[0]?.n,
        );
      if (!next) throw new Error('no second maths topic');
      await page.goto(`${prefix}/dashboard`);
      const tileNext = page.getByTestId('continue-tile');
      await expect(tileNext).toContainText(t['learn.continue.go']);
      await expect(tileNext).not.toContainText(t['learn.continue.again']);
      await expectNoAxeViolations(page);
      await tileNext.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/${next.topic}/activity$`));
    });

  if (name === 'Kannada')
    test(`a deep-linked topic list, opened in a new page, has a back control to its chapters (${name})`, async ({
      page,
      context,
      clientAddress,
    }, info) => {
      await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account);
      const [first] = mathsTopics(set);
      if (!first) throw new Error('no maths topic');
      // Nothing remembered of an earlier visit: the address alone says what to show.
      await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.learning);
      const tab = await context.newPage();
      await tab.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress });
      await tab.goto(`${prefix}/topics?subject=maths&chapter=${first.chapter}`);
      await expect(tab.locator('.learn__card')).not.toHaveCount(0);
      await expectNoAxeViolations(tab);
      await (await expectBack(tab, t['learn.back.chapters'])).click();
      await expect(tab).toHaveURL(new RegExp(`${prefix}/chapters\\?subject=maths&unit=${first.unit}$`));
      await expect(tab.getByRole('heading', { level: 1 })).toContainText(
        t['learn.unitNumber'].replace('{n}', '1'),
      );
      await expectNoAxeViolations(tab);
    });
}

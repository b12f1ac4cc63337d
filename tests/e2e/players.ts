import type { Locator, Page } from '@playwright/test';
import type { ActivityBody, ActivityKind } from '../../domain/contract/activity.ts';
import { buildTiles } from '../../domain/rules/tiles.ts';
import { expect } from './fixtures.ts';
import type { Dict } from './journeys.ts';

/**
 * Playing an activity as a child would, for every kind (taps, drags, the keyboard): shared by
 * the activity journeys and the learning path's.
 */

/** Drags with the pointer (mouse here; the same pointer events serve touch). */
/**
 * Drags a card onto its target as a finger or a mouse does; false, without touching anything,
 * when on a phone the two cannot be on one screen (a thumb cannot drag there: the child taps the
 * card, then the place, which is what the journey then does).
 */
async function drag(page: Page, from: Locator, to: Locator): Promise<boolean> {
  // On phones the cards wrap above the rows and groups (issue 29): the card and its target are
  // brought on screen together as a child's thumb needs them, the upper one clear of the bar at
  // the top; when they are too far apart for one screen, no drag.
  if ((page.viewportSize()?.width ?? 0) <= 768) {
    const card = await from.elementHandle();
    const target = await to.elementHandle();
    const onOneScreen = await page.evaluate(
      ({ card, target }) => {
        const bar = 96;
        const a = (card as Element).getBoundingClientRect();
        const b = (target as Element).getBoundingClientRect();
        const top = Math.min(a.top, b.top) + window.scrollY;
        const bottom = Math.max(a.bottom, b.bottom) + window.scrollY;
        if (bottom - top > window.innerHeight - bar) return false;
        window.scrollTo({ top: top - bar, behavior: 'instant' });
        return true;
      },
      { card, target },
    );
    if (!onOneScreen) return false;
  } else {
    await to.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await from.scrollIntoViewIfNeeded();
  }
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('not visible');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 20, a.y + a.height / 2 + 20, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
  return true;
}

// Exact: an instruction read aloud ("Listen: Tap the right word to finish the sentence.") names a button too.
export const finishButton = (page: Page, t: Dict) =>
  page.getByRole('button', { name: t['activity.submit'], exact: true });
const next = (page: Page, t: Dict) => page.getByRole('button', { name: t['activity.next'], exact: true });

/**
 * A card of the tray by its whole text: "ಗೂಡು" (nest) must not find "ಜೇನುಗೂಡು" (beehive), which
 * the shuffled tray (issue 27) may put first.
 */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const trayCard = (player: Locator, text: string) =>
  player.locator('.tray .card').filter({ hasText: new RegExp(`^\\s*${escaped(text)}\\s*$`) });

/**
 * The row of a match whose left side is exactly `left`: a row's text also holds the card placed
 * in it, and one left side can be part of another ("drink", "drinking").
 */
export const matchRow = (page: Page, left: string) =>
  page
    .locator('.activity__player .match__row')
    .filter({ has: page.locator('.match__left', { hasText: new RegExp(`^\\s*${escaped(left)}\\s*$`) }) });

/**
 * Fills the blank shown: typed into the text box, or built from the letter tiles where the
 * player shows them (issue 29: classes 1–2, short answers): the right answer's letters, or one
 * near miss for a wrong one.
 */
export async function answerFill(page: Page, t: Dict, answers: string[], right: boolean) {
  const player = page.locator('.activity__player');
  await expect(player.locator('.fill')).toBeVisible();
  if ((await player.locator('.fill[data-tiles]').count()) === 0) {
    await player.getByLabel(t['activity.answerLabel']).fill(right ? (answers[0] ?? '') : 'zzz');
    return;
  }
  // The letters do not depend on the class or the order; a near miss is read off the screen.
  const { parts } = buildTiles(answers);
  const group = player.locator('.tiles');
  const shown = await group.locator('.tile:not(.tile--undo)').allTextContents();
  const taps = right ? parts : shown.filter((tile) => !parts.includes(tile)).slice(0, 1);
  for (const tile of taps)
    await group
      .getByRole('button', { name: tile === ' ' ? t['activity.tiles.space'] : tile, exact: true })
      .click();
  await expect(player.locator('output.fill__blank')).toHaveText(taps.join(''));
}

/** Plays an activity; `right` answers everything correctly, else everything wrongly. */
export async function play(page: Page, t: Dict, body: ActivityBody, right: boolean) {
  const player = page.locator('.activity__player');
  switch (body.kind) {
    case 'mcq':
      for (const [i, q] of body.questions.entries()) {
        // Issue 15: Finish only once every question is answered; Next before that.
        await expect(finishButton(page, t)).toHaveCount(0);
        const option = right ? q.answer : (q.answer + 1) % q.options.length;
        await player.getByRole('button', { name: q.options[option], exact: true }).click();
        await expect(player.locator('.feedback')).toContainText(
          right ? t['activity.correct'] : t['activity.wrong'],
        );
        if (i < body.questions.length - 1) await next(page, t).click();
      }
      return;
    case 'fill':
      for (const [i, q] of body.questions.entries()) {
        await answerFill(page, t, q.answers, right);
        await player.getByRole('button', { name: t['activity.check'] }).click();
        await expect(player.locator('.feedback')).toContainText(q.feedback);
        if (i < body.questions.length - 1) await next(page, t).click();
      }
      return;
    case 'match':
      for (const [i, pair] of body.pairs.entries()) {
        // Right: each right side beside its own left side; wrong: beside the next one.
        const source = right ? i : (i + 1) % body.pairs.length;
        const card = trayCard(player, body.pairs[source]?.right ?? '').first();
        const slot = matchRow(page, pair.left).locator('.slot');
        if (!(i === 0 && (await drag(page, card, slot)))) {
          await card.click();
          await expect(card).toHaveAttribute('aria-pressed', 'true');
          await slot.click();
        }
        const row = matchRow(page, pair.left);
        if (right) await expect(row.locator('.slot--filled')).toBeVisible();
        else {
          // Issue 29: a card put wrong is explained in its row and goes back to the cards.
          await expect(row.locator('.feedback')).toContainText(t['activity.wrong']);
          await expect(row).toContainText(t['activity.placeAgain']);
          await expect(trayCard(player, body.pairs[source]?.right ?? '').first()).toBeVisible();
        }
      }
      return;
    case 'classify':
      for (const [i, item] of body.items.entries()) {
        const group = right ? item.category : (item.category + 1) % body.categories.length;
        const card = trayCard(player, item.text).first();
        const target = player.locator('.group__target').nth(group);
        if (i === 1) {
          // By keyboard: Enter picks the card, Enter on the group drops it.
          await card.focus();
          await page.keyboard.press('Enter');
          await target.focus();
          await page.keyboard.press('Enter');
        } else if (!(i === 0 && (await drag(page, card, target)))) {
          await card.click();
          await target.click();
        }
        const box = player.locator('.group').nth(group);
        if (right) await expect(box.locator('.group__items li', { hasText: item.text })).toBeVisible();
        else {
          // Issue 29: a card put in the wrong group is explained there and goes back.
          await expect(box.locator('.feedback')).toContainText(t['activity.wrong']);
          await expect(trayCard(player, item.text).first()).toBeVisible();
        }
      }
      return;
    case 'video':
      // Issue 15: "Watch" starts it at once; its end records the activity without another tap.
      await player.getByRole('button', { name: t['activity.video.watch'] }).click();
      await expect(page.getByTestId('video-player')).toBeVisible();
      await expect(page.getByRole('button', { name: t['video.pause'], exact: true })).toBeVisible();
      // To the end: the seek bar is 0–100.
      await page.locator('[data-control="seek"]').fill('97');
      await expect(page.getByTestId('score-popup')).toBeVisible({ timeout: 30_000 });
      return;
  }
}

export async function finish(page: Page, t: Dict, kind: ActivityKind = 'mcq') {
  // A video records itself at its end; every other kind has Finish.
  if (kind !== 'video') await finishButton(page, t).click();
  const popup = page.getByTestId('score-popup');
  await expect(popup).toBeVisible();
  return popup;
}

/** A topic's activity, as the tests find it: its topic, its place among the topic's activities. */
export type FoundActivity = { topicId: string; index: number; count: number };

/** Opens a topic's activities at the found one (its step button, when the topic has several). */
export async function openActivity(page: Page, prefix: string, t: Dict, found: FoundActivity) {
  await page.goto(`${prefix}/${found.topicId}/activity`);
  await expect(page.locator('.activity-header h1')).toBeVisible();
  if (found.count > 1) {
    const name = t['activity.step']
      .replace('{n}', String(found.index + 1))
      .replace('{total}', String(found.count));
    await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'step');
  }
}

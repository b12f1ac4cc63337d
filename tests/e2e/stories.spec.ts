import type { StoryAnswer } from '../../domain/contract/stories.ts';
import { storyCoins } from '../../domain/rules/coins.ts';
import { litWordAt } from '../../src/islands/stories/litWord.ts';
import { screenshotForDocs } from './docsScreenshots.ts';
import { expect, expectNoAxeViolations, queryDatabase, test } from './fixtures.ts';
import { langs, newPhone, passParentGate, signUpQuickly } from './journeys.ts';

/**
 * The reading corner (issue 30), as a class-1 child walks it at phone width, in both languages:
 * from the dashboard to a story of their level, read to them with each word lit as the voice says
 * it (the lit word at three sampled moments is the one the timings give for the clip's time), a
 * tapped word said alone by its own clip, and the pages turning by themselves. Axe on each step.
 */
for (const [name, t, prefix] of langs) {
  const kannada = prefix === '/kn';
  const account = kannada
    ? { board: 'Karnataka', medium: 'Kannada', grade: '1' }
    : { board: 'CBSE', medium: 'English', grade: '1' };

  test(`a class-1 child hears a story of their level with each word lit, and taps a word to hear it (${name})`, async ({
    page,
    clientAddress,
  }, info) => {
    await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account);
    await page.goto(`${prefix}/dashboard`);
    await page.getByTestId('stories-tile').click();
    await expect(page.getByRole('heading', { level: 1, name: t['stories.title'] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t['stories.forYou'] })).toBeVisible();
    const first = page.locator('.stories__card').first();
    // The medium's own language, levels 1–2, first.
    await expect(first).toHaveAttribute('lang', kannada ? 'kn' : 'en');
    expect(['1', '2']).toContain(await first.getAttribute('data-level'));
    await expectNoAxeViolations(page);
    await screenshotForDocs(page, `stories-library-${kannada ? 'kn' : 'en'}`, info);

    const answer = page.waitForResponse((r) => /\/v1\/auth\/stories\/[a-z0-9-]+$/.test(r.url()) && r.ok());
    await first.click();
    const story = (await (await answer).json()).data as StoryAnswer;
    const reader = page.getByTestId('story');
    await expect(reader.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await expectNoAxeViolations(page);

    // Each time the lit word changes, the clip's time at that moment, seen in the page itself (in
    // the task that lit it), so how busy the machine is cannot put the two apart.
    await reader.evaluate((element: HTMLElement) => {
      const seen: Seen[] = [];
      (window as unknown as { litSeen: typeof seen }).litSeen = seen;
      new MutationObserver(() => {
        const clip = document.querySelector<HTMLAudioElement>('audio[data-story-audio]');
        const lit = [...element.querySelectorAll<HTMLElement>('.story__word')].findIndex(
          (w) => w.dataset.lit === 'true',
        );
        if (clip && !clip.paused && lit >= 0)
          seen.push({ page: Number(element.dataset.page), ms: clip.currentTime * 1000, lit });
      }).observe(element, { subtree: true, attributes: true, attributeFilter: ['data-lit'] });
    });
    // Read to me: the first page plays, and the lit word follows the clip.
    await reader.getByRole('button', { name: t['stories.readToMe'] }).click();
    await expect(reader).toHaveAttribute('data-page', '0');
    const audio = page.locator('audio[data-story-audio]');
    await expect(audio).toHaveAttribute('src', new RegExp(`${story.pages[0]?.clip}$`));
    type Seen = { page: number; ms: number; lit: number };
    const litSeen = () => page.evaluate(() => (window as unknown as { litSeen: Seen[] }).litSeen);
    await expect.poll(async () => (await litSeen()).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
    const samples = await litSeen();
    for (const sample of samples.slice(0, 3)) {
      const words = story.pages[sample.page]?.words ?? [];
      // Lit from the time its frame read, at most a moment before the change was seen.
      const expected = [litWordAt(words, sample.ms), litWordAt(words, sample.ms - 100)];
      expect([sample, expected.includes(sample.lit)]).toEqual([sample, true]);
    }
    // At the end of a page's clip the next page comes by itself.
    await expect(reader).toHaveAttribute('data-page', '1', { timeout: 60_000 });
    // Held where it is while axe and the screenshot look (a short page's clip would otherwise end
    // and turn the page under them): the page shown after the pause is the one whose word is tapped.
    await audio.evaluate((a: HTMLAudioElement) => a.pause());
    await expectNoAxeViolations(page);
    await screenshotForDocs(page, `story-lit-word-${kannada ? 'kn' : 'en'}`, info);
    const shown = Number(await reader.getAttribute('data-page'));
    expect(shown).toBeGreaterThanOrEqual(1);

    // A tap on a word says it alone, with its own clip, and stops reading to the child.
    const word = story.pages[shown]?.words[0];
    await reader.locator('.story__word').first().click();
    await expect(reader).toHaveAttribute('data-reading', 'false');
    await expect(audio).toHaveAttribute('src', new RegExp(`${word?.clip}$`));
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime > 0 || a.ended)).toBe(true);
    await expectNoAxeViolations(page);
  });

  if (name === 'English')
    test(`a class-1 child reads a story to the end, answers its questions and earns its coins once; the parent's report counts it (${name})`, async ({
      page,
      clientAddress,
    }, info) => {
      const { profile } = await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), account);
      await page.goto(`${prefix}/stories`);
      const first = page.locator('.stories__card').first();
      await expect(first).toHaveAttribute('data-read', 'false');
      const answer = page.waitForResponse((r) => /\/v1\/auth\/stories\/[a-z0-9-]+$/.test(r.url()) && r.ok());
      await first.click();
      const story = (await (await answer).json()).data as StoryAnswer;
      const reader = page.getByTestId('story');

      // "I will read": the child turns every page, to the questions after the last.
      await reader.getByRole('button', { name: t['stories.iRead'] }).click();
      for (let n = 0; n < story.pages.length; n++) {
        await expect(reader).toHaveAttribute('data-page', String(n));
        await reader.getByRole('button', { name: t['stories.next'] }).click();
      }
      const questions = reader.getByRole('region', { name: t['stories.questions'] });
      await expect(questions).toBeVisible();
      await expectNoAxeViolations(page);

      // Every question answered right: the last answer sends the reading, the story's coins come.
      for (const [i, question] of story.questions.entries())
        await questions
          .getByRole('listitem')
          .nth(i)
          .getByRole('button', { name: question.options[question.answer], exact: true })
          .click();
      const coins = storyCoins(story.level);
      const finished = reader.getByTestId('story-finish');
      await expect(finished).toHaveAttribute('data-coins', String(coins));
      await expect(finished).toContainText(t['stories.finished']);
      await expect(finished).toContainText(
        t[`stories.coins_${coins === 1 ? 'one' : 'other'}`].replace('{count}', String(coins)),
      );
      await expect(finished).toContainText(
        t['stories.right']
          .replace('{correct}', String(story.questions.length))
          .replace('{total}', String(story.questions.length)),
      );
      await expect(page.getByTestId('bar-coins-count')).toHaveText(String(coins));
      expect(
        queryDatabase<{ coins: number; correct: number }>(
          'select coins, correct from story_readings where student_id = ? and story_key = ?',
          profile._id,
          story.key,
        ),
      ).toEqual([{ coins, correct: story.questions.length }]);
      await expectNoAxeViolations(page);
      await screenshotForDocs(page, `story-finished-${kannada ? 'kn' : 'en'}`, info);

      // The library marks it read; read again to the end, it pays nothing more.
      await reader.getByRole('link', { name: t['stories.back'] }).click();
      const card = page.locator(`.stories__card[href$="key=${story.key}"]`);
      await expect(card).toHaveAttribute('data-read', 'true');
      await expect(card).toContainText(t['stories.read']);
      await expectNoAxeViolations(page);
      await card.click();
      await reader.getByRole('button', { name: t['stories.iRead'] }).click();
      for (let n = 0; n < story.pages.length; n++) {
        await expect(reader).toHaveAttribute('data-page', String(n));
        await reader.getByRole('button', { name: t['stories.next'] }).click();
      }
      for (const [i, question] of story.questions.entries())
        await questions
          .getByRole('listitem')
          .nth(i)
          .getByRole('button', { name: question.options[question.answer], exact: true })
          .click();
      await expect(finished).toHaveAttribute('data-coins', '0');
      await expect(finished).toContainText(t['stories.readAgain']);
      await expect(page.getByTestId('bar-coins-count')).toHaveText(String(coins));
      await expect
        .poll(
          () =>
            queryDatabase<{ n: number }>(
              'select count(*) as n from story_readings where student_id = ?',
              profile._id,
            )[0]?.n,
        )
        .toBe(2);
      await expectNoAxeViolations(page);

      // The parent's weekly report counts both readings, in the page's language.
      await page.goto(`${prefix}/user-profile`);
      await passParentGate(page, t);
      const report = page.getByRole('region', {
        name: t['account.report.title'].replace('{name}', 'Chinmayi'),
      });
      await expect(report.getByTestId('report-storiesRead')).toHaveText('2');
      await expect(report).toContainText(t['account.report.stories_other']);
      await expect(report.getByTestId('report-pagesRecorded')).toHaveText('0');
      await expect(report.getByTestId('report-coins')).toHaveText(String(coins));
      await expectNoAxeViolations(page);
      await screenshotForDocs(report, `report-stories-${kannada ? 'kn' : 'en'}`, info);
    });
}

import { isKannada, PAD_CONSONANTS, PAD_SIGNS, PAD_VOWELS } from '../../domain/rules/kannadaPad.ts';
import { usesTiles } from '../../domain/rules/tiles.ts';
import { changeDatabase, expect, expectNoAxeViolations, queryDatabase, test } from './fixtures.ts';
import { KANNADA, newPhone, signUpQuickly } from './journeys.ts';
import { openActivity } from './players.ts';

/**
 * Issue 29, point 2: the on-screen Kannada letter pad, for phones whose keyboard has no Kannada.
 * A class-3 Kannada-medium child opens a fill-in whose answer is Kannada (too long for letter
 * tiles, so typed), opens the pad, builds an accepted answer with taps (letters and a vowel sign
 * that joins the letter before it), takes a wrong tap back, checks, and is told it is right;
 * in the English and the Kannada interface, at phone width.
 */
const SIGNS = new Set<string>(PAD_SIGNS);
const ON_PAD = new Set<string>([...PAD_VOWELS, ...PAD_CONSONANTS, ...PAD_SIGNS]);

/**
 * The first approved class-3 Kannada-medium fill-in whose first question offers the pad, with
 * its shortest accepted answer made of pad keys only, a vowel sign among them.
 */
function fillWithPad() {
  const rows = queryDatabase<{ topic_id: string; unit_id: string; body: string; idx: number; count: number }>(
    `select a.topic_id, u.id as unit_id, a.body,
       (select count(*) from activities b where b.topic_id = a.topic_id and b.retired_at is null
          and b.position < a.position) as idx,
       (select count(*) from activities b where b.topic_id = a.topic_id and b.retired_at is null) as count
     from activities a
     join topics t on t.id = a.topic_id join chapters c on c.id = t.chapter_id
     join units u on u.id = c.unit_id join subjects s on s.id = u.subject_id
     where s.content_set = 'kannada-medium' and s.grade = '3' and a.kind = 'fill' and a.retired_at is null
     order by s.position, u.position, c.position, t.position, a.position`,
  );
  for (const row of rows) {
    const answers =
      (JSON.parse(row.body) as { questions: { answers: string[] }[] }).questions[0]?.answers ?? [];
    if (!isKannada(answers) || usesTiles(answers, '3')) continue;
    const [answer] = answers
      .filter((a) => [...a].every((key) => ON_PAD.has(key)) && [...a].some((key) => SIGNS.has(key)))
      .sort((a, b) => [...a].length - [...b].length);
    if (answer)
      return { topicId: row.topic_id, unitId: row.unit_id, index: row.idx, count: row.count, answer };
  }
  throw new Error('no class-3 Kannada-medium fill-in that offers the letter pad');
}

for (const [name, t, prefix] of [KANNADA]) {
  test(`a class-3 Kannada-medium child builds a Kannada answer on the letter pad, takes a tap back and is right (${name})`, async ({
    page,
    clientAddress,
  }, info) => {
    const { profile } = await signUpQuickly(page, clientAddress, newPhone(info.workerIndex), {
      grade: '3',
      board: 'Karnataka',
      medium: 'Kannada',
    });
    const found = fillWithPad();
    // Its unit opened for this child, as coins or a plan would.
    changeDatabase(
      'insert into unit_unlocks (student_id, unit_id, created_at) values (?, ?, ?)',
      profile._id,
      found.unitId,
      new Date().toISOString(),
    );
    const keys = [...found.answer];
    const last = keys.at(-1) ?? '';
    const wrong = PAD_CONSONANTS.find((key) => !keys.includes(key)) ?? 'ಕ';

    await openActivity(page, prefix, t, found);
    const player = page.locator('.activity__player');
    await expect(player).toHaveAttribute('data-kind', 'fill');
    const blank = player.getByLabel(t['activity.answerLabel']);
    await expect(blank).toHaveValue('');
    const toggle = player.getByRole('button', { name: t['activity.pad.open'], exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);

    // Open: the keys, and the phone's own keyboard kept away.
    await toggle.click();
    const pad = player.getByTestId('kannada-pad');
    await expect(pad).toBeVisible();
    await expect(player.getByRole('button', { name: t['activity.pad.close'], exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(blank).toHaveAttribute('inputmode', 'none');
    const takeBack = pad.getByRole('button', { name: t['activity.pad.delete'], exact: true });
    await expect(takeBack).toBeDisabled();
    await expectNoAxeViolations(page);

    // A sign is printed on a dotted circle, as books print it alone.
    const key = (letter: string) =>
      pad.getByRole('button', { name: SIGNS.has(letter) ? `◌${letter}` : letter, exact: true });
    let typed = '';
    for (const letter of keys.slice(0, -1)) {
      await key(letter).click();
      typed += letter;
      await expect(blank).toHaveValue(typed);
    }
    // A wrong tap, taken back: only the last letter goes.
    await key(wrong).click();
    await expect(blank).toHaveValue(typed + wrong);
    await takeBack.click();
    await expect(blank).toHaveValue(typed);
    await key(last).click();
    await expect(blank).toHaveValue(found.answer);
    await expectNoAxeViolations(page);

    await player.getByRole('button', { name: t['activity.check'] }).click();
    const feedback = player.locator('.feedback');
    await expect(feedback).toHaveAttribute('data-ok', 'true');
    await expect(feedback).toContainText(t['activity.correct']);
    await expect(blank).toHaveAttribute('data-state', 'right');
    // Answered: the pad goes, the answer stays.
    await expect(pad).toBeHidden();
    await expect(blank).toHaveValue(found.answer);
    await expectNoAxeViolations(page);
  });
}

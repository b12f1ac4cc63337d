import { describe, expect, it } from 'vitest';
import { factOf } from '../../../../domain/practice/index.ts';
import type { McqQuestion } from '../../../../domain/practice/skills.ts';
import type { CurriculumActivity } from '../../curriculum/index.ts';
import { fixtureFile } from '../fixture.ts';
import { middleKeys, middleKeysInOrder } from './middleKeys.ts';
import { bankOf, mcqLevels, questionOf } from './practiceBanks.fixture.ts';

/**
 * The generated practice items held to the checklist's middle-key rules (REVIEW.md: "a key in the
 * middle of three evenly spaced numbers", "… values in order that the numbers rule cannot read"),
 * which content:check runs on the written questions only (blind sample 25: fractions.ofShape
 * level 1 keyed 2/4 between 1/4 and 3/4, and a half between a quarter and three quarters; session
 * 44 middle-key sweep). The items are read by the rules themselves, as one mcq activity of a maths
 * file, so numbers, fractions, money, times and number words are read as the rules read them.
 */
/** A level may key the middle of evenly spaced options in at most 1 in 5 of its bank items. */
const MOST_MIDDLE = 1 / 5;
/** Seeds drawn per level to see whether one fact always keys the middle. */
const FACT_SAMPLE = 400;
/** A fact met at least this often in the sample, every time middle-keyed, is the generator's doing. */
const FACT_SEEN = 4;

/** Which of the questions (by index) the rules find keyed in the middle of evenly spaced options. */
function middleKeyed(questions: McqQuestion[]): Set<number> {
  const file = fixtureFile(
    [{ key: 'bank', kind: 'mcq', heading: { title: 'Practice' }, questions } as CurriculumActivity],
    { subject: 'maths' },
  );
  const found = [...middleKeys([file]), ...middleKeysInOrder(new Set())([file])];
  return new Set(found.map(({ path }) => Number(/\.questions\.(\d+) /.exec(path)?.[1])));
}

describe('generated practice items and the middle-key rules (session 44 middle-key sweep)', () => {
  it('keys the middle of three evenly spaced options in at most 1 in 5 of each bank, every level of every skill, both mediums', () => {
    const failing: string[] = [];
    let banks = 0;
    for (const { skill, level, medium } of mcqLevels()) {
      const items = bankOf(skill, level, medium);
      const middle = [...middleKeyed(items)];
      banks += 1;
      if (middle.length <= MOST_MIDDLE * items.length) continue;
      const example = items[middle[0] as number] as McqQuestion;
      failing.push(
        `${skill} level ${level} ${medium}: ${middle.length} of ${items.length} middle-keyed, e.g. "${example.prompt}" [${example.options.join(', ')}] keyed ${example.options[example.answer]}`,
      );
    }
    expect(banks).toBeGreaterThan(0);
    expect(failing, failing.join('\n')).toEqual([]);
  });

  it('has no fact whose items always key the middle (as 2 of 4 pieces did: 1/4, 2/4, 3/4)', () => {
    const failing: string[] = [];
    for (const { skill, level, medium } of mcqLevels()) {
      const items = Array.from({ length: FACT_SAMPLE }, (_, i) => questionOf(skill, level, i + 1, medium));
      const middle = middleKeyed(items);
      const facts = new Map<string, { seen: number; middle: number; example: McqQuestion }>();
      items.forEach((item, i) => {
        const fact = factOf(skill, item);
        const count = facts.get(fact) ?? { seen: 0, middle: 0, example: item };
        count.seen += 1;
        if (middle.has(i)) count.middle += 1;
        facts.set(fact, count);
      });
      for (const [fact, { seen, middle: keyed, example }] of facts)
        if (seen >= FACT_SEEN && keyed === seen)
          failing.push(
            `${skill} level ${level} ${medium}: "${fact}" keyed the middle all ${seen} times, e.g. [${example.options.join(', ')}] keyed ${example.options[example.answer]}`,
          );
    }
    expect(failing, failing.join('\n')).toEqual([]);
  });

  it('reads the fractions of a shape as the rules read written options (the 2 of 4 of blind sample 25)', () => {
    const item = (options: string[], answer: number): McqQuestion => ({
      prompt: 'A roti is cut into 4 equal pieces and 2 of them are eaten. How much of the roti is eaten?',
      options,
      answer,
      feedback: '.',
    });
    expect(
      middleKeyed([
        item(['3/4', '2/4', '1/4'], 1),
        item(['1/4', '1/2', '3/4'], 1),
        item(['1/3', '2/3', '1/2'], 2),
        item(['1/4', '3/4', '1/2'], 0),
      ]),
    ).toEqual(new Set([0, 1, 2]));
  });
});

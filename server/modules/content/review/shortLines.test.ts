import { describe, expect, it } from 'vitest';
import type { CurriculumActivity } from '../../curriculum/index.ts';
import { fixtureFile } from '../fixture.ts';
import { shortLines } from './shortLines.ts';

const mcq = (questions: [string, string[], number, string][]): CurriculumActivity => ({
  key: 'quiz',
  kind: 'mcq',
  heading: { title: 'Choose' },
  questions: questions.map(([prompt, options, answer, feedback]) => ({ prompt, options, answer, feedback })),
});
const leadsOf = (activity: CurriculumActivity) =>
  shortLines([fixtureFile([activity], { set: 'english-medium', subject: 'evs' })]).map((lead) => lead.at);

describe('short feedback lines that may give no reason (content:leads -- short)', () => {
  it('lists a line that only says the key again, and leaves a line with a reason word or a longer one', () => {
    expect(
      leadsOf(
        mcq([
          [
            'Which one only lets us hear, not see?',
            ['TV', 'Radio', 'Newspaper'],
            1,
            'Radio is for listening.',
          ],
          [
            'Which one only lets us hear, not see?',
            ['TV', 'Radio', 'Newspaper'],
            1,
            'Radio, because it has no screen.',
          ],
          [
            'Which one only lets us hear, not see?',
            ['TV', 'Radio', 'Newspaper'],
            1,
            'A radio brings voices and songs but no pictures at all.',
          ],
        ]),
      ),
    ).toEqual(['t/quiz questions.0']);
  });

  it('lists a sort card whose line names the card and nothing more', () => {
    const sort: CurriculumActivity = {
      key: 'sort',
      kind: 'classify',
      heading: { title: 'Sort' },
      categories: ['Sweet', 'Sour'],
      items: [
        { text: 'Lime pickle', category: 1, feedback: 'Lime pickle is sour.' },
        { text: 'Jaggery', category: 0, feedback: 'It is made from sugarcane juice, boiled down.' },
      ],
    };
    expect(leadsOf(sort)).toEqual(['t/sort items.0']);
  });

  it('lists a line whose key is small words only, said with its rule and no reason', () => {
    // Session 42: "With we: don't." and "Comparing two: more." have no content word in their key.
    expect(
      leadsOf(
        mcq([
          ['We ___ like rain.', ["don't", "doesn't"], 0, "With we: don't."],
          ['This box is ___ heavy than that one.', ['more', 'most'], 0, 'Comparing two: more.'],
          ['We ___ like rain.', ["don't", "doesn't"], 0, "We is more than one, so don't."],
        ]),
      ),
    ).toEqual(['t/quiz questions.0', 't/quiz questions.1']);
  });
});

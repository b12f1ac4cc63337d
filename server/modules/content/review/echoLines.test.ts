import { describe, expect, it } from 'vitest';
import type { CurriculumActivity } from '../../curriculum/index.ts';
import { fixtureFile } from '../fixture.ts';
import { echoLines } from './echoLines.ts';

const prompt = 'Where does a lion rest in the forest all day long?';
const mcq = (lines: string[]): CurriculumActivity => ({
  key: 'quiz',
  kind: 'mcq',
  heading: { title: 'Choose' },
  questions: lines.map((feedback) => ({ prompt, options: ['nest', 'den', 'web'], answer: 1, feedback })),
});
const leadsOf = (activity: CurriculumActivity) =>
  echoLines([fixtureFile([activity], { set: 'english-medium', subject: 'evs' })]).map((lead) => lead.at);

describe('feedback lines in the question’s own words (content:leads -- echo)', () => {
  it('lists a longer line that only says the question and its key again, and leaves one that adds why', () => {
    expect(
      leadsOf(
        mcq([
          'In the forest a lion rests all day long in its den.',
          'A den is a hidden cave among rocks, safe and shady for sleeping cubs.',
          'A lion rests in a den because it is cool and hidden.',
          'A lion rests in its den.',
        ]),
      ),
    ).toEqual(['t/quiz questions.0']);
  });
});

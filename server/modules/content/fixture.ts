import type { ContentSet, CurriculumActivity, CurriculumFile } from '../curriculum/index.ts';

/** A small in-memory subject file for the rules' tests: one unit, chapter and topic holding `activities`. */
export function fixtureFile(
  activities: CurriculumActivity[],
  {
    set = 'kannada-medium',
    grade = '3',
    topic = 'Plants around us',
    subject = 'evs',
    chapter = topic,
  } = {} as {
    set?: ContentSet;
    grade?: string;
    topic?: string;
    subject?: string;
    /** The chapter's name (the topic's by default). */
    chapter?: string;
  },
): CurriculumFile {
  const name = { en: topic, kn: topic };
  return {
    file: `curriculum/${set}/grade-${grade}/${subject}.yaml`,
    set,
    grade,
    subject: {
      key: subject,
      name,
      icon: 'evs',
      colour: '#2f80ed',
      units: [
        {
          key: 'u',
          number: 1,
          name,
          free: true,
          chapters: [
            { key: 'c', name: { en: chapter, kn: chapter }, topics: [{ key: 't', name, activities }] },
          ],
        },
      ],
    },
  };
}

/** A `fill` activity of one question per entry: its prompt and accepted answers. */
export const fillActivity = (questions: [string, string[]][], key = 'fill'): CurriculumActivity => ({
  key,
  kind: 'fill',
  heading: { title: 'ಬಿಟ್ಟ ಸ್ಥಳ ತುಂಬು' },
  questions: questions.map(([prompt, answers]) => ({ prompt, answers, feedback: 'ಸರಿ.' })),
});

/** An `mcq` activity whose questions have these prompts (two options each). */
export const mcqActivity = (prompts: string[], extra: Partial<CurriculumActivity> = {}): CurriculumActivity =>
  ({
    key: 'mcq',
    kind: 'mcq',
    heading: { title: 'Choose' },
    questions: prompts.map((prompt) => ({ prompt, options: ['yes', 'no'], answer: 0, feedback: 'Yes.' })),
    ...extra,
  }) as CurriculumActivity;

import type { CurriculumActivity } from './curriculumSchema.ts';

/**
 * Scoring happens here, on the server, from the child's answers (ARCHITECTURE.md: the client's
 * own score is never trusted). One point per question, pair or item; a watched video is one.
 */
export type Answers = unknown;

/**
 * Spec/issue: Kannada answers are compared after Unicode normalisation (NFC, joiners, spaces),
 * English ones without case.
 */
export function normaliseAnswer(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const list = (answers: Answers): unknown[] => (Array.isArray(answers) ? answers : []);

export function score(activity: CurriculumActivity, answers: Answers): number {
  switch (activity.kind) {
    case 'mcq':
      return activity.questions.filter((q, i) => list(answers)[i] === q.answer).length;
    case 'fill':
      return activity.questions.filter((q, i) => {
        const given = list(answers)[i];
        return (
          typeof given === 'string' && q.answers.some((a) => normaliseAnswer(a) === normaliseAnswer(given))
        );
      }).length;
    case 'match':
      // answers[i] is the pair whose right side the child put beside left side i.
      return activity.pairs.filter((_, i) => list(answers)[i] === i).length;
    case 'classify':
      return activity.items.filter((item, i) => list(answers)[i] === item.category).length;
    case 'video':
      return typeof answers === 'object' &&
        answers !== null &&
        (answers as { watched?: unknown }).watched === true
        ? 1
        : 0;
  }
}

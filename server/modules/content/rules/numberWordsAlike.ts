import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { activitiesOf } from '../walk.ts';

/** A key written in figures only: 60, 7,004, 2.5, ೬೦. */
const NUMERAL = /^[\p{Nd},.\s]+$/u;

/**
 * A fill whose number keys accept a number word in one question and not in the next (blind
 * samples 21 and 22, em4 growing patterns: "fifteen" marked right, then "sixty" marked wrong).
 * The child learns from the first that words are fine; the next refuses one. Where any question
 * of the activity with a key in figures accepts a word too, every such question with a whole
 * number must (a decimal, ₹4.50, is written in figures: its words are not what a child types).
 */
export function numberWordsAlike(files: CurriculumFile[]): CurriculumProblem[] {
  return activitiesOf(files).flatMap(({ file, path, activity }) => {
    if (activity.kind !== 'fill') return [];
    const numeric = activity.questions
      .map((q, i) => ({ i, answers: q.answers }))
      .filter((q) => NUMERAL.test(q.answers[0] ?? ''));
    const worded = (answers: string[]) => answers.some((a) => !NUMERAL.test(a));
    const example = numeric.find((q) => worded(q.answers));
    if (!example) return [];
    return numeric
      .filter((q) => !worded(q.answers) && !q.answers[0]?.includes('.'))
      .map((q) => ({
        file: file.file,
        path: `${path}.questions.${q.i}`,
        message: `the key "${q.answers[0]}" is accepted in figures only, but questions.${example.i} accepts "${example.answers.find((a) => !NUMERAL.test(a))}": accept the number's word here too`,
      }));
  });
}

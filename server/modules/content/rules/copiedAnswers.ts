import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { activitiesOf, wordsOf } from '../walk.ts';

/** Whether `words` hold `run` as consecutive words. */
const holds = (words: string[], run: string[]) =>
  run.length > 0 && words.some((_, i) => run.every((w, j) => words[i + j] === w));

/**
 * A blank whose answer stands in the sentence just above it (issue 28): "Read: 'Anu has a
 * little garden behind her house.' Anu's garden is behind her ___." — the child copies the
 * word without reading for meaning. Flagged when every word of the first accepted answer
 * appears, in order, in a sentence of the prompt before the blank's own sentence. Choices in
 * brackets after the blank, a word-order item (words → ___) and a passage above the questions
 * are not flagged: there the words are given on purpose, or the question asks about a story.
 */
export function copiedAnswers(files: CurriculumFile[]): CurriculumProblem[] {
  return activitiesOf(files).flatMap(({ file, path, activity }) => {
    if (activity.kind !== 'fill') return [];
    return activity.questions.flatMap((q, i) => {
      const before = q.prompt.split('___')[0] ?? '';
      // The sentences that end before the blank's own sentence starts.
      const last = [...before.matchAll(/[.!?।]['"’”]?\s/g)].at(-1);
      if (!last) return [];
      const above = wordsOf(before.slice(0, last.index + last[0].length));
      const answer = wordsOf(q.answers[0] ?? '');
      if (!holds(above, answer)) return [];
      return [
        {
          file: file.file,
          path: `${path}.questions.${i}`,
          message: `the answer "${q.answers[0]}" is in the sentence above the blank: the child copies it`,
        },
      ];
    });
  });
}

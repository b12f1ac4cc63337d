import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { activitiesOf } from '../walk.ts';
import { normalisePrompt } from './repeatedAcrossGrades.ts';

/**
 * The same question, with the same key, in two topics of one file (REVIEW.md, "One question
 * once", amended 5 December after blind sample 7's item 78: a class 1 topic's sides and corners
 * asked again, key for key, by the next topic): padding of the year, as much as in two classes.
 * Within one topic a fact may come again in another kind; the question's words and its key are
 * what count here, and a bare sum or product is the same question either way round (2 + 5 and
 * 5 + 2: the sweeps of session 24 found such pairs key for key). The later topic's copy is
 * flagged, naming the first.
 */
export function repeatedInFile(files: CurriculumFile[]): CurriculumProblem[] {
  const first = new Map<string, { topic: string; path: string }>();
  const problems: CurriculumProblem[] = [];
  for (const { file, topic, path, activity } of activitiesOf(files)) {
    if (activity.kind !== 'mcq' && activity.kind !== 'fill') continue;
    activity.questions.forEach((question, i) => {
      const key =
        'options' in question
          ? normalisePrompt(String(question.options[question.answer] ?? ''))
          : question.answers.map(normalisePrompt).sort().join('|');
      const asked = `${file.file}\n${eitherWayRound(normalisePrompt(question.prompt))}\n${key}`;
      const earlier = first.get(asked);
      if (!earlier) first.set(asked, { topic: topic.key, path: `${path}.questions.${i}` });
      else if (earlier.topic !== topic.key)
        problems.push({
          file: file.file,
          path: `${path}.questions.${i}.prompt`,
          message: `"${question.prompt}" is asked with the same key in topic ${earlier.topic} already (${earlier.path})`,
        });
    });
  }
  return problems;
}

/** "5 + 2 = ___" as "2 + 5 = ___": a bare sum or product, its two numbers in order. */
function eitherWayRound(prompt: string) {
  const sum = /^(\d+) ?([+×]) ?(\d+)( ?=.*)?$/.exec(prompt);
  if (!sum) return prompt;
  const [a, b] = [Number(sum[1]), Number(sum[3])].sort((x, y) => x - y);
  return `${a} ${sum[2]} ${b}${sum[4] ?? ''}`;
}

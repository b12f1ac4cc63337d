import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { activitiesOf } from '../walk.ts';

/** A prompt as compared: lower case, one space, punctuation off the ends; digits kept. */
export const normalisePrompt = (prompt: string) =>
  prompt
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s.?!:,]+|[\s.?!:,]+$/g, '');

/**
 * The same question in two classes of a content set (issue 19): a child who goes up a class
 * meets it again and learns nothing new. The later class's copy is flagged, naming the earlier
 * one. (Repeats within one class are left alone: a topic may well revise another.) Prompts on
 * the allow-list (with a reason) are meant to come again.
 */
export const repeatedAcrossGrades =
  (allowed: ReadonlySet<string> = new Set()) =>
  (files: CurriculumFile[]): CurriculumProblem[] => {
    const first = new Map<string, { grade: string; file: string; path: string }>();
    const problems: CurriculumProblem[] = [];
    const placed = activitiesOf(files).sort((a, b) => Number(a.file.grade) - Number(b.file.grade));
    for (const { file, path, activity } of placed) {
      if (activity.kind !== 'mcq' && activity.kind !== 'fill') continue;
      activity.questions.forEach((q, i) => {
        const prompt = normalisePrompt(q.prompt);
        if (allowed.has(prompt)) return;
        const key = `${file.set}\n${prompt}`;
        const earlier = first.get(key);
        if (!earlier) first.set(key, { grade: file.grade, file: file.file, path: `${path}.questions.${i}` });
        else if (earlier.grade !== file.grade)
          problems.push({
            file: file.file,
            path: `${path}.questions.${i}.prompt`,
            message: `"${q.prompt}" is asked already in class ${earlier.grade} (${earlier.file}: ${earlier.path})`,
          });
      });
    }
    return problems;
  };

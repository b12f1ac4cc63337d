import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { activitiesOf } from '../walk.ts';

/** An option that is a number as a child reads it: "14", "₹1,250", "3.5", "15 cm" (the number first). */
const NUMBER = /^₹?\s*(\d[\d,]*(?:\.\d+)?)(?:\s*[^\d\s][^\d]*)?$/;
const numberIn = (option: string): number | null => {
  const match = NUMBER.exec(option.trim());
  return match?.[1] ? Number(match[1].replaceAll(',', '')) : null;
};

/**
 * Three numeric options evenly spaced with the key in the middle (13, 14, 15 → 14): a child who
 * learns to tap the middle number scores without working (re-checks s26c, s26g, s26m: 482 of the
 * 860 three-option numeric questions of 5 December kept their key in the middle, 216 of them
 * evenly spaced, where chance is one in three). Counted as a finding until a sweep brings it
 * down: wrong options that are real slips need not sit either side of the key.
 */
export function middleKeys(files: CurriculumFile[]): CurriculumProblem[] {
  return activitiesOf(files).flatMap(({ file, path, activity }) =>
    activity.kind !== 'mcq'
      ? []
      : activity.questions.flatMap((question, i) => {
          if (question.options.length !== 3) return [];
          const values = question.options.map(numberIn);
          if (values.some((v) => v === null)) return [];
          const [low, middle, high] = [...(values as number[])].sort((a, b) => a - b) as [
            number,
            number,
            number,
          ];
          const key = values[question.answer];
          if (key !== middle || low === middle || middle - low !== high - middle) return [];
          return [
            {
              file: file.file,
              path: `${path}.questions.${i}`,
              message: `the key ${question.options[question.answer]} is the middle of three evenly spaced numbers (${low}, ${middle}, ${high})`,
            },
          ];
        }),
  );
}

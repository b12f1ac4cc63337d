import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { activitiesOf } from '../walk.ts';
import { normalisePrompt } from './repeatedAcrossGrades.ts';

/**
 * The same match pair (left → right) or sorting card (card → its group) in two classes of a
 * content set (issue 28): bird → nest in classes 1 to 4 teaches nothing new after class 1. The
 * questions' rule (repeatedAcrossGrades.ts) sees only prompts; this one sees the cards. The
 * later class's copy is flagged, naming the earlier one.
 */
export function repeatedCards(files: CurriculumFile[]): CurriculumProblem[] {
  const first = new Map<string, { grade: string; file: string; path: string }>();
  const problems: CurriculumProblem[] = [];
  const placed = activitiesOf(files).sort((a, b) => Number(a.file.grade) - Number(b.file.grade));
  for (const { file, path, activity } of placed) {
    const cards =
      activity.kind === 'match'
        ? activity.pairs.map((p, i) => ({ at: `${path}.pairs.${i}`, card: [p.left, p.right] }))
        : activity.kind === 'classify'
          ? activity.items.map((item, i) => ({
              at: `${path}.items.${i}`,
              card: [item.text, activity.categories[item.category] ?? ''],
            }))
          : [];
    for (const { at, card } of cards) {
      const key = `${file.set}\n${card.map(normalisePrompt).join('\n')}`;
      const earlier = first.get(key);
      if (!earlier) first.set(key, { grade: file.grade, file: file.file, path: at });
      else if (earlier.grade !== file.grade)
        problems.push({
          file: file.file,
          path: at,
          message: `"${card.join(' → ')}" is in class ${earlier.grade} already (${earlier.file}: ${earlier.path})`,
        });
    }
  }
  return problems;
}

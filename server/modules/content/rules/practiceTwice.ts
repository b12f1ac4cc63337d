import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { activitiesOf } from '../walk.ts';

/**
 * A topic whose two practice activities make the same skill at the same level (issue 28, blind
 * sample 2, item 35): a "warm-up" at the round's own level is the round twice, padding a child
 * pays for in minutes and learns nothing from. A warm-up is the level below, or it is left out.
 */
export function practiceTwice(files: CurriculumFile[]): CurriculumProblem[] {
  const seen = new Map<string, string>();
  const problems: CurriculumProblem[] = [];
  for (const { file, topic, path, activity } of activitiesOf(files)) {
    if (activity.kind !== 'practice') continue;
    const key = `${file.file}\n${topic.key}\n${activity.practice.skill}\n${activity.practice.level}`;
    const earlier = seen.get(key);
    if (!earlier) seen.set(key, activity.key);
    else
      problems.push({
        file: file.file,
        path,
        message: `practises ${activity.practice.skill} level ${activity.practice.level}, as "${earlier}" of the same topic does`,
      });
  }
  return problems;
}

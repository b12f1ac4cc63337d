import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { activitiesOf, type PlacedActivity } from '../walk.ts';

/** A warm-up says so in its title (REVIEW.md: "Warm-up: …", "ಪೂರ್ವಾಭ್ಯಾಸ: …"). */
const isWarmUp = ({ activity }: PlacedActivity) => /^(warm-up|ಪೂರ್ವಾಭ್ಯಾಸ)\s*:/i.test(activity.heading.title);
/** A class 5 topic named "Revise: …" plays the previous class's top level on purpose. */
const isRevision = ({ file, topic }: PlacedActivity) =>
  file.grade === '5' && /^revise\s*:/i.test(topic.name.en);

/**
 * A practice round that plays the same level as a lower class's round of the same skill in the
 * same medium (REVIEW.md, "One question once", 5 December; blind sample 7 found class 3's
 * two-digit borrowing and tables of 3 and 4 replaying class 2's rounds): the child is dealt from
 * the very bank they drilled a year before. A warm-up (one level below its round, on purpose) and
 * a class 5 "Revise:" topic are not rounds replayed. The later class's round is flagged, naming
 * the class that played it first.
 */
export function practiceReplays(files: CurriculumFile[]): CurriculumProblem[] {
  const rounds = activitiesOf(files).filter(
    (placed) => placed.activity.kind === 'practice' && !isWarmUp(placed) && !isRevision(placed),
  );
  const levelOf = ({ file, activity }: PlacedActivity) =>
    activity.kind === 'practice' ? `${file.set}|${activity.practice.skill}@${activity.practice.level}` : '';
  const first = new Map<string, number>();
  for (const placed of rounds) {
    const key = levelOf(placed);
    first.set(key, Math.min(first.get(key) ?? Number.POSITIVE_INFINITY, Number(placed.file.grade)));
  }
  return rounds.flatMap((placed) => {
    const earliest = first.get(levelOf(placed)) as number;
    if (earliest >= Number(placed.file.grade) || placed.activity.kind !== 'practice') return [];
    const { skill, level } = placed.activity.practice;
    return [
      {
        file: placed.file.file,
        path: placed.path,
        message: `plays ${skill} level ${level}, which class ${earliest}'s round plays already (not a warm-up, not a "Revise:" topic)`,
      },
    ];
  });
}

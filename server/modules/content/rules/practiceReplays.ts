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

/**
 * A practice warm-up two or more levels below its round, at a level a lower class of the medium
 * plays as its round (REVIEW.md, "One question once", fifth amendment: re-check s26f found km3's
 * five-minutes warm-up playing class 2's half-past round, two levels under its own): it is that
 * lower round again, not the step before its own. One level below stays a warm-up.
 */
export function warmUpsFarBelow(files: CurriculumFile[]): CurriculumProblem[] {
  const placed = activitiesOf(files);
  const practiceOf = ({ activity }: PlacedActivity) =>
    activity.kind === 'practice' ? activity.practice : null;
  const firstRound = new Map<string, number>();
  for (const p of placed) {
    const practice = practiceOf(p);
    if (!practice || isWarmUp(p) || isRevision(p)) continue;
    const key = `${p.file.set}|${practice.skill}@${practice.level}`;
    firstRound.set(key, Math.min(firstRound.get(key) ?? Number.POSITIVE_INFINITY, Number(p.file.grade)));
  }
  return placed.flatMap((warmUp) => {
    const practice = practiceOf(warmUp);
    if (!practice || !isWarmUp(warmUp)) return [];
    const round = placed.find(
      (p) => p.file === warmUp.file && p.topic === warmUp.topic && !isWarmUp(p) && practiceOf(p),
    );
    const own = round && practiceOf(round);
    if (!own || own.skill !== practice.skill || own.level - practice.level < 2) return [];
    const lower =
      firstRound.get(`${warmUp.file.set}|${practice.skill}@${practice.level}`) ?? Number.POSITIVE_INFINITY;
    if (lower >= Number(warmUp.file.grade)) return [];
    return [
      {
        file: warmUp.file.file,
        path: warmUp.path,
        message: `a warm-up at ${practice.skill} level ${practice.level}, ${own.level - practice.level} levels under its round, plays class ${lower}'s round: write it instead`,
      },
    ];
  });
}

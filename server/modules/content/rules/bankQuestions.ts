import { bankSeeds } from '../../../../domain/practice/bank.ts';
import { generate, isSkill, itemOf, type Medium, type SkillId } from '../../../../domain/practice/index.ts';
import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { activitiesOf } from '../walk.ts';

/** A practice level as the files play it: in which class of which medium. */
interface Played {
  set: string;
  grade: number;
  skill: SkillId;
  level: number;
  /** What each bank item asks, as the child meets it (its prompt; a clock's time beside it). */
  items: ReadonlySet<string>;
}

const mediumOf = (set: string): Medium => (set.startsWith('kannada') ? 'kannada' : 'english');
/** One space, no spaces at the ends: the bank writes "9 + 4 = ___", a file may add a space. */
const tidy = (prompt: string) => prompt.normalize('NFC').replace(/\s+/g, ' ').trim();
/** A prompt, and a sum's turned round (4 + 9 asks what 9 + 4 does). */
const formsOf = (prompt: string) => {
  const sum = /^(\d+) \+ (\d+) = ___$/.exec(prompt);
  return sum ? [prompt, `${sum[2]} + ${sum[1]} = ___`] : [prompt];
};

/**
 * A written question that asks, bare, what a practice round of its class or a lower class of
 * its medium plays (REVIEW.md, "One question once", 5 December: "a lower class's generated
 * practice level is that class's questions too"; blind sample 6 and re-check s22w found
 * "9 + 9 = ___" in class 2 after class 1's round, "47 + 36 = ___" in class 3 after class 2's, and
 * a class's written item word for word its own round's). The child meets it in the round anyway:
 * the written item is the round again. A level counts where a practice activity of the class (or
 * a lower one) plays it; its bank is the 32 items every child of the medium is dealt from.
 */
export function bankQuestions(files: CurriculumFile[]): CurriculumProblem[] {
  const placed = activitiesOf(files);
  // Each level a medium plays, at the lowest class that plays it.
  const played = new Map<string, Played>();
  for (const { file, activity } of placed) {
    if (activity.kind !== 'practice' || !isSkill(activity.practice.skill)) continue;
    const { skill, level } = activity.practice as { skill: SkillId; level: number };
    const key = `${file.set}|${skill}@${level}`;
    const grade = Number(file.grade);
    const known = played.get(key);
    if (known) {
      known.grade = Math.min(known.grade, grade);
      continue;
    }
    const medium = mediumOf(file.set);
    const items = new Set(
      bankSeeds(skill, level, medium).map((seed) =>
        tidy(itemOf(generate(skill, level, seed, medium).question)),
      ),
    );
    played.set(key, { set: file.set, grade, skill, level, items });
  }
  const problems: CurriculumProblem[] = [];
  for (const { file, path, activity } of placed) {
    if (activity.kind !== 'mcq' && activity.kind !== 'fill') continue;
    const levels = [...played.values()].filter((p) => p.set === file.set && p.grade < Number(file.grade));
    activity.questions.forEach((question, i) => {
      const forms = formsOf(tidy(question.prompt));
      const asked = levels.find((p) => forms.some((form) => p.items.has(form)));
      if (!asked) return;
      problems.push({
        file: file.file,
        path: `${path}.questions.${i}.prompt`,
        message: `"${question.prompt}" is an item of ${asked.skill} level ${asked.level}'s bank, which class ${asked.grade} plays as a practice round`,
      });
    });
  }
  return problems;
}

import { bankSeeds } from '../../../../domain/practice/bank.ts';
import {
  addendsInOrder,
  generate,
  isSkill,
  itemOf,
  MEDIUM_OF_LANGUAGE,
  type SkillId,
} from '../../../../domain/practice/index.ts';
import { type CurriculumFile, type CurriculumProblem, languageOf } from '../../curriculum/index.ts';
import { activitiesOf } from '../walk.ts';

/** A practice level as the files play it: in which class of which medium. */
interface Played {
  set: string;
  grade: number;
  skill: SkillId;
  level: number;
  /** What each bank item asks, as the child meets it (its prompt, a sum's addends in order). */
  items: ReadonlySet<string>;
}

/**
 * A prompt as compared: one space, none at the ends (the bank writes "9 + 4 = ___", a file may
 * add a space), a sum's addends in order (4 + 9 asks what 9 + 4 does).
 */
const asked = (prompt: string) => addendsInOrder(prompt.normalize('NFC').replace(/\s+/g, ' ').trim());

/**
 * The same with its lead-in dropped: "What comes next? 14, 16, 18, ___" asks what "14, 16, 18,
 * ___" asks (blind sample 10, item 10: a class 1 round's item written again in class 2 under
 * another lead-in). The last sentence, when it holds the blank and a number, is the question.
 */
const bare = (prompt: string): string | null => {
  const whole = asked(prompt);
  const tail = /(?:^|[?.:!]\s)([^?.:!]*___[^?.:!]*[?.]?)$/.exec(whole)?.[1]?.trim();
  return tail && tail !== whole && /\d/.test(tail) ? tail : null;
};
const forms = (prompt: string) =>
  [asked(prompt), bare(prompt)].filter((form): form is string => form !== null);

/**
 * A written question that asks, bare, what a practice round of a lower class of its medium plays
 * (REVIEW.md, "One question once", 5 December: "a lower class's generated practice level is that
 * class's questions too"; blind sample 6 and re-check s22w found "9 + 9 = ___" in class 2 after
 * class 1's round, "47 + 36 = ___" in class 3 after class 2's). The child met it in that round
 * already. A level counts from the lowest class whose practice activity plays it; its bank is the
 * 32 items every child of the medium is dealt from. The round's own class may ask its facts.
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
    const medium = MEDIUM_OF_LANGUAGE[languageOf(file)];
    const items = new Set(
      bankSeeds(skill, level, medium).flatMap((seed) =>
        forms(itemOf(generate(skill, level, seed, medium).question)),
      ),
    );
    played.set(key, { set: file.set, grade, skill, level, items });
  }
  const problems: CurriculumProblem[] = [];
  for (const { file, path, activity } of placed) {
    if (activity.kind !== 'mcq' && activity.kind !== 'fill') continue;
    const levels = [...played.values()].filter((p) => p.set === file.set && p.grade < Number(file.grade));
    activity.questions.forEach((question, i) => {
      const asks = forms(question.prompt);
      const round = levels.find((p) => asks.some((form) => p.items.has(form)));
      if (!round) return;
      problems.push({
        file: file.file,
        path: `${path}.questions.${i}.prompt`,
        message: `"${question.prompt}" is an item of ${round.skill} level ${round.level}'s bank, which class ${round.grade} plays as a practice round`,
      });
    });
  }
  return problems;
}

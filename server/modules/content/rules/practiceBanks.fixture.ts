import { bankSeeds } from '../../../../domain/practice/bank.ts';
import {
  generate,
  levelCount,
  type Medium,
  SKILL_IDS,
  SKILLS,
  type SkillId,
} from '../../../../domain/practice/index.ts';
import type { McqQuestion } from '../../../../domain/practice/skills.ts';

/**
 * The generated practice's multiple-choice levels as the content rules' tests read them (session
 * 44: the written questions' rules held to the banks children meet, practiceMiddleKeys.test.ts and
 * practiceEndKeys.test.ts).
 */
const MEDIUMS: Medium[] = ['english', 'kannada'];
const MCQ_SKILLS = SKILL_IDS.filter((skill) => SKILLS[skill].kind === 'mcq');

/** Every multiple-choice level of every skill, in both mediums. */
export const mcqLevels = (): { skill: SkillId; level: number; medium: Medium }[] =>
  MCQ_SKILLS.flatMap((skill) =>
    Array.from({ length: levelCount(skill) }, (_, i) => i + 1).flatMap((level) =>
      MEDIUMS.map((medium) => ({ skill, level, medium })),
    ),
  );

/** The item a level makes for a seed, as a multiple-choice question. */
export const questionOf = (skill: SkillId, level: number, seed: number, medium: Medium) =>
  generate(skill, level, seed, medium).question as McqQuestion;

/** A level's bank: the items a child can meet (ADR 032). */
export const bankOf = (skill: SkillId, level: number, medium: Medium): McqQuestion[] =>
  bankSeeds(skill, level, medium).map((seed) => questionOf(skill, level, seed, medium));

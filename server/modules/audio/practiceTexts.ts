import type { ActivityBody } from '../../../domain/contract/activity.ts';
import { bankSeeds } from '../../../domain/practice/bank.ts';
import { generate, isSkill, type Medium, SKILLS, type SkillId } from '../../../domain/practice/index.ts';
import { type SpokenItem, spokenItems } from './spokenItems.ts';

/** Whether a skill's options are left unread (count.numberNames: hearing "four" answers "the name for 4"). */
export const silentOptions = (skill: SkillId) =>
  (SKILLS[skill] as { silentOptions?: true }).silentOptions === true;

const OPTION = /^questions\.\d+\.options\.\d+$/;

/**
 * What one generated item says, as a round shows it (its place in the round aside): its prompt,
 * each option (none where the skill's options are silent), its feedback line, and in classes 1–2
 * the tiles its answer is built from (`grade`, as spokenItems and the player use it).
 */
export function practiceItemTexts(
  skill: SkillId,
  level: number,
  seed: number,
  medium: Medium,
  grade: string | undefined,
): SpokenItem[] {
  const item = generate(skill, level, seed, medium);
  const body = { kind: item.kind, questions: [item.question] } as ActivityBody;
  return spokenItems({ title: '', instruction: null, body, grade }).filter(
    (text) => text.path !== 'heading.title' && !(silentOptions(skill) && OPTION.test(text.path)),
  );
}

const banks = new Map<string, { seed: number; texts: SpokenItem[] }[]>();

/**
 * Every text of every item of a level's bank (ADR 032), in a grade's form (tiles in classes 1–2):
 * what a child can meet in that level's rounds, the preview and "practise what I missed".
 */
export function bankTexts(skill: string, level: number, medium: Medium, grade: string | undefined) {
  if (!isSkill(skill)) return [];
  const young = grade !== undefined && Number(grade) <= 2;
  const key = `${skill}@${level}|${medium}|${young}`;
  const held = banks.get(key);
  if (held) return held;
  const texts = bankSeeds(skill, level, medium).map((seed) => ({
    seed,
    texts: practiceItemTexts(skill, level, seed, medium, young ? '1' : '3'),
  }));
  banks.set(key, texts);
  return texts;
}

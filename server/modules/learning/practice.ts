import { createHash } from 'node:crypto';
import { type ActivityBody, activityBodySchema } from '../../../domain/contract/activity.ts';
import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import { bankRound, bankSeeds } from '../../../domain/practice/bank.ts';
import {
  generate,
  type Medium,
  type PracticeItem,
  type PracticeRef,
  SKILLS,
  type SkillId,
  scorePracticeAnswer,
} from '../../../domain/practice/index.ts';
import { calendarDay } from '../../../domain/rules/calendarDay.ts';
import { AppError } from '../../errors.ts';
import { SILENT } from '../curriculum/index.ts';

/** A `practice` activity as stored (its body): a skill, a level and how many items (issue 19). */
export interface PracticeDefinition {
  skill: SkillId;
  level: number;
  count: number;
}

/** The definition in a stored practice activity's body (`{"practice":{skill,level,count}}`). */
export function practiceOf(body: string): PracticeDefinition {
  return (JSON.parse(body) as { practice: PracticeDefinition }).practice;
}

/** The kind a practice round plays as: the one its skill makes. */
export const practiceKind = (definition: PracticeDefinition) => SKILLS[definition.skill].kind;

/** A number from a text: 32 bits of its SHA-256. */
const hashOf = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

/** The days since 1970 of India's calendar day (calendarDay): a new number each day at midnight IST. */
const dayNumber = (now: Date) => Math.floor(Date.parse(`${calendarDay(now)}T00:00:00Z`) / 86_400_000);

/**
 * The seeds of a child's round of a practice activity today (India's calendar day): items of the
 * level's bank (domain/practice/bank.ts, ADR 032), whose every text has its clip, all different,
 * each a new one until the child has met the whole bank. Derived, not drawn, so a reload, the
 * unit's offline pack and the ETag of the topic's answer all stay the same through the day, and
 * a new day brings new items. Nothing is kept on the server. The seeds are not a secret: the
 * answers travel with the items anyway (ADR 012), the server re-creates every item it scores
 * from the seeds, and each point of an activity pays once ever.
 */
export function practiceSeeds(
  childId: string,
  activityId: string,
  definition: PracticeDefinition,
  medium: Medium,
  now = new Date(),
): number[] {
  const bank = bankSeeds(definition.skill, definition.level, medium);
  return bankRound(bank, definition.count, hashOf(`${childId}|${activityId}`), dayNumber(now));
}

/**
 * The seeds of the content team's preview of a practice activity: fixed, so an editor sees the
 * same items on every visit, in both languages of the interface, and two editors see the same;
 * and the activity's own (from its place, `<file>|<topic>/<activity>`), so two activities of one
 * skill and level do not show a reviewer the same items when children would not see them either.
 * Bank items, as children get.
 */
export const previewSeeds = (definition: PracticeDefinition, medium: Medium, place: string): number[] =>
  bankRound(
    bankSeeds(definition.skill, definition.level, medium),
    definition.count,
    hashOf(`preview|${place}`),
    0,
  );

/**
 * The texts of a round left unread (`audio: none`, as a writer marks them in a file): every option
 * of a skill whose options are what the child reads (count.numberNames: hearing "four" beside
 * "Which is the number name for 4?" answers it).
 */
export function practiceSilences(definition: PracticeDefinition, body: ActivityBody): Record<string, string> {
  if (body.kind !== 'mcq' || !(SKILLS[definition.skill] as { silentOptions?: true }).silentOptions) return {};
  return Object.fromEntries(
    body.questions.flatMap((q, i) => q.options.map((_, o) => [`questions.${i}.options.${o}`, SILENT])),
  );
}

/** The items of a round, as one `mcq` or `fill` body the players show unchanged. */
export function practiceBody(definition: PracticeDefinition, seeds: number[], medium: Medium): ActivityBody {
  const items: PracticeItem[] = seeds.map((seed) =>
    generate(definition.skill, definition.level, seed, medium),
  );
  // Parsed, not cast: the skill's kind and its items' shape meet in the one activity type.
  return activityBodySchema.parse({
    kind: practiceKind(definition),
    questions: items.map((item) => item.question),
  });
}

/**
 * A round judged: each item re-created from the seed the client sends back and judged by the
 * server; the client's questions or score are never read. 400 without one seed per item.
 * The score is the number right; each item's result feeds mastery (issue 19).
 */
export function judgePractice(
  definition: PracticeDefinition,
  seeds: number[] | undefined,
  answers: unknown,
  medium: Medium,
): { ref: PracticeRef; correct: boolean }[] {
  if (!seeds || seeds.length !== definition.count)
    throw new AppError(
      400,
      ERROR_CODES.validation,
      `A practice activity is completed with the ${definition.count} seeds (practiceSeeds) its items were given.`,
      { fields: { practiceSeeds: 'count' } },
    );
  const given = Array.isArray(answers) ? answers : [];
  const { skill, level } = definition;
  return seeds.map((seed, i) => {
    const ref = { skill, level, seed, medium };
    return { ref, correct: scorePracticeAnswer(ref, given[i]) };
  });
}

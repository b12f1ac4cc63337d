import type { Kysely } from 'kysely';
import type * as z from 'zod/mini';
import { activityBodySchema, wireOf } from '../../../domain/contract/activity.ts';
import type {
  completeReviewRequestSchema,
  PracticeItemRef,
  ReviewRound,
  SkillMastery,
} from '../../../domain/contract/practice.ts';
import {
  generate,
  isSkill,
  levelCount,
  SKILLS,
  scorePracticeAnswer,
  topLevelFor,
} from '../../../domain/practice/index.ts';
import { MASTERY_WINDOW, masteryOf } from '../../../domain/practice/mastery.ts';
import { SKILL_NAMES } from '../../../domain/practice/skillNames.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { missedItems, recentResults, recordItemResults } from './practice.repository.ts';

/** The most items a "practise what I missed" round has. */
export const REVIEW_ROUND_ITEMS = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When an item missed `now` comes back: MISSED_ITEM_RETURN_DAYS later ("a few days"). */
export const missedItemDueAt = (config: Pick<Config, 'missedItemReturnDays'>, now: Date) =>
  new Date(now.getTime() + config.missedItemReturnDays * DAY_MS);

const sameItem = (a: PracticeItemRef, b: PracticeItemRef) =>
  a.skill === b.skill && a.level === b.level && a.seed === b.seed && a.medium === b.medium;

/** A reference the server can make an item from: a known skill at one of its levels. */
const makeable = (ref: PracticeItemRef): ref is PracticeItemRef & { skill: keyof typeof SKILLS } =>
  isSkill(ref.skill) && ref.level <= levelCount(ref.skill);

/**
 * Mastery and "practise what I missed" (issue 19): a child's skills from their recent answers to
 * generated items, and the items they missed, which come back some days later until answered right.
 */
export function practiceService(database: Db, config: Config) {
  const { db } = database;

  return {
    /** The child's skills, weakest first, and the due missed items; a round of the skill with most due. */
    async review(child: { id: string; grade: string }, now = new Date()) {
      const { skills, due } = await skillsOf(db, child, now);
      const round = roundOf(due);
      return { skills, due: due.length, ...(round ? { round } : {}) };
    },

    /** Scores a round of missed items; only the child's own due ones count and change. */
    async completeReview(
      childId: string,
      { items, answers }: z.infer<typeof completeReviewRequestSchema>,
      now = new Date(),
    ) {
      const due = (await missedItems(db, childId)).filter((item) => item.dueAt <= now);
      const judged = items.flatMap((ref, i) =>
        makeable(ref) && due.some((item) => sameItem(item.ref, ref))
          ? [{ ref, correct: scorePracticeAnswer(ref, answers[i]) }]
          : [],
      );
      await db
        .transaction()
        .execute((trx) =>
          recordItemResults(trx, database.kind, childId, judged, now, missedItemDueAt(config, now)),
        );
      const left = (await missedItems(db, childId)).length;
      return {
        score: judged.filter((item) => item.correct).length,
        total: items.length,
        cleared: judged.filter((item) => item.correct).length,
        left,
      };
    },
  };
}

/** A child's skills with their mastery, weakest first, and their missed items due at `now`. */
export async function skillsOf(db: Kysely<Database>, child: { id: string; grade: string }, now: Date) {
  const [recent, missed] = await Promise.all([
    recentResults(db, child.id, MASTERY_WINDOW),
    missedItems(db, child.id),
  ]);
  const due = missed.filter((item) => item.dueAt <= now && makeable(item.ref)).map((item) => item.ref);
  const skills: SkillMastery[] = [...recent.keys()].filter(isSkill).map((skill) => {
    const answers = recent.get(skill) ?? [];
    const top = topLevelFor(skill, child.grade);
    return {
      skill,
      name: SKILL_NAMES[skill],
      ...masteryOf({
        recent: answers.map((answer) => answer.correct),
        missed: missed.filter((m) => m.ref.skill === skill).length,
        rightAtTop: answers.filter((answer) => answer.correct && answer.level >= top).length,
      }),
      due: due.filter((ref) => ref.skill === skill).length,
    };
  });
  skills.sort((a, b) => Number(b.weak) - Number(a.weak) || b.due - a.due || a.percent - b.percent);
  return { skills, due };
}

/** The due items of the skill with most of them (at most REVIEW_ROUND_ITEMS), as one activity body. */
function roundOf(due: PracticeItemRef[]): ReviewRound | null {
  const counts = new Map<string, number>();
  for (const ref of due) counts.set(ref.skill, (counts.get(ref.skill) ?? 0) + 1);
  const skill = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!skill || !isSkill(skill)) return null;
  const items = due.filter((ref) => ref.skill === skill).slice(0, REVIEW_ROUND_ITEMS);
  const questions = items.map((ref) => generate(skill, ref.level, ref.seed, ref.medium).question);
  // Parsed, not cast: the skill's kind and its items' shape meet in the one activity type.
  const body = activityBodySchema.parse({ kind: SKILLS[skill].kind, questions });
  if (body.kind !== 'mcq' && body.kind !== 'fill') return null;
  return { skill, name: SKILL_NAMES[skill], items, ...wireOf(body) };
}

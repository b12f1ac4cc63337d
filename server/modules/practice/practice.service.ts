import type { Kysely } from 'kysely';
import type * as z from 'zod/mini';
import { activityBodySchema, wireOf } from '../../../domain/contract/activity.ts';
import type {
  completeReviewRequestSchema,
  PracticeItemRef,
  ReviewRound,
  SkillMastery,
} from '../../../domain/contract/practice.ts';
import { bankSeeds, inBank } from '../../../domain/practice/bank.ts';
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
import type { AudioLibrary } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { SILENT } from '../curriculum/index.ts';
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
 * The item a missed one comes back as (ADR 032): itself, an item of its level's bank, whose every
 * text has its clip. An item missed before the banks (any of 2³² seeds) comes back as a bank item
 * of its skill and level, the same one every time, so the child hears it read as every other; it
 * is answered, cleared or kept under the place it was missed at.
 */
export function servedRef(ref: PracticeItemRef & { skill: keyof typeof SKILLS }): PracticeItemRef {
  const typed = { ...ref, seed: ref.seed >>> 0 };
  if (inBank(typed)) return ref;
  const bank = bankSeeds(ref.skill, ref.level, ref.medium);
  return { ...ref, seed: bank[(ref.seed >>> 0) % bank.length] as number };
}

/**
 * Mastery and "practise what I missed" (issue 19): a child's skills from their recent answers to
 * generated items, and the items they missed, which come back some days later until answered right.
 * With `audio`, a round names the clip of each of its texts, as an activity does (ADR 032).
 */
export function practiceService(database: Db, config: Config, audio?: AudioLibrary) {
  const { db } = database;

  return {
    /** The child's skills, weakest first, and the due missed items; a round of the skill with most due. */
    async review(child: { id: string; grade: string }, now = new Date()) {
      const { skills, due } = await skillsOf(db, child, now);
      const round = roundOf(due, child.grade, audio);
      return { skills, due: due.length, ...(round ? { round } : {}) };
    },

    /** Scores a round of missed items; only the child's own due ones count and change. */
    async completeReview(
      childId: string,
      { items, answers }: z.infer<typeof completeReviewRequestSchema>,
      now = new Date(),
    ) {
      const due = (await missedItems(db, childId)).filter((item) => item.dueAt <= now && makeable(item.ref));
      // Each item as the round served it, answered for the missed item it stood for (itself, or
      // for one missed before the banks, the bank item it comes back as): each once.
      const taken = new Set<number>();
      const judged = items.flatMap((ref, i) => {
        if (!makeable(ref)) return [];
        const at = due.findIndex(
          (item, k) => !taken.has(k) && sameItem(servedRef(item.ref as typeof ref), ref),
        );
        if (at < 0) return [];
        taken.add(at);
        return [
          { ref: (due[at] as (typeof due)[number]).ref, correct: scorePracticeAnswer(ref, answers[i]) },
        ];
      });
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

/**
 * The due items of the skill with most of them (at most REVIEW_ROUND_ITEMS), as one activity body:
 * each as a bank item (servedRef), and with `audio` the clip of each text in the items' language
 * (the child's class decides the tiles of a fill-in, as in a topic).
 */
function roundOf(due: PracticeItemRef[], grade: string, audio?: AudioLibrary): ReviewRound | null {
  const counts = new Map<string, number>();
  for (const ref of due) counts.set(ref.skill, (counts.get(ref.skill) ?? 0) + 1);
  const skill = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!skill || !isSkill(skill)) return null;
  const items = due
    .filter((ref) => ref.skill === skill)
    .slice(0, REVIEW_ROUND_ITEMS)
    .map((ref) => servedRef({ ...ref, skill }));
  const questions = items.map((ref) => generate(skill, ref.level, ref.seed, ref.medium).question);
  // Parsed, not cast: the skill's kind and its items' shape meet in the one activity type.
  const body = activityBodySchema.parse({ kind: SKILLS[skill].kind, questions });
  if (body.kind !== 'mcq' && body.kind !== 'fill') return null;
  const language = items[0]?.medium === 'kannada' ? 'kn' : 'en';
  // A reading skill's options stay unread, as in its activity (hearing "four" answers it).
  const silentOptions = (SKILLS[skill] as { silentOptions?: true }).silentOptions && body.kind === 'mcq';
  const recorded: Record<string, string> = silentOptions
    ? Object.fromEntries(
        body.questions.flatMap((q, i) => q.options.map((_, o) => [`questions.${i}.options.${o}`, SILENT])),
      )
    : {};
  const clips = audio?.activityAudio({ title: '', instruction: null, body, grade }, language, recorded);
  return { skill, name: SKILL_NAMES[skill], items, ...wireOf(body), ...(clips ? { audio: clips } : {}) };
}

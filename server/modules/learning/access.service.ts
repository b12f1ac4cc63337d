import type { Kysely } from 'kysely';
import { LEARNING_ERRORS } from '../../../domain/contract/learning.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Catalogue, CatalogueUnit, ContentSet } from '../curriculum/index.ts';
import { livePlans, unlockedUnitIds } from './learning.repository.ts';

/**
 * Which content set a board and medium learn from. The English-medium boards share one set
 * (the syllabus is the same at these classes); Kannada medium has its own, written in Kannada.
 * Boards without content yet (SCERT, Others) get none.
 */
const SETS: Record<string, ContentSet> = {
  'CBSE English': 'english-medium',
  'Karnataka English': 'english-medium',
  'Karnataka Kannada': 'kannada-medium',
};

export function contentSetFor(board: string, medium: string): ContentSet | undefined {
  return SETS[`${board} ${medium}`];
}

/** Whom a rule is about: a child's class, board and medium, as their profile says now. */
export interface Learner {
  grade: string;
  board: string;
  medium: string;
}

/**
 * The child's own content (issue 27): the subjects of their class in the content set of their
 * board and medium. The one rule of everything read, paid or spent by a unit, topic or activity
 * id (the unit pack, the learning reads, completions, offline sync, unlocks): outside it a child
 * is served and paid nothing, so the free units of other classes cannot be farmed for coins.
 */
export const isOwnContent = (learner: Learner, subject: { contentSet: string; grade: string }) =>
  subject.grade === learner.grade && subject.contentSet === contentSetFor(learner.board, learner.medium);

/**
 * What a student may open (ARCHITECTURE.md, "Access"; spec §6): the free units, the ones
 * unlocked with coins, and with a live ALL_ACCESS plan every unit of the class, board and medium
 * the plan was bought for (its content set), whatever the profile says now. A VAV plan opens the
 * videos of those units (`videos`). Two queries, run together, and only for units that are not
 * free: the student's unlocks among them, and their live plans.
 */
export async function unitAccess(db: Kysely<Database>, childId: string, units: CatalogueUnit[]) {
  const open = new Set<string>();
  const videos = new Set<string>();
  // A free unit is open to every child of its class: only the others need the child's rows (a
  // completion in a free unit, the commonest write, asks nothing here).
  const closed = units.filter((unit) => !unit.free);
  for (const unit of units) if (unit.free) open.add(unit.id);
  if (closed.length === 0) return { open, videos };
  const [unlocks, plans] = await Promise.all([
    unlockedUnitIds(
      db,
      childId,
      closed.map((unit) => unit.id),
    ),
    livePlans(db, childId, new Date()),
  ]);
  // "ALL_ACCESS|3|english-medium": what each live plan opens.
  const opened = new Set(
    plans.map((plan) => `${plan.type}|${plan.grade}|${contentSetFor(plan.board, plan.medium) ?? ''}`),
  );
  const covers = (type: string, unit: CatalogueUnit) =>
    opened.has(`${type}|${unit.subject.grade}|${unit.subject.contentSet}`);
  for (const unitId of unlocks) open.add(unitId);
  for (const unit of closed) {
    if (covers('ALL_ACCESS', unit)) open.add(unit.id);
    if (covers('VAV', unit)) videos.add(unit.id);
  }
  return { open, videos };
}

export const unitLocked = () =>
  new AppError(403, LEARNING_ERRORS.unitLocked, 'This unit is locked. Unlock it with coins or a plan.');

export const notInYourClass = () =>
  new AppError(404, LEARNING_ERRORS.notInYourClass, 'This is not in your class, board and medium.');

/** The unit if it is in the child's own content (`isOwnContent` above), else a 404. */
export function ownUnit(catalogue: Catalogue, learner: Learner, unitId: string) {
  const unit = catalogue.unit(unitId);
  if (!unit) throw new AppError(404, LEARNING_ERRORS.notFound, 'No such unit.');
  if (!isOwnContent(learner, unit.subject)) throw notInYourClass();
  return unit;
}

/**
 * The topic with its unit, if the student may open it: 404 for no such topic or one outside the
 * child's own class, board and medium (issue 27), and (spec §6) 403 for a locked unit's content,
 * on the server, whatever the client does. `videosOnly`: only a VAV plan opens it, for its videos.
 */
export async function openTopic(
  db: Kysely<Database>,
  catalogue: Catalogue,
  child: Learner & { id: string },
  topicId: string,
) {
  const topic = catalogue.topic(topicId);
  if (!topic) throw new AppError(404, LEARNING_ERRORS.notFound, 'No such topic.');
  const unit = topic.chapter.unit;
  if (!isOwnContent(child, unit.subject)) throw notInYourClass();
  const { open, videos } = await unitAccess(db, child.id, [unit]);
  if (!open.has(unit.id) && !videos.has(unit.id)) throw unitLocked();
  return { topic, unit, videosOnly: !open.has(unit.id) };
}

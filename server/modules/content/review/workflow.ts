import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { CHECKS, type ReviewCheck, reviewOf } from '../../curriculum/index.ts';
import { activitiesOf, type PlacedActivity } from '../walk.ts';
import { contentHash, withSilence } from './contentHash.ts';
import { withMedia } from './lessonMedia.ts';
import { withGenerator } from './practiceLevels.ts';
import { fileId, itemId, LEGACY_FILE, type LegacyLedger } from './records.ts';

/**
 * Review as a workflow in the files (issue 28, ADR 022). Each activity has an author (its own
 * `author:` or its file's) and up to two checks, subject and language, each saying who did it,
 * when, against which checklist and on which content (its hash). An approved item is one of
 *
 * - **reviewed**: both checks passed, by someone other than the author, on the words it has now;
 * - **legacy**: approved before this workflow (issue 19's states, nobody's check recorded),
 *   listed in curriculum/review-legacy.yaml with the hash it had then, and unchanged since.
 *
 * Anything else marked approved fails `content:check`.
 */
export type Standing = 'reviewed' | 'legacy' | 'not approved';

export interface ItemReview {
  placed: PlacedActivity;
  file: string;
  id: string;
  author: string | undefined;
  hash: string;
  approved: boolean;
  standing: Standing;
  /** Checks present, each with whether it was made on the content the item has now. */
  checks: { name: (typeof CHECKS)[number]; check: ReviewCheck; fresh: boolean }[];
  /** The hash the legacy ledger holds for it, if it is there. */
  legacy: string | undefined;
}

const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/** Every activity's review record, as the workflow reads it. */
export function itemReviews(files: CurriculumFile[], ledger: LegacyLedger): ItemReview[] {
  return activitiesOf(files).map((placed) => {
    const { file, activity } = placed;
    const author = activity.author ?? file.subject.author;
    const hash = contentHash(withMedia(withGenerator(withSilence(activity, file.recorded, placed.path))));
    const checks = CHECKS.flatMap((name) => {
      const check = activity.checks?.[name];
      return check ? [{ name, check, fresh: check.hash === hash }] : [];
    });
    const legacy = ledger.items[fileId(file)]?.[itemId(placed)];
    const approved = reviewOf(file, activity) === 'approved';
    const passed = checks.filter((c) => c.check.result === 'passed' && c.fresh && !same(c.check.by, author));
    const reviewed = Boolean(author) && passed.length === CHECKS.length;
    const standing: Standing = !approved
      ? 'not approved'
      : reviewed
        ? 'reviewed'
        : legacy === hash
          ? 'legacy'
          : 'not approved';
    return { placed, file: file.file, id: itemId(placed), author, hash, approved, standing, checks, legacy };
  });
}

const diffHint = (item: ItemReview) =>
  `\`npm run content:diff -- ${item.file} ${item.id}\` shows what changed`;

/** What the workflow refuses: each is a failure of `content:check`. */
export const reviewWorkflow =
  (ledger: LegacyLedger, checklists: ReadonlySet<string>) =>
  (files: CurriculumFile[]): CurriculumProblem[] => {
    const problems: CurriculumProblem[] = [];
    const items = itemReviews(files, ledger);
    for (const item of items) {
      const at = (place: string) => ({ file: item.file, path: `${item.placed.path}${place}` });
      for (const { name, check } of item.checks) {
        const where = at(`.checks.${name}`);
        if (!item.author)
          problems.push({
            ...where,
            message:
              'say who wrote the item (`author:` on it or on the file): a check must be by someone else',
          });
        else if (same(check.by, item.author))
          problems.push({
            ...where,
            message: `the ${name} check is by the item's own author (${check.by}): another reviewer checks it`,
          });
        if (!checklists.has(check.checklist))
          problems.push({
            ...at(`.checks.${name}.checklist`),
            message: `${check.checklist} is not a version of curriculum/REVIEW.md`,
          });
      }
      if (!item.approved || item.standing !== 'not approved') continue;
      const where = at('.review');
      const recorded = item.checks.length > 0;
      if (item.legacy !== undefined && !recorded) {
        problems.push({
          ...where,
          message:
            `approved before the two-check review and changed since (hash ${item.legacy} → ${item.hash}): ` +
            `set \`review: written\` and take it out of ${LEGACY_FILE}, or review it; ${diffHint(item)}`,
        });
        continue;
      }
      for (const name of CHECKS) {
        const found = item.checks.find((c) => c.name === name);
        if (found?.check.result !== 'passed')
          problems.push({
            ...where,
            message: `approved without a passed ${name} check: set \`review: written\` until both checks are done`,
          });
        else if (!found.fresh)
          problems.push({
            ...where,
            message:
              `changed since its ${name} check by ${found.check.by} on ${found.check.date} ` +
              `(hash ${found.check.hash} → ${item.hash}): set \`review: written\` and check it again; ${diffHint(item)}`,
          });
      }
    }
    // The ledger lists exactly the legacy approvals left: it only shrinks.
    const byId = new Map(items.map((item) => [`${fileId(item.placed.file)}|${item.id}`, item]));
    for (const [file, entries] of Object.entries(ledger.items))
      for (const id of Object.keys(entries)) {
        const item = byId.get(`${file}|${id}`);
        const why = !item
          ? 'there is no such activity'
          : !item.approved
            ? 'it is not approved any more'
            : item.standing === 'reviewed'
              ? 'it has both checks now'
              : null;
        if (why)
          problems.push({
            file: `curriculum/${LEGACY_FILE}`,
            path: `items.${file}.${id}`,
            message: `${why}: remove its line`,
          });
      }
    return problems;
  };

/** Counts for `content:check`'s review lines. */
export function reviewCounts(items: ItemReview[]) {
  const count = (pick: (item: ItemReview) => boolean) => items.filter(pick).length;
  return {
    activities: items.length,
    reviewed: count((i) => i.standing === 'reviewed'),
    legacy: count((i) => i.standing === 'legacy'),
    /**
     * Not approved, changed since a check (passed, or returned and since fixed by its author), and
     * not returned on the words it has now: back in the reviewers' queues, with the diff.
     */
    toRecheck: count(
      (i) =>
        !i.approved &&
        i.checks.some((c) => !c.fresh) &&
        !i.checks.some((c) => c.check.result === 'returned' && c.fresh),
    ),
    /** Not approved and returned on the words it has now: waiting for its author. */
    returned: count((i) => !i.approved && i.checks.some((c) => c.check.result === 'returned' && c.fresh)),
    /** Not approved, with at least one passed check on the words it has now. */
    halfway: count((i) => !i.approved && i.checks.some((c) => c.check.result === 'passed' && c.fresh)),
    noAuthor: count((i) => !i.author),
  };
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import {
  REVIEW_ERRORS,
  type RecordCheckBody,
  type ReviewItem,
  type ReviewItemAnswer,
  type ReviewQueue,
  type ReviewQueueAnswer,
} from '../../../domain/contract/review.ts';
import type { Config } from '../../config.ts';
import type { AudioLibrary } from '../../context.ts';
import { AppError } from '../../errors.ts';
import {
  checklistVersions,
  currentItem,
  dropLegacyLine,
  fileId,
  type ItemReview,
  inQueue,
  itemDiff,
  itemReviews,
  LEGACY_FILE,
  levelsLockCurrent,
  rawActivity,
  readLegacyLedger,
  replaceFile,
  reviewDate,
  sameHandle,
  setActivityFields,
  stateAfter,
  versionWithHash,
} from '../content/index.ts';
import { CHECKS, languageOf, type ReviewCheck, readCurriculum } from '../curriculum/index.ts';
import { previewActivity } from './preview.service.ts';

export interface FilePlace {
  set: string;
  grade: string;
  subject: string;
}
export interface ItemPlace extends FilePlace {
  topic: string;
  activity: string;
}

/**
 * The review queue (issue 28, ADR 022), on the curriculum files as they are now: one subject
 * file read per request (reading them all takes a second), its items' records as
 * `content:check` reads them (review/workflow.ts), the queue's rules in review/queue.ts. A check
 * is written into the file (review/writeBack.ts: the record's lines only) and, when it settles
 * an item that was approved before the two checks, the item's line leaves the legacy ledger.
 */
export function reviewService(config: Config, audio: AudioLibrary, now: () => Date = () => new Date()) {
  const dir = config.curriculumDir;

  function readFile(place: FilePlace) {
    const { readable, problems } = readCurriculum(dir, config.mediaDir, place);
    const file = readable[0];
    if (!file) {
      const problem = problems[0];
      throw new AppError(
        404,
        ERROR_CODES.notFound,
        problem
          ? `The file cannot be read now: ${problem.file}: ${problem.path}: ${problem.message}`
          : 'The curriculum files have no such subject.',
      );
    }
    const ledger = readLegacyLedger(dir);
    return { file, problems, ledger, items: itemReviews([file], ledger) };
  }

  /** An item's place, name and record, as the queue lists it. */
  function summary(item: ItemReview): ReviewItem {
    const { placed } = item;
    const [, u, , c] = placed.path.split('.').map(Number);
    const unit = placed.file.subject.units[u as number];
    const chapter = unit?.chapters[c as number];
    const { activity } = placed;
    return {
      unit: unit?.key ?? '',
      chapter: chapter?.key ?? '',
      topic: placed.topic.key,
      topicName: placed.topic.name,
      unitNumber: unit?.number ?? 0,
      activity: activity.key,
      title: activity.heading.title,
      kind: activity.kind,
      hash: item.hash,
      author: item.author ?? null,
      review: activity.review ?? placed.file.subject.review ?? 'written',
      standing: item.standing,
      checks: item.checks.map(({ name, check, fresh }) => ({
        name,
        by: check.by,
        date: check.date,
        checklist: check.checklist,
        hash: check.hash,
        result: check.result,
        notes: check.notes ?? null,
        fresh,
      })),
    };
  }

  function findItem(place: ItemPlace) {
    const read = readFile(place);
    const item = read.items.find(
      (i) => i.placed.topic.key === place.topic && i.placed.activity.key === place.activity,
    );
    if (!item) throw new AppError(404, ERROR_CODES.notFound, 'The file has no such activity.');
    return { ...read, item };
  }

  return {
    queue(place: FilePlace, queue: ReviewQueue): ReviewQueueAnswer {
      const { file, items } = readFile(place);
      const count = (name: ReviewQueue) => items.filter((item) => inQueue(item, name)).length;
      return {
        queue,
        file: file.file,
        items: items.filter((item) => inQueue(item, queue)).map(summary),
        counts: { subject: count('subject'), language: count('language'), author: count('author') },
        writable: config.contentReviewWrites,
      };
    },

    item(place: ItemPlace): ReviewItemAnswer {
      const { file, item } = findItem(place);
      const s = summary(item);
      const unit = file.subject.units.find((u) => u.key === s.unit);
      const chapter = unit?.chapters.find((c) => c.key === s.chapter);
      // What changed since each check made on other words (git has the words; the check, the hash).
      const stale = item.checks.filter((c) => !c.fresh);
      const now = stale.length ? currentItem(file.file, item.id) : null;
      const changes = stale.map(({ name, check }) => {
        const then = now ? versionWithHash(file.file, item.id, check.hash) : null;
        return {
          name,
          by: check.by,
          date: check.date,
          from: check.hash,
          commit: then ? then.commit.slice(0, 8) : null,
          diff: then && now ? itemDiff(then.item, now.item, [`as checked (${check.hash})`, 'now']) : null,
        };
      });
      return {
        item: s,
        file: file.file,
        subject: file.subject.name,
        unitName: unit?.name ?? { en: '', kn: '' },
        chapterName: chapter?.name ?? { en: '', kn: '' },
        language: languageOf(file),
        activity: previewActivity(item.placed.activity, file, { library: audio, path: item.placed.path }),
        changes,
        checklist: checklistVersions(dir).current,
        writable: config.contentReviewWrites,
      };
    },

    /** Records a check in the file; the state follows (stateAfter), the ledger shrinks. */
    record(place: ItemPlace, body: RecordCheckBody): ReviewItem {
      const { file, problems, item, ledger } = findItem(place);
      if (problems.length)
        throw new AppError(
          409,
          REVIEW_ERRORS.notRecordable,
          `Fix the file's problems first: ${problems[0]?.path}: ${problems[0]?.message}`,
        );
      if (item.placed.activity.kind === 'practice' && !levelsLockCurrent())
        throw new AppError(
          409,
          REVIEW_ERRORS.notRecordable,
          'The practice levels changed since this server started (npm run practice:lock): restart it, then read the item again.',
        );
      if (body.hash !== item.hash)
        throw new AppError(
          409,
          REVIEW_ERRORS.changed,
          `The item changed since you opened it (${body.hash} → ${item.hash}): read it again.`,
        );
      if (!item.author)
        throw new AppError(
          409,
          REVIEW_ERRORS.notRecordable,
          'The item says nobody as its author (`author:` on it or on the file): a check must be by someone else.',
        );
      if (sameHandle(body.by, item.author))
        throw new AppError(
          403,
          REVIEW_ERRORS.ownItem,
          `${body.by} wrote this item: another reviewer checks it.`,
        );
      const checklist = checklistVersions(dir).current;
      if (!checklist)
        throw new AppError(409, REVIEW_ERRORS.notRecordable, 'curriculum/REVIEW.md has no `Version:` line.');

      const source = readFileSync(file.file, 'utf8');
      const raw = rawActivity(load(source, { schema: CORE_SCHEMA }), place.topic, place.activity) ?? {};
      const check: ReviewCheck = {
        role: `${body.check}-reviewer`,
        by: body.by,
        date: reviewDate(now()),
        checklist,
        hash: item.hash,
        result: body.result,
        // A return says what to fix; a pass may say what the reviewer confirmed, kept with it.
        ...(body.notes ? { notes: body.notes } : {}),
      } as ReviewCheck;
      const before = (raw.checks ?? {}) as Partial<Record<(typeof CHECKS)[number], ReviewCheck>>;
      // Subject first, then language, whatever order the file had.
      const checks = Object.fromEntries(
        CHECKS.flatMap((name) => {
          const kept = name === body.check ? check : before[name];
          return kept ? [[name, kept]] : [];
        }),
      );
      const state = item.placed.activity.review ?? file.subject.review ?? 'written';
      const next = stateAfter(state, checks, item.hash, item.author);
      const fields: Record<string, unknown> = {};
      if (next !== state) fields.review = next;
      fields.checks = checks;
      replaceFile(file.file, setActivityFields(source, place.topic, place.activity, fields));

      // The ledger lists approvals without both checks: an item reviewed or sent back leaves it.
      const id = fileId(file);
      const reviewed = CHECKS.every(
        (n) =>
          checks[n]?.result === 'passed' &&
          checks[n]?.hash === item.hash &&
          !sameHandle(checks[n]?.by, item.author),
      );
      if (ledger.items[id]?.[item.id] !== undefined && (next !== 'approved' || reviewed)) {
        const ledgerPath = join(dir, LEGACY_FILE);
        const text = readFileSync(ledgerPath, 'utf8');
        replaceFile(ledgerPath, dropLegacyLine(text, id, item.id));
      }
      const after = findItem(place).item;
      return summary(after);
    },
  };
}

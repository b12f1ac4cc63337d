/**
 * The content team's rules (ADR 019): the checks `npm run content:check` runs on the curriculum,
 * and the review workflow of each item (its hash and history, the legacy ledger, the queue, the
 * approved table, writing a decision back to its file), used by the CLI and the review routes
 * of modules/preview. No routes of its own.
 * The module's one face (issue 33): nothing outside server/modules/content/ imports its other files.
 */
export { contentRules, runContentRules } from './contentRules.ts';
export { approvedRows, approvedTable } from './review/approvedTable.ts';
export { contentHash } from './review/contentHash.ts';
export { echoLines } from './review/echoLines.ts';
export { currentItem, itemDiff, versionWithHash } from './review/history.ts';
export { askedBelow, keyStandsOut, type Lead, toldBefore } from './review/leads.ts';
export {
  LESSONS_LOCK,
  lessonFiles,
  lessonFingerprint,
  lockedLessons,
  readLessonsLock,
  writeLessonsLock,
} from './review/lessonMedia.ts';
export {
  LEVELS_LOCK,
  type LevelLock,
  levelFingerprint,
  levelKeys,
  levelsLockCurrent,
  readLevelsLock,
} from './review/practiceLevels.ts';
export { inQueue, sameHandle, stateAfter } from './review/queue.ts';
export { checklistVersions, fileId, LEGACY_FILE, readLegacyLedger } from './review/records.ts';
export { relationLines } from './review/relationLines.ts';
export { blindSample } from './review/sample.ts';
export { shortLines } from './review/shortLines.ts';
export { type ItemReview, itemReviews, reviewCounts, reviewWorkflow } from './review/workflow.ts';
export {
  dropLegacyLine,
  rawActivity,
  replaceFile,
  reviewDate,
  setActivityFields,
  setStoryFields,
} from './review/writeBack.ts';
export { keySpreads, keySpreadTable } from './rules/keyPositions.ts';
export { PICTURES_DIR, usedPictures } from './rules/pictures.ts';
export { LESSON_SECONDS } from './rules/videoFacts.ts';

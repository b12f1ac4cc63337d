/**
 * The curriculum (ADR 019, issue 33): its files read and checked (the subject files and their
 * schema, the recorded clips and silent texts they name, each item's review state, the syllabus
 * map and its coverage), their import into the database and the dev watcher, and the tree in
 * memory the features read (the catalogue). No routes: learning, audio, content and preview,
 * the CLI and the seed read the curriculum through this face, and it imports no other module.
 * The module's one face (issue 33): nothing outside server/modules/curriculum/ imports its other files.
 */
export { markCurriculumChanged } from './catalogue.repository.ts';
export {
  type Catalogue,
  type CatalogueSource,
  type CatalogueTopic,
  type CatalogueUnit,
  catalogueSource,
} from './catalogue.ts';
export { coverageProblems, coverageTable } from './coverage.ts';
export { importCurriculum } from './curriculum.service.ts';
export {
  CONTENT_SETS,
  type ContentSet,
  type CurriculumFile,
  type CurriculumMemo,
  type CurriculumProblem,
  LANGUAGE_OF_SET,
  languageOf,
  readCurriculum,
} from './curriculumFiles.ts';
export {
  activitySchema,
  CHECKS,
  type CurriculumActivity,
  passageOf,
  REVIEWED_FIELDS,
  type ReviewCheck,
  type ReviewState,
  type SubjectFile,
  subjectFileSchema,
} from './curriculumSchema.ts';
export { watchCurriculum } from './curriculumWatch.ts';
export { curriculumMaxScore } from './maxScore.ts';
export { SILENT, takeRecordedAudio } from './recordedAudio.ts';
export { keepReviewed, reached, reviewOf } from './review.ts';
export { checkSyllabus, syllabusMapSchema } from './syllabus.ts';
export {
  type ChapterPictures,
  picturesOf,
  type TilePicture,
  tilePictureNames,
  tilePictures,
  type UnitPictures,
} from './tilePictures.ts';
export { counterFor } from './timers.ts';

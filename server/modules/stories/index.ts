/** The reading corner's stories (issue 30, ADR 028): the module's one public face. */

export {
  missingPictures,
  readStories,
  STORY_LANGUAGES,
  STORY_PICTURES_DIR,
  storyPictures,
  storyTable,
  wordsOf,
} from './readStories.ts';
export { storiesRoutes } from './stories.routes.ts';
export {
  alignWords,
  bareWord,
  type PageTiming,
  pageSpoken,
  readTimings,
  STORY_AUDIO,
  type StoryTimings,
  storyAudioProblems,
  storyClipId,
  storyNeeds,
  TIMINGS_FILE,
  wordKey,
} from './storyAudio.ts';
export {
  STORY_DOWNLOAD_BUDGET_BYTES,
  type StoryDownload,
  type StorySize,
  storiesOverBudget,
  storyDownload,
  storyDownloadSizes,
} from './storyDownload.ts';
export { storyReviewService } from './storyReview.service.ts';
export { approvedStories, storyHash, storyReviewProblems } from './storyReview.ts';
export { STORY_LEVELS, type Story, type StoryLevel, storySchema, WORDS_PER_PAGE } from './storySchema.ts';

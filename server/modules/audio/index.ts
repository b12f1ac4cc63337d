/**
 * Read-aloud clips (issue 29): the route that serves them, the library that finds each text's
 * clip (its interface, AudioLibrary, is declared in server/context.ts), and what
 * `npm run content:audio` and `content:check` use: the texts that need a clip, making the clips,
 * the interface's own clips, and the checks of the manifest and each topic's budget.
 * The module's one face (issue 33): nothing outside server/modules/audio/ imports its other files.
 */
export { audioRoutes } from './audio.routes.ts';
export { audioLibrary } from './audio.service.ts';
export { audioProblems } from './audioCheck.ts';
export { replyWithClip } from './clipFile.ts';
export { makeClips, withUnmadeClips } from './makeClips.ts';
export { readManifest } from './manifest.ts';
export { curriculumNeeds, interfaceNeeds, largestTotal, nameNeeds } from './needs.ts';
export {
  defaultAudioDir,
  overBudget,
  practiceRoundSizes,
  TOPIC_AUDIO_BUDGET_BYTES,
  topicAudioSizes,
} from './topicBudget.ts';
export { writeUiAudio } from './uiAudio.ts';

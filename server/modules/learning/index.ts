/**
 * A child's learning (spec §7, issue 27): the routes of units, topics, activities, completions,
 * offline packs and sync; whose content a child may read (the content set of their board and
 * medium); and the practice rounds the content team's preview shows as a child sees them.
 * The curriculum itself (files, import, the tree in memory) is modules/curriculum.
 * The module's one face (issue 33): nothing outside server/modules/learning/ imports its other files.
 */
export { contentSetFor, isOwnContent, type Learner, notInYourClass } from './access.service.ts';
export { activeSubscriptions } from './learning.repository.ts';
export { learningRoutes } from './learning.routes.ts';
export {
  type PracticeDefinition,
  practiceBody,
  practiceSilences,
  previewSeeds,
} from './practice.ts';

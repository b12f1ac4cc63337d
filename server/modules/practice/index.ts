/**
 * Practice of missed items (issue 19): the routes, the results of a round, and the skills a report shows.
 * The module's one face (issue 33): nothing outside server/modules/practice/ imports its other files.
 */
export { recordItemResults } from './practice.repository.ts';
export { practiceRoutes } from './practice.routes.ts';
export { missedItemDueAt, skillsOf } from './practice.service.ts';

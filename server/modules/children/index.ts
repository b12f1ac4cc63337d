/**
 * A parent's children (issue 18): their routes, and the guardian's name a consent repeats.
 * The module's one face (issue 33): nothing outside server/modules/children/ imports its other files.
 */
export { lastGuardianName } from './children.repository.ts';
export { childrenRoutes } from './children.routes.ts';

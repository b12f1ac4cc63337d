/**
 * The daily streak (issue 16): the routes, the rules the app shows, and the service that pays its rewards.
 * The module's one face (issue 33): nothing outside server/modules/streak/ imports its other files.
 */
export { streakRoutes } from './streak.routes.ts';
export { streakRules, streakService } from './streak.service.ts';

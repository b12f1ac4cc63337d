/**
 * The app's public configuration (spec §7).
 * The module's one face (issue 33): nothing outside server/modules/config/ imports its other files.
 */
export { configRoutes } from './config.routes.ts';

/**
 * A student's settings (spec §7).
 * The module's one face (issue 33): nothing outside server/modules/settings/ imports its other files.
 */
export { findSettings } from './settings.repository.ts';
export { settingsRoutes } from './settings.routes.ts';

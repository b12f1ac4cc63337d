/**
 * Lesson media (spec §7): the signed links the lessons carry, and the route that serves the files.
 * The module's one face (issue 33): nothing outside server/modules/media/ imports its other files.
 */
export { mediaRoutes } from './media.routes.ts';
export { mediaSigner, SERVABLE_MEDIA, withMediaLinks } from './media.service.ts';

/**
 * The content team's preview and review (ADR 019): the routes that show the curriculum's files
 * as a child would see them, and the review queue, its decisions and each item's history.
 * The module's one face (issue 33): nothing outside server/modules/preview/ imports its other files.
 */
export { previewRoutes } from './preview.routes.ts';
export { reviewRoutes } from './review.routes.ts';

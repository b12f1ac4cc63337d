/**
 * The contact form (spec §7).
 * The module's one face (issue 33): nothing outside server/modules/contact/ imports its other files.
 */
export { contactRoutes } from './contact.routes.ts';

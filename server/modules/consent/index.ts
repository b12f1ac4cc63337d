/**
 * The parent's consent to the privacy policy (issue 27).
 * The module's one face (issue 33): nothing outside server/modules/consent/ imports its other files.
 */
export { consentRoutes } from './consent.routes.ts';

/**
 * "My turn" in the reading corner (issue 30, ADR 028's addendum): a parent's permission to record,
 * and the recordings kept in the account. The module's one face.
 */
export { recordingsRoutes } from './recordings.routes.ts';

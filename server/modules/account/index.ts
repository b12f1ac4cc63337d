/**
 * Accounts' own data: the routes of My Account (progress, export, deletion), the erasure of a child, and the retention run (ADR 023).
 * The module's one face (issue 33): nothing outside server/modules/account/ imports its other files.
 */
export { accountRoutes } from './account.routes.ts';
export { accountService, deleteChild } from './account.service.ts';
export { retention } from './retention.service.ts';

/**
 * The parent gate (issue 18): its routes.
 * The module's one face (issue 33): nothing outside server/modules/parent/ imports its other files.
 */
export { parentGateRoutes } from './parentGate.routes.ts';

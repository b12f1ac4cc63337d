/**
 * Health checks for the load balancer.
 * The module's one face (issue 33): nothing outside server/modules/health/ imports its other files.
 */
export { healthRoutes } from './health.routes.ts';

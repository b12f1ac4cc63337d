/**
 * Plans and payments (spec §7): the routes, Razorpay's webhook, and (a student's running subscriptions, which the profile shows, are read by modules/learning with the rest of what opens a unit).
 * The module's one face (issue 33): nothing outside server/modules/plans/ imports its other files.
 */
export { planRoutes } from './plans.routes.ts';
export { webhookRoutes } from './webhook.routes.ts';

/**
 * Plans and payments (spec §7): the routes, Razorpay's webhook, and a student's running subscriptions (for the profile).
 * The module's one face (issue 33): nothing outside server/modules/plans/ imports its other files.
 */
export { activeSubscriptions } from './payments.repository.ts';
export { planRoutes } from './plans.routes.ts';
export { webhookRoutes } from './webhook.routes.ts';

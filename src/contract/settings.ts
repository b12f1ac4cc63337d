import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { route } from './routes.ts';

/** A child's play settings, chosen by the parent in My Account (issue 15). */
export const playSettingsSchema = z.object({
  /** Right/wrong sounds in the activities. */
  sounds: z.boolean(),
  /** Timers on the activities that have one (off: no activity is timed). */
  timers: z.boolean(),
});
export type PlaySettings = z.infer<typeof playSettingsSchema>;

export const settingsResponseSchema = z.object({ success: z.literal(true), data: playSettingsSchema });
/** PUT: either switch or both; the other keeps its value. */
export const updateSettingsRequestSchema = z.strictObject({
  sounds: z.optional(z.boolean()),
  timers: z.optional(z.boolean()),
});

/** Per-child settings: sounds and timers (defaults: both on). */
export const settingsEndpoints = {
  get: endpoint({
    ...route('getPlaySettings'),
    auth: 'student',
    tag: 'settings',
    summary: "The child's play settings: sounds and timers",
    description: 'Both on until the parent changes them.',
    status: 200,
    response: settingsResponseSchema,
    errors: [401],
  }),
  update: endpoint({
    ...route('updatePlaySettings'),
    auth: 'student',
    tag: 'settings',
    summary: "Changes the child's play settings",
    description: 'Send `sounds`, `timers` or both; answers the settings as stored.',
    body: updateSettingsRequestSchema,
    status: 200,
    response: settingsResponseSchema,
    errors: [400, 401],
  }),
};

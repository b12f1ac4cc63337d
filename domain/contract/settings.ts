import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { operation } from './operations.ts';

/** The voices that read aloud (issue 16): the clips the API serves, or the phone's own speech synthesis. */
export const VOICES = ['clips', 'device'] as const;

/** A child's play settings, chosen by the parent in My Account (issues 15 and 16). */
export const playSettingsSchema = z.object({
  /** Right/wrong sounds in the activities. */
  sounds: z.boolean(),
  /** Timers on the activities that have one (off: no activity is timed). */
  timers: z.boolean(),
  /**
   * Read each question aloud when it appears. Until the parent chooses, on in classes 1 and 2
   * (children still learning to read) and off above.
   */
  autoRead: z.boolean(),
  /** `clips`: the clips the activities answer names; `device`: the phone's own voice. */
  voice: z.enum(VOICES),
});
export type PlaySettings = z.infer<typeof playSettingsSchema>;

export const settingsResponseSchema = z.object({ success: z.literal(true), data: playSettingsSchema });
/** PUT: any of the settings; the others keep their value. `autoRead: null` goes back to the class's default. */
export const updateSettingsRequestSchema = z.strictObject({
  sounds: z.optional(z.boolean()),
  timers: z.optional(z.boolean()),
  autoRead: z.optional(z.nullable(z.boolean())),
  voice: z.optional(z.enum(VOICES)),
});
export type PlaySettingsChange = z.infer<typeof updateSettingsRequestSchema>;

/** Per-child settings: sounds, timers (defaults: on), reading aloud and its voice. */
export const settingsEndpoints = {
  getPlaySettings: endpoint({
    ...operation('getPlaySettings'),
    etag: true,
    auth: 'session',
    tag: 'settings',
    summary: "The child's play settings: sounds, timers, reading aloud and its voice",
    description:
      'Sounds and timers are on, and the voice is `clips`, until the parent changes them; ' +
      '`autoRead` is on in classes 1 and 2 and off above until the parent chooses.',
    status: 200,
    response: settingsResponseSchema,
    errors: [401],
  }),
  updatePlaySettings: endpoint({
    ...operation('updatePlaySettings'),
    auth: 'session',
    tag: 'settings',
    summary: "Changes the child's play settings",
    description:
      'Send any of `sounds`, `timers`, `autoRead` (null: the default of the class again) and ' +
      '`voice`; answers the settings as stored.',
    body: updateSettingsRequestSchema,
    status: 200,
    response: settingsResponseSchema,
    errors: [400, 401],
  }),
};

import * as z from 'zod/mini';
import { requiredEmail, requiredText } from './fields.ts';
import { LOCALES } from './locale.ts';

/** Most characters each contact field takes (spec §5 marks all four required, no bounds shown). */
export const CONTACT_LIMITS = { name: 100, company: 150, message: 2000 } as const;

/** POST /v1/contact: a message from the contact form (spec §2, /contactUs). */
export const contactRequestSchema = z.strictObject({
  name: requiredText(CONTACT_LIMITS.name),
  company: requiredText(CONTACT_LIMITS.company),
  email: requiredEmail(),
  message: requiredText(CONTACT_LIMITS.message),
  /** The language of the page it was sent from, so a reply can be written in it. */
  locale: z.optional(z.enum(LOCALES)),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactField = Exclude<keyof ContactRequest, 'locale'>;

export const contactResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.string() }),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** Messages one address may send per hour before it gets 429 (issue: walking skeleton). */
export const CONTACT_MESSAGES_PER_HOUR = 5;

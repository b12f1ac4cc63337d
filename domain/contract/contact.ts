import * as z from 'zod/mini';
import { PHONE_PATTERN } from './catalog.ts';
import { endpoint } from './endpoint.ts';
import { requiredEmail, requiredText } from './fields.ts';
import { LOCALES } from './locale.ts';
import { operation } from './operations.ts';

/** Most characters each contact field takes (spec §5 marks all four required, no bounds shown). */
export const CONTACT_LIMITS = { name: 100, company: 150, message: 2000 } as const;

/**
 * POST /v1/contact: a message from the contact form (spec §2, /contactUs). An e-mail address or
 * a phone number, at least one, for the reply (issue 27: many parents have no e-mail they read);
 * with neither, `email` is 'required'.
 */
export const contactRequestSchema = z
  .strictObject({
    name: requiredText(CONTACT_LIMITS.name),
    company: requiredText(CONTACT_LIMITS.company),
    email: z.optional(requiredEmail()),
    /** An Indian mobile number, 10 digits (the form sends it as normalisePhone gives it). */
    phone: z.optional(
      z.string({ error: 'phone' }).check(z.trim(), z.regex(PHONE_PATTERN, { error: 'phone' })),
    ),
    message: requiredText(CONTACT_LIMITS.message),
    /** The language of the page it was sent from, so a reply can be written in it. */
    locale: z.optional(z.enum(LOCALES)),
  })
  .check(
    z.refine((body) => body.email !== undefined || body.phone !== undefined, {
      error: 'required',
      path: ['email'],
      // Said with the other fields' issues, not only once they are right.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
  );
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

/** The largest contact body the server reads (bytes): four short fields; anything larger is 413 unread. */
export const CONTACT_BODY_LIMIT = 16 * 1024;

/** The contact form (spec §2, /contactUs). */
export const contactEndpoints = {
  sendContactMessage: endpoint({
    ...operation('sendContactMessage'),
    auth: 'public',
    tag: 'contact',
    summary: 'Send a message to the team',
    description: `No sign-in. At most ${CONTACT_MESSAGES_PER_HOUR} messages an hour from one address (429 \`RATE_LIMITED\` with Retry-After); a body over 16 KiB answers 413 unread.`,
    body: contactRequestSchema,
    status: 201,
    response: contactResponseSchema,
    errors: [400, 429],
  }),
};

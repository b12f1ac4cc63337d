import {
  CONTACT_MESSAGES_PER_HOUR,
  contactRequestSchema,
  contactResponseSchema,
} from '../../../src/contract/contact.ts';
import { errorResponseSchema } from '../../../src/contract/errors.ts';
import type { AppContext } from '../../context.ts';
import { enforceLimit, type Limit } from '../../ratelimit/limit.ts';
import { insertContactMessage } from './repository.ts';

const perAddress: Limit = {
  name: 'contact:ip',
  max: CONTACT_MESSAGES_PER_HOUR,
  windowMs: 60 * 60 * 1000,
  message: `Too many messages from this address: at most ${CONTACT_MESSAGES_PER_HOUR} an hour. Please try again later.`,
};

/** POST /v1/contact: stores a message from the contact form (spec §2, /contactUs). */
export async function contactRoutes({ app, db, counters }: AppContext) {
  app.post(
    '/v1/contact',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team',
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await enforceLimit(counters, perAddress, request.ip);
      const id = await insertContactMessage(db.db, request.body);
      request.log.info({ contactMessageId: id }, 'contact message stored');
      return reply
        .code(201)
        .send({ success: true, message: 'Thank you! Your message has been received.', data: { id } });
    },
  );
}

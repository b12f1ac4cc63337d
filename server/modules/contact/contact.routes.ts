import { CONTACT_BODY_LIMIT, contactEndpoints as endpoints } from '../../../domain/contract/contact.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../route.ts';
import { contactService } from './contact.service.ts';

/** POST /v1/contact: stores a message from the contact form (spec §2, /contactUs). */
export async function contactRoutes({ app, db, counters }: AppContext) {
  const contact = contactService(db, counters);
  await app.register(async (scope) => {
    // A message is four short fields: a larger body is refused unread (413), in this scope only.
    scope.addHook('onRoute', (options) => {
      options.bodyLimit = CONTACT_BODY_LIMIT;
    });
    route(scope, endpoints.sendContactMessage, async (request) => {
      const id = await contact.send(request.body, request.ip);
      request.log.info({ contactMessageId: id }, 'contact message stored');
      return { success: true, message: 'Thank you! Your message has been received.', data: { id } };
    });
  });
}

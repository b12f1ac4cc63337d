import type { ContactRequest, ContactResponse, contactEndpoints } from '../../domain/contract/contact.ts';
import { call } from './http.ts';

/** A message from the contact form (spec §2, /contactUs). */
export function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  return call<typeof contactEndpoints.sendContactMessage>('sendContactMessage', { body });
}

import type { ContactRequest, ContactResponse } from '../contract/contact.ts';
import { api } from './http.ts';

/** POST /v1/contact */
export function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  return api<ContactResponse>('/v1/contact', { method: 'POST', body });
}

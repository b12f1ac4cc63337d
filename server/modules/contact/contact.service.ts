import { CONTACT_MESSAGES_PER_HOUR, type ContactRequest } from '../../../domain/contract/contact.ts';
import type { Db } from '../../db/database.ts';
import type { CounterStore } from '../../ratelimit/counters.ts';
import { enforceLimit, type Limit } from '../../ratelimit/limit.ts';
import { insertContactMessage } from './contact.repository.ts';

const perAddress: Limit = {
  name: 'contact:ip',
  max: CONTACT_MESSAGES_PER_HOUR,
  windowMs: 60 * 60 * 1000,
  message: `Too many messages from this address: at most ${CONTACT_MESSAGES_PER_HOUR} an hour. Please try again later.`,
};

/** The contact form's rule: a few messages an hour per address (429 after), each stored. */
export function contactService({ db }: Db, counters: CounterStore) {
  return {
    /**
     * Counts the message against its address, then stores it; its id. Only a valid message gets
     * here (the route's schema refuses the rest first), so a refused one spends no budget.
     */
    async send(message: ContactRequest, address: string): Promise<string> {
      await enforceLimit(counters, perAddress, address);
      return insertContactMessage(db, message);
    },
  };
}

import { endpoint } from './endpoint.ts';
import { operation } from './operations.ts';
import {
  completeReviewRequestSchema,
  completeReviewResponseSchema,
  practiceReviewResponseSchema,
} from './practice.ts';

/** Mastery and "practise what I missed" (issue 19): the child playing's skills and missed items. */
export const practiceEndpoints = {
  getPracticeReview: endpoint({
    ...operation('getPracticeReview'),
    auth: 'session',
    tag: 'practice',
    summary: "The child's skills with their mastery, and a round of the missed items that are due",
    description:
      'Every skill the child has answered generated items of, weakest first: its state ' +
      '(attempted, familiar, proficient, mastered) from the last 20 answers, and how many missed ' +
      'items of it have come back. A missed item comes back MISSED_ITEM_RETURN_DAYS days after the ' +
      'miss (2 by default). `round` holds up to 8 due items of the skill with most waiting.',
    status: 200,
    response: practiceReviewResponseSchema,
    errors: [401],
  }),
  completePracticeReview: endpoint({
    ...operation('completePracticeReview'),
    auth: 'session',
    tag: 'practice',
    summary: 'Answers a round of missed items: right ones are done, wrong ones come back later',
    description:
      'Send back the round’s `items` with the answers, in order. The server makes each item again ' +
      'from its reference and scores it; an item that is not one of the child’s due missed items ' +
      'scores nothing and changes nothing. No coins: the activity paid its points already.',
    body: completeReviewRequestSchema,
    status: 200,
    response: completeReviewResponseSchema,
    errors: [400, 401],
  }),
};

import type { PracticeItemRef } from '../../domain/contract/practice.ts';
import type { practiceEndpoints } from '../../domain/contract/practiceEndpoints.ts';
import { call } from './http.ts';

/** The child's skills and a round of the missed items that have come back ("practise what I missed"). */
export const getPracticeReview = () => call<typeof practiceEndpoints.getPracticeReview>('getPracticeReview');

/** Answers such a round: the server makes each item again and scores it. */
export const completePracticeReview = (items: PracticeItemRef[], answers: unknown[]) =>
  call<typeof practiceEndpoints.completePracticeReview>('completePracticeReview', {
    body: { items, answers },
  });

import { practiceEndpoints as endpoints } from '../../../domain/contract/practiceEndpoints.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../route.ts';
import { practiceService } from './practice.service.ts';

/** Mastery and "practise what I missed" (issue 19), for the child playing. */
export function practiceRoutes({ app, db, config, audio }: AppContext) {
  const practice = practiceService(db, config, audio);

  route(app, endpoints.getPracticeReview, async (request) => ({
    success: true,
    data: await practice.review(request.child),
  }));

  route(app, endpoints.completePracticeReview, async (request) => ({
    success: true,
    data: await practice.completeReview(request.child.id, request.body),
  }));
}

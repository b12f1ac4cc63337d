import { reviewEndpoints as endpoints } from '../../../domain/contract/review.ts';
import { storyReviewEndpoints } from '../../../domain/contract/storyReview.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../route.ts';
import { storyReviewService } from '../stories/index.ts';
import { reviewService } from './review.service.ts';

/**
 * The review queue (issue 28, ADR 022), part of the preview: its reads exist where the preview
 * does (config.contentPreview); recording a check, a write to the curriculum files, only on a
 * content-editing server (config.contentReviewWrites: never in production). Off, a path answers
 * 404 like any unknown path.
 */
export function reviewRoutes({ app, config, audio }: AppContext) {
  if (!config.contentPreview) return;
  const review = reviewService(config, audio);
  const stories = storyReviewService({
    curriculumDir: config.curriculumDir,
    writable: config.contentReviewWrites,
  });

  route(app, endpoints.getReviewQueue, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { queue, ...place } = request.query;
    return { success: true, data: review.queue(place, queue) };
  });

  route(app, endpoints.getReviewItem, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true, data: review.item(request.params) };
  });

  // The reading corner's stories (issue 30): the same queues and checks, one file per story.
  route(app, storyReviewEndpoints.getStoryReviewQueue, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true, data: stories.queue(request.query.language, request.query.queue) };
  });

  route(app, storyReviewEndpoints.getStoryReviewItem, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true, data: stories.item(request.params.language, request.params.key) };
  });

  if (!config.contentReviewWrites) return;
  route(app, storyReviewEndpoints.recordStoryCheck, async (request) => ({
    success: true,
    data: stories.record(request.params.language, request.params.key, request.body),
  }));
  route(app, endpoints.recordReviewCheck, async (request) => ({
    success: true,
    data: review.record(request.params, request.body),
  }));
}

import { previewEndpoints as endpoints } from '../../../domain/contract/preview.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../route.ts';
import { previewService } from './preview.service.ts';

/**
 * The content team's preview (issue 19): registered only when the configuration allows it
 * (config.contentPreview: outside production, or CONTENT_PREVIEW=1); otherwise its paths do
 * not exist and answer 404 like any other unknown path.
 */
export function previewRoutes({ app, config, audio }: AppContext) {
  if (!config.contentPreview) return;
  const preview = previewService(config, audio);

  // Always read afresh: an editor saves a file and looks again.
  route(app, endpoints.getPreviewCurriculum, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true, data: preview.curriculum() };
  });

  route(app, endpoints.getPreviewTopic, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true, ...preview.topic(request.params) };
  });
}

import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import { storiesEndpoints as endpoints, STORY_AUDIO_PREFIX } from '../../../domain/contract/stories.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { route } from '../../route.ts';
import { replyWithClip } from '../audio/index.ts';
import { storiesService } from './stories.service.ts';

/** The reading corner (issue 30): the stories a child reads, and their clips. */
export function storiesRoutes({ app, config }: AppContext) {
  const stories = storiesService({
    dir: `${config.curriculumDir}/stories`,
    minReview: config.contentMinReview,
  });

  route(app, endpoints.listStories, async (request) => ({
    success: true,
    data: stories.list(request.child),
  }));

  route(app, endpoints.getStory, async (request) => {
    const story = stories.get(request.params.key, request.child);
    if (!story) throw new AppError(404, ERROR_CODES.notFound, 'No such story.');
    return { success: true, data: story };
  });

  /** A story's clip: public and immutable, as every read-aloud clip (its name is its words). */
  app.get<{ Params: { file: string } }>(
    `${STORY_AUDIO_PREFIX}:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const id = request.params.file.endsWith('.opus') ? request.params.file.slice(0, -5) : '';
      return replyWithClip(request, reply, stories.clipFile(id), id);
    },
  );
}

import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import { storiesEndpoints as endpoints, STORY_AUDIO_PREFIX } from '../../../domain/contract/stories.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { route } from '../../route.ts';
import { replyWithClip } from '../audio/index.ts';
import { storyReadingsService } from './readings.service.ts';
import { storiesService } from './stories.service.ts';

/** The reading corner (issue 30): the stories a child reads, their clips, and a story finished. */
export function storiesRoutes({ app, config, db, profileOf }: AppContext) {
  const stories = storiesService({
    dir: `${config.curriculumDir}/stories`,
    minReview: config.contentMinReview,
  });
  const readings = storyReadingsService(db, config, stories);

  route(app, endpoints.listStories, async (request) => ({
    success: true,
    data: stories.list(request.child, await readings.readKeys(request.child.id)),
  }));

  route(app, endpoints.getStory, async (request) => {
    const { key } = request.params;
    const story = stories.get(key, request.child);
    if (!story) throw new AppError(404, ERROR_CODES.notFound, 'No such story.');
    return { success: true, data: { ...story, read: (await readings.readKeys(request.child.id)).has(key) } };
  });

  route(app, endpoints.completeStory, async (request) => ({
    success: true,
    data: await readings.complete(request.child, request.params.key, request.body),
    profile: await profileOf(request.child),
  }));

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

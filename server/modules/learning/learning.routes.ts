import { learningEndpoints as endpoints } from '../../../domain/contract/learning.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../route.ts';
import { learningService } from './learning.service.ts';
import { packService } from './pack.service.ts';
import { progressService } from './progress.service.ts';

/**
 * Learning (spec §7): subjects, units, a topic's activities, completing one, the progress lists;
 * and offline play (issue 17): a batch of completions made offline, a unit's download pack.
 */
export function learningRoutes({ app, db, config, catalogue, media, audio, profileOf }: AppContext) {
  const learning = learningService(db, config, catalogue, media, audio);
  const progress = progressService(db, catalogue, config);
  const packs = packService(db, config, catalogue, learning, audio);

  // Public and the same for every child of a class, board and medium: shared caches may keep it.
  route(app, endpoints.getSubjects, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { success: true, data: await learning.subjects(request.query) };
  });

  route(app, endpoints.getUnits, async (request) => ({
    success: true,
    ...(await learning.units(request.child, request.params.subject, request.query)),
  }));

  route(app, endpoints.getTopicActivities, async (request) => ({
    success: true,
    ...(await learning.topicActivities(request.child, request.params.topicId)),
  }));

  route(app, endpoints.getContinueLearning, async (request) => ({
    success: true,
    ...(await learning.continueLearning(request.child)),
  }));

  route(app, endpoints.completeActivity, async (request) => {
    const { result, holdings } = await progress.complete(request.child, request.body);
    return {
      success: true,
      message: 'Activity completed.',
      data: result,
      profile: await profileOf(request.child, holdings),
    };
  });

  route(app, endpoints.syncCompletions, async (request) => ({
    success: true,
    data: await progress.sync(request.child, request.body.events),
    profile: await profileOf(request.child),
  }));

  route(app, endpoints.getUnitPack, async (request) => ({
    success: true,
    data: await packs.unitPack(request.child, request.params.unitId),
  }));

  route(app, endpoints.getCompletedActivities, async (request) => ({
    success: true,
    data: await learning.completed(request.child.id),
  }));

  route(app, endpoints.getUnlockedUnits, async (request) => ({
    success: true,
    data: await learning.unlockedUnits(request.child.id),
  }));
}

import { configEndpoints as endpoints } from '../../../domain/contract/appConfig.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../route.ts';
import { buildAppConfig } from './appConfig.ts';

/** GET /v2/config: the app configuration (spec §7), public and cacheable for a few minutes. */
export function configRoutes({ app, config }: AppContext) {
  // Built once: it changes only with the environment, that is, with a restart.
  const body = { success: true as const, data: buildAppConfig(config) };
  route(app, endpoints.getAppConfig, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return body;
  });
}

import { appConfigResponseSchema } from '../../../src/contract/appConfig.ts';
import type { AppContext } from '../../context.ts';
import { buildAppConfig } from './appConfig.ts';

/** GET /v2/config: the app configuration (spec §7), public and cacheable for a few minutes. */
export async function configRoutes({ app, config }: AppContext) {
  const body = { success: true as const, data: buildAppConfig(config) };
  app.get(
    '/v2/config',
    { schema: { tags: ['config'], response: { 200: appConfigResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
}

import { type Health, healthEndpoints, UNAVAILABLE_STATUS } from '../../../domain/contract/health.ts';
import type { AppContext } from '../../context.ts';
import { pingDatabase } from './health.repository.ts';

/** GET /healthz: is this instance able to serve? Load balancers take it out on 503. */
export function healthRoutes({ app, db, counters, config }: AppContext) {
  const { checkHealth } = healthEndpoints;
  // Registered from its declaration, but not with `route(...)`: its 503 carries the health body
  // (which dependency is down), where `route` gives every error status the error format.
  app.route({
    method: checkHealth.method,
    url: checkHealth.path,
    schema: {
      operationId: checkHealth.name,
      summary: checkHealth.summary,
      description: checkHealth.description,
      tags: [checkHealth.tag],
      response: { [checkHealth.status]: checkHealth.response, [UNAVAILABLE_STATUS]: checkHealth.response },
    },
    handler: async (request, reply) => {
      const database = await pingDatabase(db)
        .then(() => 'ok' as const)
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'health check: database down');
          return 'down' as const;
        });
      const redis = !config.redisUrl
        ? ('unused' as const)
        : await counters
            .ping()
            .then(() => 'ok' as const)
            .catch(() => 'down' as const);
      const ok = database === 'ok' && redis !== 'down';
      const body: Health = { status: ok ? 'ok' : 'unavailable', database, redis };
      reply.header('cache-control', 'no-store');
      return reply.code(ok ? checkHealth.status : UNAVAILABLE_STATUS).send(body);
    },
  });
}

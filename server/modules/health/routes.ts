import { sql } from 'kysely';
import * as z from 'zod/mini';
import type { AppContext } from '../../context.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'down']),
  redis: z.enum(['ok', 'down', 'unused']),
});

/** GET /healthz: is this instance able to serve? Load balancers take it out on 503. */
export async function healthRoutes({ app, db, counters, config }: AppContext) {
  app.get(
    '/healthz',
    { schema: { tags: ['operations'], response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      const database = await sql`select 1`
        .execute(db.db)
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
      reply.header('cache-control', 'no-store');
      return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database, redis });
    },
  );
}

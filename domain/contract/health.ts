import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { operation } from './operations.ts';

/** GET /healthz: whether this instance can serve, and which of its dependencies answer. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'down']),
  /** 'unused' when no REDIS_URL is configured (one instance keeps its counters in memory). */
  redis: z.enum(['ok', 'down', 'unused']),
});
export type Health = z.infer<typeof healthSchema>;

/** The status /healthz answers with when a dependency is down, the same body telling which. */
export const UNAVAILABLE_STATUS = 503;

/** Operations: what load balancers and deploy scripts ask. */
export const healthEndpoints = {
  checkHealth: endpoint({
    ...operation('checkHealth'),
    auth: 'public',
    tag: 'health',
    summary: 'Whether this instance can serve: its database and, when configured, Redis answer',
    description:
      'Answers 503 with the same body when the database or a configured Redis does not answer: load balancers take the instance out. Never cached.',
    status: 200,
    response: healthSchema,
    errors: [],
  }),
};

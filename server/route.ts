import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { Endpoint, EndpointResult, Schema } from '../src/contract/endpoint.ts';
import { errorResponseSchema } from '../src/contract/errors.ts';
import type { App } from './context.ts';

type Parsed<E, K extends string> = E extends Record<K, infer S extends Schema> ? z.output<S> : undefined;

/** The request a handler of `E` gets: its params, query and body as the contract parsed them. */
export type RequestOf<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E, 'params'>;
  Querystring: Parsed<E, 'query'>;
  Body: Parsed<E, 'body'>;
}>;

export type Handler<E extends Endpoint> = (
  request: RequestOf<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E>>;

/**
 * Registers the route of an endpoint declared in src/contract: its path, its inputs checked
 * against the contract's schemas, its answer serialised by the contract's schema (nothing the
 * schema does not name leaves the server), its errors in the one format, and, for `auth:
 * 'student'`, the guard (modules/auth/guard.ts), and with `etag`, ETags and 304s (etag.ts).
 * Routes speak HTTP only: parse, call a service, answer.
 */
export function route<E extends Endpoint>(app: App, endpoint: E, handler: NoInfer<Handler<E>>) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    config: {
      ...(endpoint.auth === 'student' ? { auth: 'student' as const } : {}),
      ...(endpoint.examples ? { examples: endpoint.examples } : {}),
      ...(endpoint.etag ? { etag: true } : {}),
    },
    schema: {
      operationId: endpoint.name,
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      tags: [endpoint.tag],
      ...(endpoint.deprecated ? { deprecated: true } : {}),
      ...(endpoint.internal ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        [endpoint.status]: endpoint.response,
        ...Object.fromEntries(endpoint.errors.map((status) => [status, errorResponseSchema])),
      },
    },
    handler: async (request, reply) => {
      const result = await handler(request as unknown as RequestOf<E>, reply);
      return reply.code(endpoint.status).send(result);
    },
  });
}

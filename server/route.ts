import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { Endpoint, EndpointExamples, EndpointResult, Schema } from '../domain/contract/endpoint.ts';
import { errorResponseSchema } from '../domain/contract/errors.ts';
import { EXAMPLES } from '../domain/contract/examples.ts';
import type { App } from './context.ts';

/** What the OpenAPI document says of every endpoint that needs the parent proof (issue 32). */
const PARENT_PROOF_TEXT =
  "The parent's, not the child's: send the parent proof that passing the gate gives " +
  '(`POST /v1/auth/parent/gate/check`) in the `X-Parent-Proof` header, with the bearer token of the same ' +
  'session, within its ten minutes; without it, 403 `PARENT_PROOF_REQUIRED`, before the body is read.';

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
 * 'student'`, the guard (modules/auth/guard.ts; with `parent`, the parent proof too), and with `etag`, ETags and 304s (etag.ts).
 * Routes speak HTTP only: parse, call a service, answer.
 */
export function route<E extends Endpoint>(app: App, endpoint: E, handler: NoInfer<Handler<E>>) {
  const examples: EndpointExamples | undefined = EXAMPLES[endpoint.name as keyof typeof EXAMPLES];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    config: {
      ...(endpoint.auth === 'session' ? { auth: 'session' as const } : {}),
      ...(endpoint.auth === 'session' && endpoint.parent ? { parent: true as const } : {}),
      ...(examples ? { examples } : {}),
      ...(endpoint.etag ? { etag: true } : {}),
      ...(endpoint.changesReads ? { changesReads: endpoint.changesReads } : {}),
    },
    schema: {
      operationId: endpoint.name,
      summary: endpoint.summary,
      ...(endpoint.description || endpoint.parent
        ? {
            description: [endpoint.description, endpoint.parent ? PARENT_PROOF_TEXT : '']
              .filter(Boolean)
              .join(' '),
          }
        : {}),
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

import { STATUS_CODES } from 'node:http';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { EndpointExamples } from '../domain/contract/endpoint.ts';
import { errorResponseSchema } from '../domain/contract/errors.ts';
import { siteConfig } from '../domain/site.config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint's examples (its declaration), for the OpenAPI document only. */
    examples?: EndpointExamples;
  }
}

/**
 * The OpenAPI document (issue 20, ADR 016): everything in it comes from the endpoints'
 * declarations (src/contract) and from what every route can answer (errors.ts, the guard),
 * so nothing is written per endpoint here.
 */

// The one error format, once, in components.schemas; every error answer refers to it.
const registry = z.registry<{ id: string }>();
registry.add(errorResponseSchema, { id: 'ErrorResponse' });

const BEARER = 'bearerAuth';

/** Why each error status is answered, in the reference page's words. */
const ERROR_MEANING: Record<number, string> = {
  400: 'Invalid input (`VALIDATION_FAILED`, with `fields`), or a rule of this endpoint refused it.',
  401: 'No valid access token, or its session has ended (`UNAUTHORIZED`).',
  403: 'Not allowed for this child (a locked unit, an unconfirmed consent, another session).',
  404: 'What the request names does not exist (`NOT_FOUND`).',
  409: 'Already done (a check-in today, an unlocked unit, a registered phone).',
  413: 'The request body is over 64 KB, or the larger limit the description names (`PAYLOAD_TOO_LARGE`).',
  415: 'The request body is not JSON (`UNSUPPORTED_MEDIA_TYPE`).',
  429: 'Too many requests (`RATE_LIMITED`); the `Retry-After` header says when to try again.',
  500: 'Something failed on the server (`INTERNAL_ERROR`).',
  502: 'The payment provider did not answer.',
  503: 'The instance is restarting (`SERVICE_UNAVAILABLE`), or the SMS provider is down: retry.',
};

/**
 * Errors every route can answer whatever its declaration says: 400 (errors.ts refuses a NUL
 * character in any query, path or body, and Fastify a malformed address), 500, and 503 while
 * an instance drains; 413 and 415 wherever a body is read (Fastify reads one for every method but
 * GET and HEAD: a DELETE's body too, as a child's removal has); 401 from the guard.
 */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
function frameworkErrors(method: string, auth: boolean): number[] {
  const body = BODY_METHODS.has(method) ? [413, 415] : [];
  return [400, 500, 503, ...body, ...(auth ? [401] : [])];
}

const errorRef = { $ref: '#/components/schemas/ErrorResponse' };
const errorAnswer = (status: number) => ({
  description: ERROR_MEANING[status] ?? STATUS_CODES[status] ?? 'Error',
  content: { 'application/json': { schema: errorRef } },
});

const ETAG_HEADER = {
  type: 'string',
  description:
    'A hash of this answer: send it back as `If-None-Match` and an unchanged answer is a 304 with no body.',
};
const NOT_MODIFIED = {
  type: 'null',
  description:
    'Not Modified: the `If-None-Match` tag is this answer’s own; the copy the client holds is current.',
};

const zodTransform = createJsonSchemaTransform({ schemaRegistry: registry });

/** Per route: the security the guard applies, the errors it can give, its examples. */
const transform: FastifyDynamicSwaggerOptions['transform'] = (input) => {
  const { schema, url } = zodTransform(input);
  if (schema.hide) return { schema, url };
  const auth = input.route.config?.auth === 'session';
  const examples = input.route.config?.examples;
  const method = [input.route.method].flat()[0] ?? 'GET';
  const response = (schema.response ?? {}) as Record<string, Record<string, unknown>>;
  const declared = new Set(Object.keys(response).map(Number));
  for (const status of [...declared, ...frameworkErrors(method, auth)]) {
    // A declared status with its own body (the health check's 503) keeps it.
    if (status < 400 || (declared.has(status) && response[status]?.$ref !== errorRef.$ref)) continue;
    response[status] = errorAnswer(status);
  }
  // One example each: @fastify/swagger moves a schema's single `examples` entry to the media type.
  const success = Object.keys(response).find((status) => Number(status) < 300);
  const etag = input.route.config?.etag === true;
  if (success) {
    response[success] = {
      ...response[success],
      'x-response-description': STATUS_CODES[success],
      ...(examples?.response !== undefined ? { examples: [examples.response] } : {}),
      ...(etag ? { headers: { ETag: ETAG_HEADER } } : {}),
    };
  }
  // server/etag.ts: the answer to an If-None-Match naming the current tag ('null': no body).
  if (etag) response[304] = NOT_MODIFIED;
  const body = schema.body as Record<string, unknown> | undefined;
  return {
    url,
    schema: {
      ...schema,
      ...(body && examples?.body !== undefined ? { body: { ...body, examples: [examples.body] } } : {}),
      response,
      security: auth ? [{ [BEARER]: [] }] : [],
    },
  };
};

/** The error format's input twin is never used: errors are only answered, never sent. */
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: registry });
const transformObject: FastifyDynamicSwaggerOptions['transformObject'] = (document) => {
  const result = zodTransformObject(document);
  if ('components' in result) delete result.components?.schemas?.ErrorResponseInput;
  return result;
};

/** The document's `servers`: `/`, or the API's own origin for a copy read elsewhere. */
export function documentServers(serverUrl: string) {
  return [
    {
      url: serverUrl,
      description:
        serverUrl === '/'
          ? 'This API: the origin that served this document (single host, or the API on its own origin in scaled mode).'
          : 'The API on its own origin (scaled mode: the site was built with PUBLIC_API_URL).',
    },
  ];
}

/**
 * @fastify/swagger's options: the document's head, and the transforms above. `serverUrl` is
 * `/` for the served document, which is relative to where it is read: the API's own origin,
 * whether the API serves the site too (single host) or runs alone behind a load balancer
 * (scaled mode). The reference page built into the site (scripts/apiDocument.ts) is read on the
 * site's origin, so it takes PUBLIC_API_URL, as the pages do.
 */
export function swaggerOptions(serverUrl = '/'): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      servers: documentServers(serverUrl),
      info: {
        title: 'Kalike API',
        version: '1.0.0',
        description:
          'The API of Kalike, the learning app. Every error is `{ success: false, code, message }` (ErrorResponse).',
        license: { name: 'Proprietary', url: '/terms-conditions' },
        // The company's e-mail once it is configured (domain/site.config.ts), never a stand-in.
        contact: siteConfig.contact.email
          ? { name: 'Kalike', email: siteConfig.contact.email }
          : { name: 'Kalike' },
      },
      components: {
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token from login or sign-up (`accessToken`); it lasts 15 minutes.',
          },
        },
      },
    },
    transform,
    transformObject,
  };
}

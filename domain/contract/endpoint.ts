import type * as z from 'zod/mini';

/**
 * One object per endpoint (issue 14, ADR 013): method, path, who may call it, its inputs, its
 * answer and the errors it can give. The server registers its route from it
 * (server/route.ts), the one client calls it with types inferred from it
 * (src/client/http.ts `call`), and the OpenAPI document is generated from the same schemas, so
 * no path string and no answer type is written twice.
 */
export type Schema = z.ZodMiniType;

export interface Endpoint {
  /** Stable name of the operation (the OpenAPI operationId): `completeActivity`. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As the router writes it: `/v1/auth/subjects/:subject/units`. */
  path: string;
  /** 'student': a signed-in child's bearer access token (spec §6); 'public': anyone. */
  auth: 'session' | 'public';
  /**
   * The parent's, not the child's (issue 32, ADR 021): besides the access token, a fresh parent
   * proof in `X-Parent-Proof` (the parent gate's pass, checked by the server), or 403
   * `PARENT_PROOF_REQUIRED`. Only with `auth: 'session'`.
   */
  parent?: true;
  /** One line, and what a client's developer needs to know beyond it. */
  summary: string;
  description: string;
  /** The feature it belongs to: the server module, the client file and the island folder. */
  tag: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The status of a successful answer. */
  status: 200 | 201;
  response: Schema;
  /** The statuses of its errors, each `{ success: false, code, message }` (errors.ts). */
  errors: readonly number[];
  /** Still answered, but replaced: see README "API" for how long deprecated operations stay. */
  deprecated?: boolean;
  /**
   * A read the client asks for again and again (the learning screens): answered with an `ETag`
   * of its body and `304 Not Modified` when the request's `If-None-Match` names it
   * (server/etag.ts); signed-in ones with `Cache-Control: private, no-cache`.
   */
  etag?: boolean;
  /**
   * A write outside any session that may change what any child reads (the payment webhook opens
   * a plan): the answers kept per child are all forgotten after it (server/answerMemo.ts). A
   * signed-in child's writes need not say so: every one moves its family's reads version.
   */
  changesReads?: 'everyone';
  /**
   * A tool of the content team, not of the app (the preview, modules/preview): off in production
   * unless switched on, and kept out of the OpenAPI document and its generated types.
   */
  internal?: boolean;
  /** The largest request body in bytes, when it is not the API's 64 KB. */
  bodyLimit?: number;
}

/** What the OpenAPI document shows as the endpoint's example request body and answer. */
export interface EndpointExamples {
  body?: unknown;
  response?: unknown;
}

/**
 * Declares an endpoint, keeping its exact types. Marked free of side effects so that a bundle
 * importing a schema from a contract file drops the declarations it never reads (the client
 * calls by name through `OPERATIONS`): descriptions are for the OpenAPI document, not for a phone.
 */
export const endpoint = /* @__NO_SIDE_EFFECTS__ */ <const E extends Endpoint>(definition: E): E => definition;

type Field<E, K extends 'params' | 'query' | 'body'> =
  E extends Record<K, infer S extends Schema> ? { [P in K]: z.input<S> } : { [P in K]?: never };

/** What a caller sends: the endpoint's params, query and body, each only where it has one. */
export type EndpointInput<E extends Endpoint> = Field<E, 'params'> & Field<E, 'query'> & Field<E, 'body'>;
/** What a successful call answers. */
export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;
/** What the server's handler returns (before serialisation). */
export type EndpointResult<E extends Endpoint> = z.input<E['response']>;

/** The path with its `:name` parameters filled in, each encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

import type { authEndpoints } from '../../domain/contract/auth.ts';
import {
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  fillPath,
} from '../../domain/contract/endpoint.ts';
import type { ErrorResponse } from '../../domain/contract/errors.ts';
import { OPERATIONS, type OperationName } from '../../domain/contract/operations.ts';
import { PARENT_PROOF_HEADER, PARENT_PROOF_REQUIRED } from '../../domain/contract/parentProof.ts';
import { $accessToken, $refreshToken, saveTokens, signOut } from '../stores/session.ts';
import { heldParentProof, parentProofRefused } from './parentProof.ts';

/**
 * The one HTTP client of the islands (ARCHITECTURE.md, "Client HTTP"). Same origin by
 * default; a site built for a CDN points PUBLIC_API_URL at the API host. It sends the bearer
 * token, and on a 401 makes one refresh that every waiting call shares, then retries once
 * (spec §4). When there is no refresh token or the refresh is refused, the session is cleared
 * and the page goes to /login. Every failure becomes an `ApiError` with the API's `code`, or
 * `NETWORK` when no answer came.
 */
export const API_BASE_URL: string = import.meta.env.PUBLIC_API_URL ?? '';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** A 429's Retry-After in seconds (0 when absent): the screens say when to try again. */
  readonly retryAfterSeconds: number;
  constructor(status: number, body: Partial<ErrorResponse>, retryAfterSeconds = 0) {
    super(body.message ?? `Request failed with status ${status}`);
    this.status = status;
    this.code = body.code ?? (status === 0 ? 'NETWORK' : 'UNKNOWN');
    this.fields = body.fields ?? {};
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** What a request carries besides its path: all the client ever sends (JSON in, JSON out). */
export interface RequestOptions {
  method?: string;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Headers;
}

/** An answer other than 2xx, or none at all (status 0): the raw form before it is an ApiError. */
class HttpFailure {
  readonly status: number;
  readonly data: Partial<ErrorResponse>;
  readonly headers: Headers | null;
  constructor(status: number, data: Partial<ErrorResponse>, headers: Headers | null) {
    this.status = status;
    this.data = data;
    this.headers = headers;
  }
}

/** A body's JSON, its text when it is not JSON, or undefined when empty (a 204). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One request with the browser's own fetch (ADR 034: ofetch, with ufo and destr, was 3.5 KB gzip
 * on every page for what these lines do). A slow network ends at 20 s as no answer (`NETWORK`).
 */
async function raw<T>(
  path: string,
  { method = 'GET', query, body, headers }: RequestOptions = {},
): Promise<T> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.append(key, String(value));
  const url = `${/^https?:/.test(path) ? '' : API_BASE_URL}${path}${search.size ? `?${search}` : ''}`;
  const sent = new Headers(headers);
  sent.set('accept', 'application/json');
  if (body !== undefined) sent.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: sent,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    throw new HttpFailure(0, {}, null);
  }
  const data = await readBody(response).catch(() => undefined);
  if (!response.ok)
    throw new HttpFailure(response.status, (data ?? {}) as Partial<ErrorResponse>, response.headers);
  return data as T;
}

const refused = (error: unknown, status: number) => error instanceof HttpFailure && error.status === status;

function toApiError(error: unknown): unknown {
  if (error instanceof HttpFailure) {
    // The parent's endpoint refused the proof (run out, another session): the gate shows again.
    if (error.status === 403 && error.data.code === PARENT_PROOF_REQUIRED) parentProofRefused();
    const retryAfter = Number(error.headers?.get('retry-after'));
    return new ApiError(
      error.status,
      error.data && typeof error.data === 'object' ? error.data : {},
      Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : 0,
    );
  }
  return error;
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s wait for the same one. True when new tokens came. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = $refreshToken.get();
    if (!refreshToken) return false;
    try {
      // Straight to the API, not through `call`: a 401 here means the refresh itself was refused.
      type Refresh = typeof authEndpoints.refreshSession;
      const { method, path } = OPERATIONS.refreshSession;
      const body: EndpointInput<Refresh>['body'] = { refreshToken };
      const response: EndpointOutput<Refresh> = await raw(path, { method, body });
      saveTokens(response.data);
      return true;
    } catch (error) {
      // Only a refused refresh ends the session; a network failure leaves it for the next try.
      if (refused(error, 401)) return false;
      throw toApiError(error);
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Where a signed-out user is sent: the login page in the page's language. */
function goToLogin() {
  signOut();
  if (typeof location === 'undefined') return;
  const kannada = /^\/kn(\/|$)/.test(location.pathname);
  location.assign(kannada ? '/kn/login' : '/login');
}

function withToken(options: RequestOptions): RequestOptions {
  const token = $accessToken.get();
  if (!token) return options;
  const headers = new Headers(options.headers);
  headers.set('authorization', `Bearer ${token}`);
  // The parent gate's proof, while this tab holds one (parentProof.ts).
  const proof = heldParentProof();
  if (proof) headers.set(PARENT_PROOF_HEADER, proof);
  return { ...options, headers };
}

/**
 * A call with the session's token. On a 401 it refreshes (one refresh shared by every waiting call)
 * and asks again; a second 401 gets one more refresh and a last try, because a token can run out
 * while a slow request is on its way (the busy run of 6 December: a units page waited for ever
 * after its retry came back 401 with a token that had lived its life in flight). A third 401 means
 * the server refuses even fresh tokens: the session is over and the page goes to the login. So a
 * 401 that reaches a screen always comes with the page leaving, and nothing loops.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let tries = 0;
  for (;;) {
    try {
      return await raw<T>(path, withToken(options));
    } catch (error) {
      if (!refused(error, 401) || !$accessToken.get()) throw toApiError(error);
      tries += 1;
      if (tries > 2 || !(await refreshSession())) {
        goToLogin();
        throw toApiError(error);
      }
    }
  }
}

/**
 * Calls an endpoint of the contract (domain/contract/endpoint.ts) by its name, with its declaration
 * as the type: `call<typeof walletEndpoints.checkIn>('checkIn')`. Its path and method come from
 * the route table, its params, query and body are checked against the declaration by the type
 * system, and the answer has the type of its response schema. Every call goes through `api`, so the token
 * refresh applies.
 */
export function call<E extends Endpoint>(
  name: E['name'] & OperationName,
  ...[input]: object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>]
): Promise<EndpointOutput<E>> {
  // The declaration is imported as a type only (its schemas stay on the server); its method and
  // path come from the schema-free route table under the same name.
  const endpoint = OPERATIONS[name];
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: Record<string, unknown>;
  };
  return api<EndpointOutput<E>>(fillPath(endpoint.path, params), {
    method: endpoint.method,
    ...(query ? { query } : {}),
    ...(body ? { body } : {}),
  });
}

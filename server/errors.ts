import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorResponse } from '../domain/contract/errors.ts';

/** An error a handler throws on purpose: it reaches the client as `{ success: false, code, message }`. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly headers: Record<string, string>;
  /** Field → issue code, for errors about one field of the input (as validation errors have). */
  readonly fields: Record<string, string> | undefined;
  constructor(
    statusCode: number,
    code: string,
    message: string,
    extra: { headers?: Record<string, string>; fields?: Record<string, string> } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.headers = extra.headers ?? {};
    this.fields = extra.fields;
  }
}

// Fastify's own client errors, by their code, as ours.
const FASTIFY_CODES: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: ERROR_CODES.payloadTooLarge,
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ERROR_CODES.unsupportedMediaType,
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: ERROR_CODES.validation,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ERROR_CODES.validation, message: 'The request body is empty.' },
};

function send(reply: FastifyReply, status: number, body: ErrorResponse) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The first path inside a parsed value whose string (or key) holds a NUL character, or null.
 * Issue 13: the recursive version overflowed the stack on a body nested ~8,000 deep and answered
 * 500. JSON bodies are now bounded in depth before parsing (jsonBody.ts), but this walk keeps its
 * own stack anyway, so no input can overflow it. Same order as a depth-first recursion: a key,
 * then everything under it, then the next key.
 */
function nulPath(root: unknown): string | null {
  type Step = { value: unknown; path: string } | { key: string; value: unknown; path: string };
  const stack: Step[] = [{ value: root, path: '' }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    if ('key' in step && step.key.includes('\u0000')) return step.path;
    const { value, path } = step;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || '(root)';
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i] as [string, unknown];
        stack.push({ key, value: inner, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

/** Installs the one error format for every error and every unknown route. */
export function registerErrorHandling(app: FastifyInstance) {
  // While the server drains (a deploy, a restart), new requests get a 503 the load balancer
  // retries elsewhere, in the one format; Fastify's built-in answer is `{"error":…}`.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks, not async ones: these run on every request (issue 31; a throw is Fastify's error).
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    throw new AppError(
      503,
      ERROR_CODES.unavailable,
      'The server is restarting. Please try again in a moment.',
    );
  });
  // No text anyone types holds a NUL character, and PostgreSQL cannot store one: refuse it as
  // invalid input everywhere, before any route sees it (the fuzz test found the 500 it caused).
  app.addHook('preValidation', (request, _reply, done) => {
    const field = nulPath(request.body) ?? nulPath(request.query) ?? nulPath(request.params);
    if (field)
      throw new AppError(400, ERROR_CODES.validation, `Please check these fields: ${field}.`, {
        fields: { [field]: 'invalid' },
      });
    done();
  });
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(reply, error.statusCode, {
        success: false,
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(root)';
        // The contract's checks carry issue codes as messages; anything else is a type error.
        fields[field] ??= /^[a-zA-Z]+$/.test(issue.message ?? '') ? (issue.message as string) : 'invalid';
        if (issue.keyword === 'unrecognized_keys') {
          for (const key of (issue.params as { keys?: string[] }).keys ?? []) fields[key] = 'unknown';
          delete fields['(root)'];
        }
      }
      return send(reply, 400, {
        success: false,
        code: ERROR_CODES.validation,
        message: `Please check these fields: ${Object.keys(fields).join(', ')}.`,
        fields,
      });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return send(reply, error.statusCode ?? 400, { success: false, ...known });
    if (isResponseSerializationError(error) || !error.statusCode || error.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, {
        success: false,
        code: ERROR_CODES.internal,
        message: 'Something went wrong on our side. Please try again.',
      });
    }
    return send(reply, error.statusCode, {
      success: false,
      code: error.statusCode === 429 ? ERROR_CODES.rateLimited : ERROR_CODES.validation,
      message: error.message,
    });
  });
}

export function notFoundBody(url: string): ErrorResponse {
  return { success: false, code: ERROR_CODES.notFound, message: `No such endpoint: ${url.split('?')[0]}` };
}

/** Fastify's own early failures (a malformed URL, a bad content-type header) in the one format. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, status, {
    success: false,
    code: ERROR_CODES.validation,
    message: error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : error.message,
  });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them, in the one format. Issue 13: "an
 * over-long query/URL/headers answers 431 with Node's {"error":"Request Header Fields Too
 * Large",…}", written by Fastify's default handler. This one (Fastify's `clientErrorHandler`
 * option) writes `{ success: false, code, message }` instead, with the same statuses: 431 for
 * headers (the URL included) over Node's limit, 408 for a request that took too long to arrive,
 * 400 for anything else the parser cannot read. The connection is closed after it: the parser's
 * state is lost, nothing more can be read from it.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody to answer (as Fastify's default handler does).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, string, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, ERROR_CODES.headersTooLarge, 'The request headers or address are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, ERROR_CODES.requestTimeout, 'The request took too long to arrive.']
        : [400, ERROR_CODES.validation, 'The request is not valid HTTP.'];
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ success: false, code, message } satisfies ErrorResponse);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

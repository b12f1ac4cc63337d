import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorResponse } from '../src/contract/errors.ts';

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

/** Installs the one error format for every error and every unknown route. */
/** The first path inside a parsed value whose string holds a NUL character, or null. */
function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(root)' : null;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
      const found = nulPath(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance) {
  // No text anyone types holds a NUL character, and PostgreSQL cannot store one: refuse it as
  // invalid input everywhere, before any route sees it (the fuzz test found the 500 it caused).
  app.addHook('preValidation', async (request) => {
    const field = nulPath(request.body) ?? nulPath(request.query) ?? nulPath(request.params);
    if (field)
      throw new AppError(400, ERROR_CODES.validation, `Please check these fields: ${field}.`, {
        fields: { [field]: 'invalid' },
      });
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

import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../domain/contract/errors.ts';
import { AppError } from './errors.ts';

/**
 * The deepest nesting of arrays and objects a JSON request body may have. The bodies of the
 * contract (domain/contract/*.ts) are flat objects but one, `{ answers: [ … ] }` of a completed
 * activity, two levels deep; 32 leaves room for any honest client.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read from the raw text in one
 * pass without recursion (brackets inside strings, escaped quotes included, do not count).
 * Text that is not JSON is for the parser to refuse; this only bounds the depth.
 */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const char = text.charCodeAt(i);
    if (char === QUOTE) {
      // Skip the string: a backslash escapes the next character, whatever it is.
      for (i++; i < length; i++) {
        const inner = text.charCodeAt(i);
        if (inner === BACKSLASH) i++;
        else if (inner === QUOTE) break;
      }
    } else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/**
 * Issue 13: "a 20 KB body of arrays nested 10,000 deep answers 500" — the recursive code after
 * parsing (our NUL check, zod) overflowed the stack. Every JSON body is now measured before it
 * is parsed, and one nested deeper than MAX_JSON_DEPTH is refused as invalid input, on every
 * endpoint. Parsing itself stays Fastify's own (secure-json-parse, refusing `__proto__` and
 * `constructor.prototype` keys), so empty and malformed bodies keep their error codes.
 *
 * The parser replaces the default one under a RegExp matching the same media type
 * (`application/json`, with or without parameters) rather than under the string: Fastify lets
 * an encapsulated scope add a string `application/json` parser only while the inherited one is
 * the default, and the payment webhook (modules/plans/webhook.routes.ts) adds its own to keep the
 * raw bytes its signature covers. A scope's string parser is looked up before any RegExp one, so
 * the webhook keeps receiving its Buffer.
 *
 * JSON is the only body the API reads (issue 27): Fastify's other default parser, `text/plain`,
 * is removed, so JSON sent as text, like a form or a body without a content type, answers 415
 * `UNSUPPORTED_MEDIA_TYPE` as the OpenAPI document says, not 400 after zod met a string.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(/^application\/json(?:;|$)/, { parseAs: 'string' }, (request, body, done) => {
    if (nestedDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new AppError(400, ERROR_CODES.validation, 'The request body is nested too deeply.'), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}

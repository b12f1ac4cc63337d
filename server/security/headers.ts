import type { FastifyInstance } from 'fastify';
import { API_CSP, COMMON_HEADERS } from './policy.ts';

/**
 * Adds the common security headers to every answer, and the API's CSP to anything that is not
 * a page (the site's static handler sets the pages' own CSP).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  // A callback hook: it runs on every answer, and an async one costs a wait each time (issue 31).
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(COMMON_HEADERS);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CSP);
    done(null, payload);
  });
}

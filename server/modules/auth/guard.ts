import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_ERRORS } from '../../../domain/contract/auth.ts';
import { GATE_ERRORS, PARENT_PROOF_HEADER } from '../../../domain/contract/parentGate.ts';
import { AppError } from '../../errors.ts';
import type { Child } from './child.ts';
import type { SessionCache } from './sessionCache.ts';
import { PARENT_PROOF_AUDIENCE, type TokenService } from './tokens.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'student': the route needs a valid access token (spec §6: a bearer token on every authenticated request). */
    auth?: 'session';
    /** The parent's (issue 32): a fresh parent proof of the same session too, or 403. */
    parent?: true;
  }
  interface FastifyRequest {
    /** The signed-in student of a protected route, loaded once by the guard. */
    child: Child;
    /** `student.id`. */
    childId: string;
    /** The session (refresh family) the access token belongs to: switching a child changes it. */
    sessionId: string;
  }
  interface FastifyInstance {
    /** Every route that needs a signed-in student, as registered (tests enumerate it). */
    protectedRoutes: { method: string; url: string }[];
    /** The protected routes that need the parent proof as well (tests walk them). */
    parentRoutes: { method: string; url: string }[];
    /** The guard's remembered sessions (sessionCache.ts): tests that write rows directly forget them. */
    sessions: Pick<SessionCache, 'forgetAll'>;
  }
}

/**
 * One check for every protected route: routes say `config: { auth: 'session' }`, this hook
 * verifies the bearer token before anything else runs, and keeps the list of such routes. Routes
 * that also say `parent: true` need the parent proof of the same session (`X-Parent-Proof`).
 */
export function registerAuthGuard(
  app: FastifyInstance,
  tokens: TokenService,
  /**
   * The student of a session that is still open (not logged out, not revoked for a reused
   * refresh token, its account not deleted), or undefined. Access tokens of an ended session
   * stop at once. One query finds both.
   */
  sessionChild: (parentId: string, childId: string, sessionId: string) => Promise<Child | undefined>,
) {
  app.decorate('protectedRoutes', []);
  app.decorate('parentRoutes', []);
  app.decorateRequest('childId', '');
  app.decorateRequest('sessionId', '');
  app.decorateRequest('child', null as unknown as Child);
  app.addHook('onRoute', (route) => {
    if (route.config?.auth !== 'session') return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.protectedRoutes.push({ method, url: route.url });
      if (route.config.parent) app.parentRoutes.push({ method, url: route.url });
    }
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.routeOptions.config?.auth !== 'session') return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([\w-]+\.[\w-]*\.[\w-]*)$/i.exec(header);
    if (!match?.[1]) throw new AppError(401, AUTH_ERRORS.unauthorized, 'Please log in to continue.');
    const { parentId, childId, sessionId } = await tokens.verifyAccess(match[1]);
    const child = await sessionChild(parentId, childId, sessionId);
    if (!child)
      throw new AppError(401, AUTH_ERRORS.unauthorized, 'This session has ended. Please log in again.');
    request.child = child;
    request.childId = childId;
    request.sessionId = sessionId;
    if (!request.routeOptions.config.parent) return;
    // The parent's: the access token is the child's too (they play on it); the proof is what
    // passing the gate gave this session, checked before the body is read.
    const proof = request.headers[PARENT_PROOF_HEADER];
    const valid =
      typeof proof === 'string' &&
      (await tokens.verifyForSession(PARENT_PROOF_AUDIENCE, proof, { parentId, sessionId }));
    if (!valid)
      throw new AppError(
        403,
        GATE_ERRORS.proofRequired,
        'This is for the parent. Please open the parent area again.',
      );
  });
}

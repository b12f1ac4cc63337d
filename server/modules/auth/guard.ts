import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
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
  tokens: Pick<TokenService, 'verifyAccess' | 'verifiedAccess' | 'verifyForSession'>,
  /**
   * The student of a session that is still open (not logged out, not revoked for a reused
   * refresh token, its account not deleted): `known` from memory when it can be trusted,
   * `child` otherwise (sessionCache.ts). Access tokens of an ended session stop at once.
   */
  sessions: Pick<SessionCache, 'child' | 'known'>,
) {
  app.decorate('protectedRoutes', []);
  app.decorate('parentRoutes', []);
  app.decorateRequest('childId', '');
  app.decorateRequest('sessionId', '');
  app.decorateRequest('child', null as unknown as Child);
  const admit = (request: FastifyRequest, child: Child, claims: { childId: string; sessionId: string }) => {
    request.child = child;
    request.childId = claims.childId;
    request.sessionId = claims.sessionId;
  };

  /** The path that waits: a token not verified before, a session not in memory, the parent's proof. */
  async function check(request: FastifyRequest, token: string, parent: boolean) {
    const { parentId, childId, sessionId } = await tokens.verifyAccess(token);
    const child = await sessions.child(parentId, childId, sessionId);
    if (!child)
      throw new AppError(401, AUTH_ERRORS.unauthorized, 'This session has ended. Please log in again.');
    admit(request, child, { childId, sessionId });
    if (!parent) return;
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
  }

  /**
   * The guard of a session's route. A callback hook, not an async one (issue 31): a child's token
   * and session already known (nearly every request of a session) are admitted without a wait,
   * which an async hook costs on every request (a bare Fastify lost 21 % of its answers a second
   * to nine empty async hooks, 9 % to nine callback ones: docs/quality.md). A throw here is
   * Fastify's error. The parent's routes always take the path that checks the proof.
   */
  const guard =
    (parent: boolean): onRequestHookHandler =>
    (request, _reply, done) => {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer ([\w-]+\.[\w-]*\.[\w-]*)$/i.exec(header);
      if (!match?.[1]) throw new AppError(401, AUTH_ERRORS.unauthorized, 'Please log in to continue.');
      const claims = parent ? undefined : tokens.verifiedAccess(match[1]);
      const child = claims && sessions.known(claims.parentId, claims.childId, claims.sessionId);
      if (claims && child) {
        admit(request, child, claims);
        return done();
      }
      check(request, match[1], parent).then(() => done(), done);
    };

  // Each session's route gets the guard as its own first hook, with what it needs known when it
  // is registered: the other routes never run it, and it never asks which route it is on. A
  // session's route registered before this hook would get no guard: app.ts registers accounts
  // first among the features with such routes, and server/openapi.test.ts fails on any route
  // the OpenAPI document gives the bearer scheme (from its `auth`) that this hook did not see.
  app.addHook('onRoute', (route) => {
    if (route.config?.auth !== 'session') return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.protectedRoutes.push({ method, url: route.url });
      if (route.config.parent) app.parentRoutes.push({ method, url: route.url });
    }
    route.onRequest = [guard(route.config.parent === true), ...[route.onRequest ?? []].flat()];
  });
}

import { childrenEndpoints as endpoints } from '../../../domain/contract/children.ts';
import { route } from '../../route.ts';
import type { AuthContext } from '../auth/index.ts';
import { passwordBudget } from '../auth/index.ts';
import { childrenService } from './children.service.ts';

/** A parent's children: list, add, edit, remove, switch, and one child's data (ADR 018). */
export async function childrenRoutes({
  app,
  db,
  tokens,
  otp,
  policyVersion,
  counters,
  sessions,
}: AuthContext) {
  const children = childrenService(db, tokens, otp, policyVersion, passwordBudget(counters), sessions);

  route(app, endpoints.listChildren, async (request) => ({
    success: true,
    data: await children.list(request.child),
  }));

  route(app, endpoints.addChild, async (request, reply) => {
    reply.code(201);
    return { success: true, data: await children.add(request.child, request.body, request.sessionId) };
  });

  route(app, endpoints.updateChild, async (request) => ({
    success: true,
    data: await children.update(request.child, request.params.childId, request.body),
  }));

  route(app, endpoints.removeChild, async (request) => {
    await children.remove(request.child, request.params.childId, request.body.password);
    return { success: true };
  });

  route(app, endpoints.switchChild, async (request) => ({
    success: true,
    ...(await children.switchTo(request.child, request.sessionId, request.params.childId)),
  }));

  route(app, endpoints.exportChildData, async (request, reply) => {
    reply
      .header('content-disposition', 'attachment; filename="kalike-child-data.json"')
      .header('cache-control', 'no-store');
    return children.exportChild(request.child, request.params.childId);
  });
}

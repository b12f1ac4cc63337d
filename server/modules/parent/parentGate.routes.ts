import { parentGateEndpoints as endpoints } from '../../../domain/contract/parentGate.ts';
import { route } from '../../route.ts';
import type { AuthContext } from '../auth/index.ts';
import { passwordBudget } from '../auth/index.ts';
import { gateLimit, parentGateService } from './parentGate.service.ts';

/** The parent gate (issue 18): how the parent area opens, chosen by the parent, and its check. */
export function parentGateRoutes({ app, db, counters, config, tokens }: AuthContext) {
  const gate = parentGateService(
    db.db,
    counters,
    gateLimit(config.auth.parentGate),
    passwordBudget(counters),
    tokens,
  );

  route(app, endpoints.getParentGate, async (request) => ({
    success: true,
    data: await gate.method(request.child),
  }));

  route(app, endpoints.setParentGate, async (request) => ({
    success: true,
    data: await gate.change(request.child, request.body),
  }));

  route(app, endpoints.getParentGateQuestion, async (request) => ({
    success: true,
    data: await gate.question(request.child, request.sessionId),
  }));

  route(app, endpoints.checkParentGate, async (request) => ({
    success: true,
    data: await gate.check(request.child, request.sessionId, request.body),
  }));
}

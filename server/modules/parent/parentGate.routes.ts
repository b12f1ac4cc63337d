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

  route(app, endpoints.get, async (request) => ({
    success: true,
    data: await gate.method(request.student),
  }));

  route(app, endpoints.update, async (request) => ({
    success: true,
    data: await gate.change(request.student, request.body),
  }));

  route(app, endpoints.question, async (request) => ({
    success: true,
    data: await gate.question(request.student, request.sessionId),
  }));

  route(app, endpoints.check, async (request) => ({
    success: true,
    data: await gate.check(request.student, request.sessionId, request.body),
  }));
}

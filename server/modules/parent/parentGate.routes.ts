import { parentGateEndpoints as endpoints } from '../../../src/contract/parentGate.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../route.ts';
import { passwordBudget } from '../auth/passwordBudget.ts';
import { gateLimit, parentGateService } from './parentGate.service.ts';

/** The parent gate (issue 18): how the parent area opens, chosen by the parent, and its check. */
export function parentGateRoutes({ app, db, counters, config }: AppContext) {
  const gate = parentGateService(
    db.db,
    counters,
    gateLimit(config.auth.parentGate),
    passwordBudget(counters),
  );

  route(app, endpoints.get, async (request) => ({
    success: true,
    data: await gate.method(request.student),
  }));

  route(app, endpoints.update, async (request) => ({
    success: true,
    data: await gate.change(request.student, request.body),
  }));

  route(app, endpoints.check, async (request) => {
    await gate.check(request.student, request.body);
    return { success: true, message: 'The parent area is open.' };
  });
}

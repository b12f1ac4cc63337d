import { reportEndpoints as endpoints } from '../../../domain/contract/reports.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../route.ts';
import { reportsService } from './reports.service.ts';

/**
 * The weekly report per child, for the parent (issue 18): a child's week, and the parent's
 * choice of an SMS each Monday and its language. The parent is the signed-in one: the active
 * child's `parent_id` (ADR 018).
 */
export function reportsRoutes({ app, db, catalogue }: AppContext) {
  const reports = reportsService(db, catalogue);

  route(app, endpoints.getChildWeeklyReport, async (request) => ({
    success: true,
    data: await reports.childReport(request.child.parentId, request.params.childId, request.query),
  }));

  route(app, endpoints.getReportSettings, async (request) => ({
    success: true,
    data: await reports.settings(request.child.parentId, request.child),
  }));

  route(app, endpoints.updateReportSettings, async (request) => ({
    success: true,
    data: await reports.updateSettings(request.child.parentId, request.body),
  }));
}

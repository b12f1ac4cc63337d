import { streakEndpoints as endpoints } from '../../../domain/contract/streak.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../route.ts';
import { streakService } from './streak.service.ts';

/** The streak of the child's bar (issue 15). */
export function streakRoutes({ app, db, config }: AppContext) {
  const streaks = streakService(db, config);

  route(app, endpoints.getStreak, async (request) => {
    const { days, activeToday, checkedInToday, best } = await streaks.streak(request.child.id);
    return { success: true, data: { days, activeToday, checkedInToday, best } };
  });
}

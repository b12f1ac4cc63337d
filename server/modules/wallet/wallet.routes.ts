import { walletEndpoints as endpoints } from '../../../domain/contract/wallet.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../route.ts';
import { walletService } from './wallet.service.ts';

/** The wallet's routes: check-in, unlocking a unit with coins, the coin history. */
export function walletRoutes({ app, db, config, profileOf }: AppContext) {
  const wallet = walletService(db, config);

  route(app, endpoints.checkInStatus, async (request) => ({
    success: true,
    data: await wallet.checkInStatus(request.student.id),
  }));

  route(app, endpoints.checkIn, async (request) => {
    const data = await wallet.checkIn(request.student.id);
    return {
      success: true,
      message: `${data.coins} coins received`,
      data,
      profile: await profileOf(request.student),
    };
  });

  route(app, endpoints.unlockUnit, async (request) => ({
    success: true,
    message: 'Unit unlocked.',
    data: await wallet.unlockUnit(request.student, request.body.unitId),
    profile: await profileOf(request.student),
  }));

  route(app, endpoints.coinHistory, async (request) => {
    const { lines, nextCursor } = await wallet.coinHistory(request.student.id, request.query);
    return { success: true, data: lines, nextCursor };
  });
}

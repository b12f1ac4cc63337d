import { walletEndpoints as endpoints } from '../../../domain/contract/wallet.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../route.ts';
import { walletService } from './wallet.service.ts';

/** The wallet's routes: check-in, unlocking a unit with coins, the coin history. */
export function walletRoutes({ app, db, config, profileOf }: AppContext) {
  const wallet = walletService(db, config);

  route(app, endpoints.getCheckIn, async (request) => ({
    success: true,
    data: await wallet.checkInStatus(request.child.id),
  }));

  route(app, endpoints.checkIn, async (request) => {
    const data = await wallet.checkIn(request.child.id);
    return {
      success: true,
      message: `${data.coins} coins received`,
      data,
      profile: await profileOf(request.child),
    };
  });

  route(app, endpoints.unlockUnit, async (request) => ({
    success: true,
    message: 'Unit unlocked.',
    data: await wallet.unlockUnit(request.child, request.body.unitId),
    profile: await profileOf(request.child),
  }));

  route(app, endpoints.getCoinHistory, async (request) => {
    const { lines, nextCursor } = await wallet.coinHistory(request.child.id, request.query);
    return { success: true, data: lines, nextCursor };
  });
}

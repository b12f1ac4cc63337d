import { settingsEndpoints as endpoints } from '../../../domain/contract/settings.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../route.ts';
import { settingsService } from './settings.service.ts';

/** The child's play settings (sounds, timers, reading aloud), kept per child on the server. */
export function settingsRoutes({ app, db }: AppContext) {
  const settings = settingsService(db);

  route(app, endpoints.getPlaySettings, async (request) => ({
    success: true,
    data: await settings.get(request.child),
  }));

  route(app, endpoints.updatePlaySettings, async (request) => ({
    success: true,
    data: await settings.update(request.child, request.body),
  }));
}

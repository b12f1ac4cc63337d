import { authEndpoints as endpoints } from '../../../domain/contract/auth.ts';
import { route } from '../../route.ts';
import type { AuthContext } from './auth.context.ts';
import { profileService } from './profile.service.ts';
import { SCHOOLS } from './schools.ts';

/** GET/PUT /v1/auth/profile (spec §7) and the school list offered at sign-up. */
export async function profileRoutes({ app, db, sessions }: AuthContext) {
  const profiles = profileService(db, sessions);

  route(app, endpoints.getProfile, async (request) => ({
    success: true,
    profile: await profiles.profile(request.child),
  }));

  route(app, endpoints.updateProfile, async (request) => ({
    success: true,
    profile: await profiles.update(request.child, request.body),
  }));

  route(app, endpoints.listSchools, async (_request, reply) => {
    // The same list for everyone, changed only with a release.
    reply.header('cache-control', 'public, max-age=86400');
    return { success: true, data: SCHOOLS };
  });
}

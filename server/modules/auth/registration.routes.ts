import { authEndpoints as endpoints } from '../../../domain/contract/auth.ts';
import { route } from '../../route.ts';
import type { AuthContext } from './auth.context.ts';
import { registrationService } from './registration.service.ts';

/** POST /v1/student/signup: a verified sign-up code and a parent's consent make an account. */
export async function registrationRoutes({ app, db, otp, tokens, policyVersion }: AuthContext) {
  const registration = registrationService(db, otp, tokens, policyVersion);

  route(app, endpoints.registerStudent, async (request) => {
    const { childId, profile, tokenData } = await registration.register(request.body);
    request.log.info({ childId }, 'parent and first child registered');
    return { success: true, message: 'Sign-up successful', profile, tokenData };
  });
}

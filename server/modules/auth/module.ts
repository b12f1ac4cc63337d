import type { AuthContext } from './auth.context.ts';
import { registerAuthGuard } from './guard.ts';
import { otpRoutes } from './otp.routes.ts';
import { passwordRoutes } from './passwords.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { registrationRoutes } from './registration.routes.ts';
import { sessionRoutes } from './sessions.routes.ts';

/**
 * Accounts: the guard every protected route relies on (registered first, so that it sees every
 * protected route, this module's and the features' after it), then the auth and profile routes.
 */
export async function authModule(auth: AuthContext) {
  const { app, tokens, sessions } = auth;
  registerAuthGuard(app, tokens, sessions);
  app.decorate('sessions', sessions);
  for (const routes of [otpRoutes, registrationRoutes, sessionRoutes, passwordRoutes, profileRoutes])
    await routes(auth);
}

import { authEndpoints as endpoints } from '../../../domain/contract/auth.ts';
import { route } from '../../route.ts';
import type { AuthContext } from './auth.context.ts';
import { passwordBudget } from './passwordBudget.ts';
import { sessionsService } from './sessions.service.ts';

/** Password login, OTP login, refresh and logout (spec §7). */
export async function sessionRoutes({ app, db, counters, otp, tokens }: AuthContext) {
  const sessions = sessionsService(db.db, passwordBudget(counters), otp, tokens);

  route(app, endpoints.loginWithPassword, async (request) => {
    const { email: phone, password, deviceId } = request.body;
    return {
      success: true,
      message: 'Login successful',
      ...(await sessions.loginWithPassword(phone, password, deviceId)),
    };
  });

  route(app, endpoints.loginWithOtp, async (request) => {
    const { phone, otpSecret, otp: code, deviceId } = request.body;
    return {
      success: true,
      message: 'Login successful',
      ...(await sessions.loginWithOtp(phone, otpSecret, code, deviceId)),
    };
  });

  route(app, endpoints.refreshSession, async (request) => ({
    success: true,
    data: await sessions.refresh(request.body.refreshToken),
  }));

  route(app, endpoints.logout, async (request) => {
    await sessions.logout(request.child, request.params.id, request.body.refreshToken);
    return { success: true, message: 'Logged out.' };
  });
}

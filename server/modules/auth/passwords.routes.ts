import { authEndpoints as endpoints } from '../../../domain/contract/auth.ts';
import { route } from '../../route.ts';
import type { AuthContext } from './auth.context.ts';
import { passwordBudget } from './passwordBudget.ts';
import { passwordsService } from './passwords.service.ts';

/** Forgot password (a code, then a new password) and change password (spec §7). */
export async function passwordRoutes({ app, db, otp, tokens, counters, sessions }: AuthContext) {
  const passwords = passwordsService(db.db, otp, tokens, passwordBudget(counters), sessions);

  route(app, endpoints.sendPasswordResetOtp, async (request) => {
    const { phone, appSignature, lang } = request.body;
    return {
      success: true,
      message: 'OTP sent.',
      ...(await otp.sendToAccount(phone, 'reset', request.ip, { appSignature, lang })),
    };
  });

  route(app, endpoints.resetPassword, async (request) => {
    const { phone, otpSecret, otp: code, password } = request.body;
    await passwords.reset(phone, otpSecret, code, password);
    return { success: true, message: 'Your password has been changed. Please log in.' };
  });

  route(app, endpoints.changePassword, async (request) => {
    const { currentPassword, newPassword } = request.body;
    await passwords.change(request.child, currentPassword, newPassword);
    return { success: true, message: 'Your password has been changed.' };
  });
}

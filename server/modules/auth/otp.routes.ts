import { authEndpoints as endpoints } from '../../../domain/contract/auth.ts';
import { route } from '../../route.ts';
import type { AuthContext } from './auth.context.ts';

/** The phone check and the sign-up and login codes of spec §7. */
export async function otpRoutes({ app, otp }: AuthContext) {
  route(app, endpoints.checkPhone, async (request) => ({
    success: true,
    accountExists: await otp.checkPhone(request.body.phone, request.ip),
  }));

  route(app, endpoints.sendSignUpOtp, async (request) => {
    const { phone, appSignature, lang } = request.body;
    const sent = await otp.sendSignUp(phone, request.ip, { appSignature, lang });
    if (sent.accountExists)
      return { success: true, message: 'This phone number already has an account.', accountExists: true };
    return { success: true, message: 'OTP sent.', ...sent };
  });

  route(app, endpoints.verifySignUpOtp, async (request) => {
    const { phone, otpSecret, otp: code } = request.body;
    await otp.verify(phone, otpSecret, code, 'signup');
    return { success: true, message: 'OTP verified.' };
  });

  route(app, endpoints.sendLoginOtp, async (request) => {
    const { phone, appSignature, lang } = request.body;
    return {
      success: true,
      message: 'OTP sent.',
      ...(await otp.sendToAccount(phone, 'login', request.ip, { appSignature, lang })),
    };
  });
}

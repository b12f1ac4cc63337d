import { ApiError } from '../../client/http.ts';
import type { MessageKey } from '../../i18n/en.ts';

/** The message key for a failed call, in the words of the auth screens. */
export function authErrorKey(error: unknown): MessageKey {
  if (!(error instanceof ApiError)) return 'error.server';
  if (error.status === 0) return 'error.network';
  const byCode: Record<string, MessageKey> = {
    OTP_INVALID: 'auth.error.otpInvalid',
    OTP_EXPIRED: 'auth.error.otpExpired',
    OTP_LOCKED: 'auth.error.otpLocked',
    OTP_NOT_VERIFIED: 'auth.error.otpNotVerified',
    ACCOUNT_EXISTS: 'auth.error.accountExists',
    INVALID_CREDENTIALS: 'auth.error.passwordIncorrect',
    RATE_LIMITED: 'auth.error.rateLimited',
    SERVICE_UNAVAILABLE: 'auth.error.smsFailed',
  };
  if (error.fields.password === 'passwordCommon') return 'auth.error.passwordCommon';
  if (error.fields.password === 'passwordShort') return 'auth.error.passwordShort';
  if (error.fields.phone) return 'auth.error.phone';
  return byCode[error.code] ?? 'error.server';
}

import type { Locale } from '../../../domain/contract/locale.ts';
import type { MessageKey } from '../../../domain/i18n/en.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { ApiError } from '../../client/http.ts';

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
    // The parent area's proof refused (issue 32): the gate shows again, and this says why.
    PARENT_PROOF_REQUIRED: 'parentGate.behind',
  };
  if (error.fields.password === 'passwordCommon') return 'auth.error.passwordCommon';
  if (error.fields.password === 'passwordShort') return 'auth.error.passwordShort';
  if (error.fields.phone) return 'auth.error.phone';
  return byCode[error.code] ?? 'error.server';
}

/**
 * A wait as the page's language says it: "25 seconds", "40 minutes", "2 hours" (the browser's
 * own plural rules, so "1 minute" and "1 ನಿಮಿಷವು" come out right).
 */
export function waitText(locale: Locale, seconds: number): string {
  const [value, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : seconds < 2 * 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** The words for a failed call; "Too many tries" says when to try again when the 429 said it. */
export function authErrorText(t: Translate, locale: Locale, error: unknown): string {
  if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds > 0)
    return t('auth.wait.tryAgainIn', { time: waitText(locale, error.retryAfterSeconds) });
  return t(authErrorKey(error));
}

import { type FormEvent, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../domain/contract/auth.ts';
import { OTP_LENGTH, PHONE_PATTERN } from '../../../domain/contract/catalog.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { resetPassword, sendPasswordResetOtp } from '../../client/auth.ts';
import { go } from '../../lib/navigation.ts';
import { $signupDraft, EMPTY_DRAFT, updateDraft } from '../../stores/signupDraft.ts';
import { showToast } from '../../stores/toast.ts';
import { authErrorText } from '../ui/errors.ts';
import { OtpInput } from '../ui/OtpInput.tsx';
import { PasswordInput } from '../ui/PasswordInput.tsx';
import { useStoredState } from '../ui/useClientStore.ts';
import { useCooldown } from '../ui/useCooldown.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { AuthCard } from './AuthCard.tsx';
import { PhoneInput } from './PhoneInput.tsx';
import { PhoneInText } from './PhoneInText.tsx';

interface Props {
  locale: Locale;
  messages: Partial<Messages>;
}

/** /forgot-password: a code to the phone, then a new password; then log in with it. */
export default function ForgotPassword({ locale, messages }: Props) {
  const t = createTranslate(messages);
  const hydrated = useHydrated();
  const [phone, setPhone] = useStoredState(() => $signupDraft.get().phone, EMPTY_DRAFT.phone);
  const [otpSecret, setOtpSecret] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ otp?: string; password?: string; phone?: string }>({});
  const [busy, setBusy] = useState(false);
  const cooldown = useCooldown();

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!PHONE_PATTERN.test(phone)) {
      setError({ phone: t('auth.error.phone') });
      return;
    }
    setBusy(true);
    try {
      const response = await sendPasswordResetOtp(phone, locale);
      setOtpSecret(response.otpSecret);
      cooldown.restart(response.resendAfterSeconds);
      setError({});
    } catch (failure) {
      showToast('error', authErrorText(t, locale, failure));
    } finally {
      setBusy(false);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      otp: code.length === OTP_LENGTH ? undefined : t('auth.otp.invalid'),
      password: password.length >= PASSWORD_MIN_LENGTH ? undefined : t('auth.error.passwordShort'),
    };
    setError(found);
    if (found.otp || found.password) return;
    setBusy(true);
    try {
      await resetPassword(phone, otpSecret, code, password);
      updateDraft({ phone });
      showToast('success', t('auth.forgotPassword.done'));
      go(locale, '/password');
    } catch (failure) {
      setBusy(false);
      showToast('error', authErrorText(t, locale, failure));
    }
  };

  if (!otpSecret) {
    return (
      <AuthCard title={t('auth.forgotPassword.title')} subtitle={t('auth.forgotPassword.subtitle')}>
        <form className="auth-form" noValidate onSubmit={send}>
          <PhoneInput label={t('auth.login.phone')} value={phone} onChange={setPhone} error={error.phone} />
          <div className="auth-actions">
            <button className="button" type="submit" disabled={!hydrated || busy} aria-busy={busy}>
              {t('auth.forgotPassword.send')}
            </button>
          </div>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.forgotPassword.title')}
      subtitle={<PhoneInText template={t('auth.otp.sentTo')} phone={phone} />}
    >
      <form className="auth-form" noValidate onSubmit={save}>
        <div className="field">
          <span className="field__label" id="otp-label">
            {t('auth.forgotPassword.code')}
          </span>
          <OtpInput
            value={code}
            onChange={setCode}
            digitLabel={(n) => t('auth.otp.digit', { n, total: OTP_LENGTH })}
            legend={t('auth.otp.legend')}
            invalid={Boolean(error.otp)}
            describedBy={error.otp ? 'otp-label otp-error' : 'otp-label'}
          />
          {error.otp && (
            <p className="field__error" id="otp-error">
              {error.otp}
            </p>
          )}
        </div>
        <PasswordInput
          id="newPassword"
          label={t('auth.password.new')}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          showLabel={t('auth.password.show')}
          hideLabel={t('auth.password.hide')}
          hint={t('auth.password.hint')}
          error={error.password}
        />
        <div className="auth-actions">
          <button className="button" type="submit" disabled={!hydrated || busy} aria-busy={busy}>
            {t('auth.forgotPassword.save')}
          </button>
        </div>
        <div className="auth-links">
          <button
            type="button"
            className="link-button"
            onClick={() => void send()}
            disabled={cooldown.seconds > 0}
          >
            {cooldown.seconds > 0
              ? t('auth.otp.resendIn', { seconds: cooldown.seconds })
              : t('auth.otp.resend')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}

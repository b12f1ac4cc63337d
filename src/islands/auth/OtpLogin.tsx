import { type FormEvent, useEffect, useState } from 'react';
import { requestLoginOtp, verifyLoginOtp } from '../../client/auth.ts';
import { OTP_LENGTH } from '../../contract/catalog.ts';
import type { Locale } from '../../contract/locale.ts';
import type { Messages } from '../../i18n/en.ts';
import { createTranslate } from '../../i18n/translate.ts';
import { go } from '../../lib/navigation.ts';
import { signIn } from '../../stores/session.ts';
import { $signupDraft, updateDraft } from '../../stores/signupDraft.ts';
import { showToast } from '../../stores/toast.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { AuthCard } from './AuthCard.tsx';
import { authErrorKey } from './errors.ts';
import { OtpInput } from './OtpInput.tsx';
import { useCooldown } from './useCooldown.ts';

interface Props {
  locale: Locale;
  messages: Partial<Messages>;
}

/** /otplogin (spec §2): log in with the code; the OTP secret kept locally is reused (spec §4). */
export default function OtpLogin({ locale, messages }: Props) {
  const t = createTranslate(messages);
  const hydrated = useHydrated();
  const [phone] = useState(() => $signupDraft.get().phone);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const cooldown = useCooldown(30);

  useEffect(() => {
    if (!phone || !$signupDraft.get().otpSecret) go(locale, '/login', { replace: true });
  }, [phone, locale]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec §5/§8: 6 long, else '* Please enter valid OTP' inline and a toast.
    if (code.length !== OTP_LENGTH) {
      setInvalid(true);
      showToast('error', t('auth.otpLogin.invalidToast'));
      return;
    }
    setBusy(true);
    try {
      signIn(await verifyLoginOtp(phone, $signupDraft.get().otpSecret, code));
      updateDraft({ otpSecret: '' });
      showToast('success', t('auth.loginSuccess'));
      go(locale, '/dashboard', { replace: true });
    } catch (failure) {
      setBusy(false);
      setInvalid(true);
      showToast('error', t(authErrorKey(failure)));
    }
  };

  const resend = async () => {
    try {
      const { otpSecret } = await requestLoginOtp(phone);
      updateDraft({ otpSecret });
      setCode('');
      setInvalid(false);
      cooldown.restart();
      showToast('info', t('auth.otp.resent'));
    } catch (failure) {
      showToast('error', t(authErrorKey(failure)));
    }
  };

  return (
    <AuthCard title={t('auth.otpLogin.title')} subtitle={t('auth.otp.check')}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <p className="auth-note" id="otp-sent">
          {t('auth.otp.sentTo', { phone: `+91 ${phone}` })}
        </p>
        <OtpInput
          value={code}
          onChange={(value) => {
            setCode(value);
            setInvalid(false);
          }}
          digitLabel={(n) => t('auth.otp.digit', { n, total: OTP_LENGTH })}
          legend={t('auth.otp.legend')}
          invalid={invalid}
          describedBy={invalid ? 'otp-sent otp-error' : 'otp-sent'}
        />
        {invalid && (
          <p className="field__error" id="otp-error">
            {t('auth.otpLogin.invalidInline')}
          </p>
        )}
        <div className="auth-actions">
          <button className="button" type="submit" disabled={!hydrated || busy} aria-busy={busy}>
            {t('auth.login.button')}
          </button>
        </div>
        <div className="auth-links">
          <button type="button" className="link-button" onClick={resend} disabled={cooldown.seconds > 0}>
            {cooldown.seconds > 0
              ? t('auth.otp.resendIn', { seconds: cooldown.seconds })
              : t('auth.otp.resend')}
          </button>
          <button type="button" className="link-button" onClick={() => go(locale, '/password')}>
            {t('auth.withPassword')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}

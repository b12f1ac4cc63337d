import { type FormEvent, useEffect, useState } from 'react';
import { sendSignupOtp, verifySignupOtp } from '../../client/auth.ts';
import { OTP_LENGTH } from '../../contract/catalog.ts';
import type { Locale } from '../../contract/locale.ts';
import type { Messages } from '../../i18n/en.ts';
import { createTranslate } from '../../i18n/translate.ts';
import { go } from '../../lib/navigation.ts';
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

/** /otp (spec §2): the sign-up code, six boxes, 'Verify Now' and a working 'Resend Code'. */
export default function OtpVerify({ locale, messages }: Props) {
  const t = createTranslate(messages);
  const hydrated = useHydrated();
  const [draft] = useState(() => $signupDraft.get());
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const cooldown = useCooldown(30);

  useEffect(() => {
    if (!draft.phone || !draft.otpSecret) go(locale, '/login', { replace: true });
  }, [draft, locale]);

  const verify = async (value: string) => {
    // Spec §5: present and 6 long, else 'Enter valid OTP'.
    if (value.length !== OTP_LENGTH) {
      setInvalid(true);
      showToast('error', t('auth.otp.invalid'));
      return;
    }
    setBusy(true);
    try {
      const { otpSecret, phone } = $signupDraft.get();
      await verifySignupOtp(phone, otpSecret, value);
      updateDraft({ phoneVerified: true });
      showToast('success', t('auth.otp.verified'));
      go(locale, '/namepassword');
    } catch (failure) {
      setInvalid(true);
      showToast('error', t(authErrorKey(failure)));
      setBusy(false);
    }
  };

  const resend = async () => {
    try {
      const response = await sendSignupOtp(draft.phone);
      if (response.otpSecret) updateDraft({ otpSecret: response.otpSecret });
      setCode('');
      setInvalid(false);
      cooldown.restart();
      showToast('info', t('auth.otp.resent'));
    } catch (failure) {
      showToast('error', t(authErrorKey(failure)));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };

  return (
    <AuthCard title={t('auth.otp.title')} subtitle={t('auth.otp.check')}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <p className="auth-note" id="otp-sent">
          {t('auth.otp.sentTo', { phone: `+91 ${draft.phone}` })}
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
            {t('auth.otp.invalid')}
          </p>
        )}
        <div className="auth-actions">
          <button className="button" type="submit" disabled={!hydrated || busy} aria-busy={busy}>
            {t('auth.otp.verify')}
          </button>
        </div>
        <div className="auth-links">
          <button type="button" className="link-button" onClick={resend} disabled={cooldown.seconds > 0}>
            {cooldown.seconds > 0
              ? t('auth.otp.resendIn', { seconds: cooldown.seconds })
              : t('auth.otp.resend')}
          </button>
          <button type="button" className="link-button" onClick={() => go(locale, '/login')}>
            {t('auth.changePhone')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}

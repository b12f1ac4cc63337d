import { type FormEvent, useEffect, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { loginWithPassword, sendLoginOtp } from '../../client/auth.ts';
import { localizePath } from '../../i18n/paths.ts';
import { goAfterSignIn } from '../../lib/afterSignIn.ts';
import { go } from '../../lib/navigation.ts';
import { signIn } from '../../stores/session.ts';
import { $signupDraft, EMPTY_DRAFT, sentCode, updateDraft } from '../../stores/signupDraft.ts';
import { showToast } from '../../stores/toast.ts';
import { authErrorKey, authErrorText } from '../ui/errors.ts';
import { PasswordInput } from '../ui/PasswordInput.tsx';
import { useClientStore } from '../ui/useClientStore.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { AuthCard } from './AuthCard.tsx';
import { PhoneInText } from './PhoneInText.tsx';

interface Props {
  locale: Locale;
  messages: Partial<Messages>;
}

/** /password (spec §2): the password of a known phone, 'Forgot Password?' and 'Login With Otp'. */
export default function PasswordLogin({ locale, messages }: Props) {
  const t = createTranslate(messages);
  const hydrated = useHydrated();
  const { phone } = useClientStore($signupDraft, EMPTY_DRAFT);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!$signupDraft.get().phone) go(locale, '/login', { replace: true });
  }, [locale]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      signIn(await loginWithPassword(phone, password));
      showToast('success', t('auth.loginSuccess'));
      await goAfterSignIn(locale);
    } catch (failure) {
      // Spec §8: any failed password login shows 'Password Incorrect' (unless it is a throttle or no network).
      const key = authErrorKey(failure);
      showToast(
        'error',
        key === 'error.server' ? t('auth.error.passwordIncorrect') : authErrorText(t, locale, failure),
      );
      setBusy(false);
    }
  };

  const withOtp = async () => {
    try {
      const { otpSecret, resendAfterSeconds } = await sendLoginOtp(phone, locale);
      updateDraft(sentCode(otpSecret, resendAfterSeconds));
      go(locale, '/otplogin');
    } catch (failure) {
      showToast('error', authErrorText(t, locale, failure));
    }
  };

  return (
    <AuthCard
      title={t('auth.password.title')}
      subtitle={<PhoneInText template={t('auth.password.subtitle')} phone={phone} />}
    >
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <PasswordInput
          id="password"
          label={t('auth.password.label')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          showLabel={t('auth.password.show')}
          hideLabel={t('auth.password.hide')}
        />
        <div className="auth-actions">
          <button className="button" type="submit" disabled={!hydrated || busy || !password} aria-busy={busy}>
            {t('auth.login.button')}
          </button>
          <button className="button button--light" type="button" disabled={!hydrated} onClick={withOtp}>
            {t('auth.loginWithOtp')}
          </button>
        </div>
        <div className="auth-links">
          {/* Plain links: they work from the first paint, before the island wakes on slow data
              (a button tapped before hydration did nothing). The phone is in the stored draft. */}
          <a className="link-button" href={localizePath(locale, '/forgot-password')}>
            {t('auth.forgot')}
          </a>
          <a className="link-button" href={localizePath(locale, '/login')}>
            {t('auth.changePhone')}
          </a>
        </div>
      </form>
    </AuthCard>
  );
}

import { type FormEvent, useState } from 'react';
import { PHONE_LENGTH, PHONE_PATTERN } from '../../../domain/contract/catalog.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { sendSignUpOtp } from '../../client/auth.ts';
import { localizePath } from '../../i18n/paths.ts';
import { go } from '../../lib/navigation.ts';
import { $signupDraft, EMPTY_DRAFT, sentCode } from '../../stores/signupDraft.ts';
import { showToast } from '../../stores/toast.ts';
import { authErrorText } from '../ui/errors.ts';
import { useStoredState } from '../ui/useClientStore.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { AuthCard } from './AuthCard.tsx';
import { PhoneInput } from './PhoneInput.tsx';

interface Props {
  locale: Locale;
  messages: Partial<Messages>;
}

/**
 * /login (spec §2): the phone number. A known phone goes on to /password; a new one gets a
 * sign-up code and goes to /otp.
 */
export default function LoginPhone({ locale, messages }: Props) {
  const t = createTranslate(messages);
  const hydrated = useHydrated();
  const [phone, setPhone] = useStoredState(() => $signupDraft.get().phone, EMPTY_DRAFT.phone);
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = phone.replace(/\D/g, '');
    // Spec §5: exactly 10 characters, else 'Invalid phone number'; ARCHITECTURE.md: 6–9 first.
    if (digits.length !== PHONE_LENGTH || !PHONE_PATTERN.test(digits)) {
      setError(true);
      showToast('error', t('auth.error.phone'));
      return;
    }
    setBusy(true);
    try {
      const response = await sendSignUpOtp(digits, locale);
      // A new phone starts a new draft; the same phone keeps what was already filled in.
      const draft = $signupDraft.get().phone === digits ? $signupDraft.get() : EMPTY_DRAFT;
      $signupDraft.set({
        ...draft,
        phone: digits,
        ...sentCode(response.otpSecret ?? '', response.resendAfterSeconds ?? 0),
        phoneVerified: false,
      });
      go(locale, response.accountExists ? '/password' : '/otp');
    } catch (failure) {
      showToast('error', authErrorText(t, locale, failure));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <PhoneInput
          label={t('auth.login.phone')}
          value={phone}
          onChange={(digits) => {
            setPhone(digits);
            setError(false);
          }}
          hint={t('auth.login.phoneHint')}
          error={error ? t('auth.error.phone') : undefined}
        />
        <div className="auth-actions">
          <button className="button" type="submit" disabled={!hydrated || busy} aria-busy={busy}>
            {t('auth.continue')}
          </button>
        </div>
        <p className="auth-note">
          {t('auth.login.agree')} <a href={localizePath(locale, '/terms-conditions')}>{t('footer.terms')}</a>
          {' · '}
          <a href={localizePath(locale, '/privacy-policy')}>{t('footer.privacy')}</a>
        </p>
      </form>
    </AuthCard>
  );
}

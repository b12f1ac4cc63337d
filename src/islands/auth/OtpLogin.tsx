import { useEffect } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { loginWithOtp, sendLoginOtp } from '../../client/auth.ts';
import { goAfterSignIn } from '../../lib/afterSignIn.ts';
import { go } from '../../lib/navigation.ts';
import { signIn } from '../../stores/session.ts';
import { $signupDraft, EMPTY_DRAFT, resendAt, sentCode, updateDraft } from '../../stores/signupDraft.ts';
import { showToast } from '../../stores/toast.ts';
import { useClientStore } from '../ui/useClientStore.ts';
import { AuthCard } from './AuthCard.tsx';
import { OtpForm } from './OtpForm.tsx';

interface Props {
  locale: Locale;
  messages: Partial<Messages>;
}

/**
 * /otplogin (spec §2): log in with the code; the OTP secret kept locally is reused (spec §4);
 * a short or refused code shows one message beside the boxes ('* Please enter valid OTP').
 */
export default function OtpLogin({ locale, messages }: Props) {
  const t = createTranslate(messages);
  const draft = useClientStore($signupDraft, EMPTY_DRAFT);
  const { phone } = draft;

  useEffect(() => {
    const { phone, otpSecret } = $signupDraft.get();
    if (!phone || !otpSecret) go(locale, '/login', { replace: true });
  }, [locale]);

  return (
    <AuthCard title={t('auth.otpLogin.title')} subtitle={t('auth.otp.check')}>
      <OtpForm
        t={t}
        locale={locale}
        phone={phone}
        submitLabel={t('auth.login.button')}
        invalidInline={t('auth.otpLogin.invalidInline')}
        cooldownUntil={resendAt(draft)}
        verify={async (code) => {
          signIn(await loginWithOtp(phone, $signupDraft.get().otpSecret, code));
          updateDraft({ otpSecret: '' });
          showToast('success', t('auth.loginSuccess'));
          await goAfterSignIn(locale);
        }}
        resend={async () => {
          const { otpSecret, resendAfterSeconds } = await sendLoginOtp(phone, locale);
          updateDraft(sentCode(otpSecret, resendAfterSeconds));
          return resendAfterSeconds;
        }}
        secondary={{ label: t('auth.withPassword'), onClick: () => go(locale, '/password') }}
      />
    </AuthCard>
  );
}

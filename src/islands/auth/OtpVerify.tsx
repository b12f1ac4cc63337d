import { useEffect } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { sendSignUpOtp, verifySignUpOtp } from '../../client/auth.ts';
import { go } from '../../lib/navigation.ts';
import { $signupDraft, EMPTY_DRAFT, resendAt, sentCode, updateDraft } from '../../stores/signupDraft.ts';
import { showToast } from '../../stores/toast.ts';
import { useClientStore } from '../ui/useClientStore.ts';
import { AuthCard } from './AuthCard.tsx';
import { OtpForm } from './OtpForm.tsx';

interface Props {
  locale: Locale;
  messages: Partial<Messages>;
}

/** /otp (spec §2): the sign-up code; spec §5: present and 6 long, else 'Enter valid OTP'. */
export default function OtpVerify({ locale, messages }: Props) {
  const t = createTranslate(messages);
  const draft = useClientStore($signupDraft, EMPTY_DRAFT);

  useEffect(() => {
    const { phone, otpSecret } = $signupDraft.get();
    if (!phone || !otpSecret) go(locale, '/login', { replace: true });
  }, [locale]);

  return (
    <AuthCard title={t('auth.otp.title')} subtitle={t('auth.otp.check')}>
      <OtpForm
        t={t}
        locale={locale}
        phone={draft.phone}
        submitLabel={t('auth.otp.verify')}
        invalidInline={t('auth.otp.invalid')}
        cooldownUntil={resendAt(draft)}
        verify={async (code) => {
          const { otpSecret, phone } = $signupDraft.get();
          await verifySignUpOtp(phone, otpSecret, code);
          updateDraft({ phoneVerified: true });
          showToast('success', t('auth.otp.verified'));
          // Replacing /otp: Back from the name screen goes to the phone screen (phone kept), not
          // to a code that is already used.
          go(locale, '/namepassword', { replace: true });
        }}
        resend={async () => {
          const response = await sendSignUpOtp(draft.phone, locale);
          const seconds = response.resendAfterSeconds ?? 0;
          if (response.otpSecret) updateDraft(sentCode(response.otpSecret, seconds));
          return seconds;
        }}
        secondary={{ label: t('auth.changePhone'), onClick: () => go(locale, '/login') }}
      />
    </AuthCard>
  );
}

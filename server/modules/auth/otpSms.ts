import type { Locale } from '../../../domain/contract/locale.ts';
import { fillTemplate, type SmsTemplate, VARIABLE } from '../reports/index.ts';

/** What a code is for. */
export type OtpPurpose = 'signup' | 'login' | 'reset' | 'delete';

/**
 * The code's SMS in the parent's language (issue 27: a Kannada sign-up got its code in
 * English), one DLT-style template per purpose and language with the code as its one
 * `{#var#}` (see reports/smsTemplates.ts for DLT's rules). English goes by the gateway's
 * configured OTP template (MSG91_TEMPLATE_ID) as before; a Kannada code goes by its own
 * registered template, so its ids here must be registered too.
 */
export const OTP_TEMPLATES: Record<OtpPurpose, Record<Locale, SmsTemplate>> = {
  signup: {
    en: {
      id: 'kalike-otp-signup-en',
      text: `${VARIABLE} is your Kalike sign-up code. It expires in 5 minutes. Do not share it with anyone.`,
    },
    kn: {
      id: 'kalike-otp-signup-kn',
      text: `${VARIABLE} ನಿಮ್ಮ ಕಲಿಕೆ ನೋಂದಣಿ ಕೋಡ್. ಇದು 5 ನಿಮಿಷದಲ್ಲಿ ಅವಧಿ ಮೀರುತ್ತದೆ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.`,
    },
  },
  login: {
    en: {
      id: 'kalike-otp-login-en',
      text: `${VARIABLE} is your Kalike login code. It expires in 5 minutes. Do not share it with anyone.`,
    },
    kn: {
      id: 'kalike-otp-login-kn',
      text: `${VARIABLE} ನಿಮ್ಮ ಕಲಿಕೆ ಲಾಗಿನ್ ಕೋಡ್. ಇದು 5 ನಿಮಿಷದಲ್ಲಿ ಅವಧಿ ಮೀರುತ್ತದೆ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.`,
    },
  },
  reset: {
    en: {
      id: 'kalike-otp-reset-en',
      text: `${VARIABLE} is your Kalike password reset code. It expires in 5 minutes. Do not share it with anyone.`,
    },
    kn: {
      id: 'kalike-otp-reset-kn',
      text: `${VARIABLE} ನಿಮ್ಮ ಕಲಿಕೆ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸುವ ಕೋಡ್. ಇದು 5 ನಿಮಿಷದಲ್ಲಿ ಅವಧಿ ಮೀರುತ್ತದೆ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.`,
    },
  },
  delete: {
    en: {
      id: 'kalike-otp-delete-en',
      text: `${VARIABLE} is your code to DELETE the Kalike account and all its data. It expires in 5 minutes. Do not share it with anyone.`,
    },
    kn: {
      id: 'kalike-otp-delete-kn',
      text: `${VARIABLE} ಕಲಿಕೆ ಖಾತೆ ಮತ್ತು ಅದರ ಎಲ್ಲಾ ಮಾಹಿತಿಯನ್ನು ಅಳಿಸುವ ಕೋಡ್. ಇದು 5 ನಿಮಿಷದಲ್ಲಿ ಅವಧಿ ಮೀರುತ್ತದೆ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.`,
    },
  },
};

/**
 * The code's SMS: its text (with Android's SMS Retriever signature on a line of its own when the
 * app gave one) and, for Kannada, the template it was filled from.
 */
export function otpSms(purpose: OtpPurpose, language: Locale, code: string, appSignature?: string) {
  const template = OTP_TEMPLATES[purpose][language];
  const body = `${fillTemplate(template, [code])}${appSignature ? `\n${appSignature}` : ''}`;
  return {
    body,
    ...(language === 'en' ? {} : { template: { id: template.id, variables: [code] } }),
  };
}

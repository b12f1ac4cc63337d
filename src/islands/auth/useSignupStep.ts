import { useEffect } from 'react';
import type { Locale } from '../../contract/locale.ts';
import { go } from '../../lib/navigation.ts';
import { $signupDraft } from '../../stores/signupDraft.ts';

/** The sign-up screens after /otp need a verified phone in the draft; else back to /login. */
export function useSignupStep(locale: Locale) {
  useEffect(() => {
    const draft = $signupDraft.get();
    if (!draft.phone || !draft.phoneVerified) go(locale, '/login', { replace: true });
  }, [locale]);
}

import { useEffect, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import { go } from '../../lib/navigation.ts';
import { $signupDraft } from '../../stores/signupDraft.ts';

/** Why a step was opened again by "Create account": `?redo=missing` or `?redo=password`. */
export type Redo = '' | 'missing' | 'password';

/**
 * The sign-up screens after /otp need a verified phone in the draft; else back to /login.
 * Answers why the step was sent back to, if it was (read once the island runs).
 */
export function useSignupStep(locale: Locale): Redo {
  const [redo, setRedo] = useState<Redo>('');
  useEffect(() => {
    const draft = $signupDraft.get();
    if (!draft.phone || !draft.phoneVerified) go(locale, '/login', { replace: true });
    const reason = new URLSearchParams(location.search).get('redo');
    setRedo(reason === 'password' ? 'password' : reason ? 'missing' : '');
  }, [locale]);
  return redo;
}

import { persistentAtom } from '@nanostores/persistent';
import { STORAGE_KEYS } from '../client/storageKeys.ts';

/**
 * The sign-up draft kept across the sign-up screens (spec §3), so a reload loses nothing. The
 * password is kept apart, in sessionStorage only (gone when the tab closes), never in
 * localStorage. Everything is cleared after registration.
 */
export interface SignupDraft {
  phone: string;
  otpSecret: string;
  /**
   * The `resendAfterSeconds` of the send that gave `otpSecret` (OTP_RESEND_SECONDS): the code
   * screen's "Resend" waits that long. 0 when not known (a draft saved before answers carried it).
   */
  otpResendAfterSeconds: number;
  /** When that code was sent (epoch ms): a reload of the code screen keeps the wait where it was. */
  otpSentAt: number;
  phoneVerified: boolean;
  studentName: string;
  email: string;
  gender: '' | 'Female' | 'Male';
  grade: string;
  board: string;
  schoolName: string;
  state: string;
  district: string;
  taluk: string;
}

export const EMPTY_DRAFT: SignupDraft = {
  phone: '',
  otpSecret: '',
  otpResendAfterSeconds: 0,
  otpSentAt: 0,
  phoneVerified: false,
  studentName: '',
  email: '',
  gender: '',
  grade: '',
  board: '',
  schoolName: '',
  // Kalike is for Karnataka's schools: the state is shown chosen (issue 27). The place is optional
  // (issue 32): choosing "Not given" stores '' and nothing is sent.
  state: 'Karnataka',
  district: '',
  taluk: '',
};

export const $signupDraft = persistentAtom<SignupDraft>(STORAGE_KEYS.signupDraft, EMPTY_DRAFT, {
  encode: JSON.stringify,
  decode: (value) => draftOf(JSON.parse(value)),
});

/**
 * A stored draft with only the fields a draft has today: one saved before a field went (the
 * referral code, issue 32) does not carry it along into the next save.
 */
export function draftOf(stored: unknown): SignupDraft {
  const fields = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const draft = { ...EMPTY_DRAFT };
  for (const key of Object.keys(EMPTY_DRAFT) as (keyof SignupDraft)[])
    if (typeof fields[key] === typeof EMPTY_DRAFT[key]) Object.assign(draft, { [key]: fields[key] });
  return draft;
}

export function updateDraft(changes: Partial<SignupDraft>) {
  $signupDraft.set({ ...$signupDraft.get(), ...changes });
}

export function draftPassword(): string {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.signupPassword) ?? '';
  } catch {
    return '';
  }
}

export function setDraftPassword(password: string) {
  try {
    sessionStorage.setItem(STORAGE_KEYS.signupPassword, password);
  } catch {
    // Private mode without storage: the password screen asks again if needed.
  }
}

/** When the draft's code may be sent again (epoch ms; 0 when not known). */
export function resendAt(draft: SignupDraft): number {
  return draft.otpSentAt ? draft.otpSentAt + draft.otpResendAfterSeconds * 1000 : 0;
}

/** What a send answered, for the draft: the code's secret, its wait, and when it was sent. */
export function sentCode(otpSecret: string, resendAfterSeconds: number): Partial<SignupDraft> {
  return { otpSecret, otpResendAfterSeconds: resendAfterSeconds, otpSentAt: Date.now() };
}

/** The sign-up step that lacks something the registration needs, or null when all is there. */
export function missingSignupStep(draft: SignupDraft, password: string): string | null {
  if (!draft.phone || !draft.phoneVerified || !draft.otpSecret) return '/login';
  if (!draft.studentName.trim() || !password) return '/namepassword';
  // The gender and the place are optional (issue 32): a draft without them is complete.
  if (!draft.grade || !draft.board) return '/selectclass';
  return null;
}

export function clearDraft() {
  $signupDraft.set(EMPTY_DRAFT);
  try {
    // Nothing of the child's details stays behind in the browser once the account exists.
    localStorage.removeItem(STORAGE_KEYS.signupDraft);
    sessionStorage.removeItem(STORAGE_KEYS.signupPassword);
  } catch {}
}

/**
 * After the account is deleted: nothing of it stays in this browser, in either storage (the
 * sign-up draft and password, the session, the saved learning state, the device id). Only the
 * language choice stays, which says nothing about the child.
 */
export function clearBrowserData() {
  clearDraft();
  const appKeys: string[] = Object.values(STORAGE_KEYS);
  const ours = (key: string) =>
    key !== STORAGE_KEYS.locale && (appKeys.includes(key) || key.startsWith('kalike.'));
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      const storage = window[name];
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
      for (const key of keys.filter(ours)) storage.removeItem(key);
    } catch {
      // Storage switched off: nothing was kept there.
    }
  }
}

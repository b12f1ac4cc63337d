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
  referralCode: string;
}

export const EMPTY_DRAFT: SignupDraft = {
  phone: '',
  otpSecret: '',
  otpResendAfterSeconds: 0,
  phoneVerified: false,
  studentName: '',
  email: '',
  gender: '',
  grade: '',
  board: '',
  schoolName: '',
  state: '',
  district: '',
  taluk: '',
  referralCode: '',
};

export const $signupDraft = persistentAtom<SignupDraft>(STORAGE_KEYS.signupDraft, EMPTY_DRAFT, {
  encode: JSON.stringify,
  decode: (value) => ({ ...EMPTY_DRAFT, ...JSON.parse(value) }),
});

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

export function clearDraft() {
  $signupDraft.set(EMPTY_DRAFT);
  try {
    // Nothing of the child's details stays behind in the browser once the account exists.
    localStorage.removeItem(STORAGE_KEYS.signupDraft);
    sessionStorage.removeItem(STORAGE_KEYS.signupPassword);
  } catch {}
}

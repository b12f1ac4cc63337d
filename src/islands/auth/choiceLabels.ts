import type { GENDERS } from '../../contract/auth.ts';
import type { SIGNUP_BOARD_MEDIUMS } from '../../contract/catalog.ts';
import type { MessageKey } from '../../i18n/en.ts';

/**
 * The words for the sign-up's choices, one list for the sign-up screens and My Account alike
 * (its form offers the same choices, and its details show the chosen ones).
 */
type Gender = (typeof GENDERS)[number];
type SignupBoard = (typeof SIGNUP_BOARD_MEDIUMS)[number];

export const GENDER_LABELS: Record<Gender, MessageKey> = {
  Female: 'auth.gender.female',
  Male: 'auth.gender.male',
};

export const BOARD_LABELS: Record<SignupBoard, MessageKey> = {
  'CBSE English': 'auth.board.cbseEnglish',
  'Karnataka English': 'auth.board.karnatakaEnglish',
  'Karnataka Kannada': 'auth.board.karnatakaKannada',
};

export const isGender = (value: string): value is Gender => Object.hasOwn(GENDER_LABELS, value);
export const isSignupBoard = (value: string): value is SignupBoard => Object.hasOwn(BOARD_LABELS, value);

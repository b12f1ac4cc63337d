import type { GENDERS } from '../../../domain/contract/auth.ts';
import type { SIGNUP_BOARD_MEDIUMS } from '../../../domain/contract/catalog.ts';
import type { MessageKey } from '../../../domain/i18n/en.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';

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

/** The boards and mediums of BOARD_MEDIUMS, as the page's language names them ("ಕರ್ನಾಟಕ", "ಕನ್ನಡ"). */
const BOARD_NAMES: Record<string, MessageKey> = {
  CBSE: 'names.board.CBSE',
  Karnataka: 'names.board.Karnataka',
  SCERT: 'names.board.SCERT',
  Others: 'names.board.Others',
};
const MEDIUM_NAMES: Record<string, MessageKey> = {
  English: 'names.medium.English',
  Kannada: 'names.medium.Kannada',
  Malayalam: 'names.medium.Malayalam',
  Others: 'names.medium.Others',
};

/** A stored board ("Karnataka") for display; an unknown one as it is stored. */
export const boardName = (t: Translate, board: string) =>
  Object.hasOwn(BOARD_NAMES, board) ? t(BOARD_NAMES[board] as MessageKey) : board;
/** A stored medium ("Kannada") for display; an unknown one as it is stored. */
export const mediumName = (t: Translate, medium: string) =>
  Object.hasOwn(MEDIUM_NAMES, medium) ? t(MEDIUM_NAMES[medium] as MessageKey) : medium;

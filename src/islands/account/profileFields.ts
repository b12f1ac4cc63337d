import type { GENDERS, Profile } from '../../contract/auth.ts';
import { type BoardMedium, SIGNUP_BOARD_MEDIUMS, SIGNUP_GRADES } from '../../contract/catalog.ts';
import type { MessageKey } from '../../i18n/en.ts';
import type { TranslateParams } from '../../i18n/translate.ts';

/**
 * The profile form's fields and checks. They mirror `profileUpdateRequestSchema` by hand rather
 * than importing it: zod would add 7 KB gzip to this island (QUALITY.md: ≤ 25 KB), and the API
 * checks again with the schema itself, answering with the same issue codes.
 */
export const PROFILE_FIELDS = [
  'studentName',
  'gender',
  'grade',
  'board',
  'schoolName',
  'state',
  'district',
  'taluk',
  'email',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

/** The contract's genders; `typeof` keeps this copy equal to it at compile time. */
export const GENDER_VALUES: typeof GENDERS = ['Female', 'Male'];

/** Longest text each field takes (src/contract/auth.ts). */
export const PROFILE_LIMITS: Partial<Record<ProfileField, number>> = {
  studentName: 100,
  email: 254,
  schoolName: 150,
  state: 100,
  district: 100,
  taluk: 100,
};

const REQUIRED: ProfileField[] = ['studentName', 'state', 'district', 'taluk'];
const LISTS: Partial<Record<ProfileField, readonly string[]>> = {
  gender: GENDER_VALUES,
  grade: SIGNUP_GRADES,
  board: SIGNUP_BOARD_MEDIUMS,
};
// The API's own check is stricter; this catches the slips a thumb makes.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Issue codes (`required`, `tooLong`, `email`, `invalid`) of the fields about to be sent. */
export function checkProfile(changes: Partial<ProfileValues>): Partial<Record<ProfileField, string>> {
  const issues: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    const list = LISTS[field];
    if (REQUIRED.includes(field) && !value.trim()) issues[field] = 'required';
    else if (value.length > (PROFILE_LIMITS[field] ?? Number.POSITIVE_INFINITY)) issues[field] = 'tooLong';
    else if (list && !list.includes(value)) issues[field] = 'invalid';
    else if (field === 'email' && value && !EMAIL.test(value)) issues[field] = 'email';
  }
  return issues;
}

const REQUIRED_MESSAGES: Partial<Record<ProfileField, MessageKey>> = {
  studentName: 'auth.name.required',
  state: 'auth.location.stateRequired',
  district: 'auth.location.districtRequired',
  taluk: 'auth.location.talukRequired',
};

/**
 * The message for a field's issue code (this form's check and the API's `fields` alike),
 * in the sign-up screens' words where they fit.
 */
export function profileFieldError(field: ProfileField, issue: string): [MessageKey, TranslateParams?] {
  const required = REQUIRED_MESSAGES[field];
  if (issue === 'required' && required) return [required];
  if (issue === 'tooLong' && field === 'taluk')
    return ['auth.location.talukTooLong', { max: PROFILE_LIMITS.taluk ?? 100 }];
  if (issue === 'tooLong') return ['account.error.tooLong', { max: PROFILE_LIMITS[field] ?? 100 }];
  if (field === 'email') return ['contact.error.email.email'];
  // Gender, class and board come from lists: any issue means nothing valid was chosen.
  if (LISTS[field]) return ['auth.gender.required'];
  return ['error.invalid'];
}

/** The sign-up boards' names (the same keys as the sign-up's SelectClass screen). */
export const BOARD_LABELS: Record<(typeof SIGNUP_BOARD_MEDIUMS)[number], MessageKey> = {
  'CBSE English': 'auth.board.cbseEnglish',
  'Karnataka English': 'auth.board.karnatakaEnglish',
  'Karnataka Kannada': 'auth.board.karnatakaKannada',
};

export const isSignupBoard = (value: string): value is (typeof SIGNUP_BOARD_MEDIUMS)[number] =>
  (SIGNUP_BOARD_MEDIUMS as readonly string[]).includes(value as BoardMedium);

const oneOf = <T extends string>(list: readonly T[], value: string) =>
  (list as readonly string[]).includes(value) ? value : '';

/** The form starts from the profile; a value outside today's lists (an old record) starts empty. */
export function valuesOf(user: Profile): ProfileValues {
  return {
    studentName: user.studentName,
    email: user.email ?? '',
    gender: oneOf(GENDER_VALUES, user.gender),
    grade: oneOf(SIGNUP_GRADES, user.grade),
    board: oneOf(SIGNUP_BOARD_MEDIUMS, `${user.board} ${user.medium}`),
    schoolName: user.schoolName ?? '',
    state: user.state,
    district: user.district,
    taluk: user.taluk,
  };
}

/** Only what changed travels, trimmed; an unchanged old value is never re-validated. */
export function changesOf(values: ProfileValues, initial: ProfileValues): Partial<ProfileValues> {
  const changes: Partial<ProfileValues> = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field].trim();
    if (value !== initial[field]) changes[field] = value;
  }
  return changes;
}

import { GENDERS, type Profile, profileUpdateRequestSchema } from '../../../domain/contract/auth.ts';
import { SIGNUP_BOARD_MEDIUMS, SIGNUP_GRADES } from '../../../domain/contract/catalog.ts';
import type { MessageKey } from '../../../domain/i18n/en.ts';
import type { TranslateParams } from '../../../domain/i18n/translate.ts';
import { fieldIssues, maxLengthOf } from '../ui/fieldIssues.ts';

/**
 * The profile form's fields and checks. The checks are the contract's `profileUpdateRequestSchema`
 * itself, the schema the API validates the same request with: a limit changed there changes this
 * form too, and the API answers with the same issue codes.
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
] as const satisfies readonly (keyof typeof profileUpdateRequestSchema.shape)[];
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

/** Longest text each field takes, read from the contract (none for the lists). */
export const PROFILE_MAX_LENGTHS: Partial<Record<ProfileField, number>> = Object.fromEntries(
  PROFILE_FIELDS.map((field) => [field, maxLengthOf(profileUpdateRequestSchema.shape[field])]),
);

/** Issue codes (`required`, `tooLong`, `email`, `invalid`) of the fields about to be sent. */
export function checkProfile(changes: Partial<ProfileValues>): Partial<Record<ProfileField, string>> {
  return fieldIssues(profileUpdateRequestSchema, changes);
}

const REQUIRED_MESSAGES: Partial<Record<ProfileField, MessageKey>> = {
  studentName: 'auth.name.required',
};
// Chosen from lists: any issue means nothing valid was chosen.
const CHOICES: ProfileField[] = ['gender', 'grade', 'board'];

/**
 * The message for a field's issue code (this form's check and the API's `fields` alike),
 * in the sign-up screens' words where they fit.
 */
export function profileFieldError(field: ProfileField, issue: string): [MessageKey, TranslateParams?] {
  const required = REQUIRED_MESSAGES[field];
  if (issue === 'required' && required) return [required];
  const max = PROFILE_MAX_LENGTHS[field];
  if (issue === 'tooLong' && max !== undefined)
    return [field === 'taluk' ? 'auth.location.talukTooLong' : 'account.error.tooLong', { max }];
  if (field === 'email') return ['contact.error.email.email'];
  if (CHOICES.includes(field)) return ['auth.gender.required'];
  return ['error.invalid'];
}

const oneOf = <T extends string>(list: readonly T[], value: string) =>
  (list as readonly string[]).includes(value) ? value : '';

/**
 * The form starts from the profile; a value outside today's lists (an old record) starts empty,
 * and so does one not given (null: the gender and the place are optional, issue 32).
 */
export function valuesOf(user: Profile): ProfileValues {
  return {
    studentName: user.studentName,
    email: user.email ?? '',
    gender: oneOf(GENDERS, user.gender ?? ''),
    grade: oneOf(SIGNUP_GRADES, user.grade),
    board: oneOf(SIGNUP_BOARD_MEDIUMS, `${user.board} ${user.medium}`),
    schoolName: user.schoolName ?? '',
    state: user.state ?? '',
    district: user.district ?? '',
    taluk: user.taluk ?? '',
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

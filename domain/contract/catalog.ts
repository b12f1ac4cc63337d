/**
 * Fixed selection lists of spec §3 ("Selection lists"), shared by the API (`/v2/config`,
 * validation) and the islands. Labels are translated on the page; `value` is what travels.
 */

/** Classes offered in selection lists: 1 to 7, labelled 'Class N'. */
export const CLASSES = [1, 2, 3, 4, 5, 6, 7] as const;

/** Grades offered at sign-up: 1 to 5, sent as text (spec §3, sign-up draft). */
export const SIGNUP_GRADES = ['1', '2', '3', '4', '5'] as const;

/**
 * Board-and-medium combinations. The combined text is split on the space into board (first
 * word) and medium (second word); it is shown hyphenated, e.g. 'CBSE-English'.
 */
export const BOARD_MEDIUMS = [
  'CBSE English',
  'SCERT Malayalam',
  'SCERT English',
  'Karnataka English',
  'Karnataka Kannada',
  'Others Others',
] as const;
export type BoardMedium = (typeof BOARD_MEDIUMS)[number];

/** The three boards a parent can choose at sign-up. */
export const SIGNUP_BOARD_MEDIUMS = [
  'CBSE English',
  'Karnataka English',
  'Karnataka Kannada',
] as const satisfies readonly BoardMedium[];

export function splitBoardMedium(value: BoardMedium): { board: string; medium: string } {
  const [board = '', medium = ''] = value.split(' ');
  return { board, medium };
}

export function boardMediumLabel(value: BoardMedium): string {
  return value.replace(' ', '-');
}

/** A 10-digit Indian mobile number: 6, 7, 8 or 9, then nine digits (ARCHITECTURE.md). */
export const PHONE_PATTERN = /^[6-9]\d{9}$/;
export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;
export const TALUK_MAX_LENGTH = 100;

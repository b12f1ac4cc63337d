import { type DbKind, toDbBool } from '../../db/dialect.ts';
import type { ConsentTable, ParentTable, StudentTable } from '../../db/schema.ts';

/**
 * A child as every module sees them (issue 33): made from the `students` row, and its parent's
 * phone and e-mail, inside this module (`childFromRow`); no module outside auth reads the rows.
 * The phone and e-mail are the parent's (ADR 018), carried so the profile, the data export and
 * account deletion need no second query.
 */
export interface Child {
  id: string;
  parentId: string;
  studentName: string;
  gender: string | null;
  grade: string;
  board: string;
  medium: string;
  schoolName: string | null;
  state: string | null;
  district: string | null;
  taluk: string | null;
  photo: string | null;
  phone: string;
  email: string | null;
}

/** What a parent gives or changes of a child (the profile's fields without the parent's). */
export type ChildDetails = Omit<Child, 'id' | 'parentId' | 'phone' | 'email'>;

/** The parent's consent for a child (spec §3; ADR 018), as given at sign-up or when adding one. */
export interface Consent {
  childId: string;
  parentId: string;
  phone: string;
  guardianName: string;
  isGuardian: boolean;
  isAdult: boolean;
  policyVersion: string;
  /** The sign-up's verified code, or `session:<id>` for a child added in a signed-in session. */
  givenWith: string;
}

export type ChildRow = StudentTable & Pick<ParentTable, 'phone' | 'email'>;

export function childFromRow(row: ChildRow): Child {
  return {
    id: row.id,
    parentId: row.parent_id,
    studentName: row.student_name,
    gender: row.gender,
    grade: row.grade,
    board: row.board,
    medium: row.medium,
    schoolName: row.school_name,
    state: row.state,
    district: row.district,
    taluk: row.taluk,
    photo: row.photo,
    phone: row.phone,
    email: row.email,
  };
}

/** What a parent gave of a child: the profile's and the family list's fields besides the ids. */
export function detailsOf(child: Child): ChildDetails {
  const { id: _id, parentId: _parentId, phone: _phone, email: _email, ...details } = child;
  return details;
}

const COLUMNS: Record<keyof ChildDetails, keyof StudentTable> = {
  studentName: 'student_name',
  gender: 'gender',
  grade: 'grade',
  board: 'board',
  medium: 'medium',
  schoolName: 'school_name',
  state: 'state',
  district: 'district',
  taluk: 'taluk',
  photo: 'photo',
};

/** The columns of the details given (a field left out is not changed). */
export function detailsToRow(details: Partial<ChildDetails>): Partial<StudentTable> {
  const row: Record<string, unknown> = {};
  for (const field of Object.keys(COLUMNS) as (keyof ChildDetails)[])
    if (details[field] !== undefined) row[COLUMNS[field]] = details[field];
  return row as Partial<StudentTable>;
}

export function consentToRow(consent: Consent, id: string, kind: DbKind, at: string): ConsentTable {
  return {
    id,
    student_id: consent.childId,
    parent_id: consent.parentId,
    phone: consent.phone,
    guardian_name: consent.guardianName,
    is_guardian: toDbBool(kind, consent.isGuardian),
    is_adult: toDbBool(kind, consent.isAdult),
    policy_version: consent.policyVersion,
    otp_challenge_id: consent.givenWith,
    accepted_at: at,
  };
}

import type * as z from 'zod/mini';
import { AUTH_ERRORS, type profileUpdateRequestSchema } from '../../../domain/contract/auth.ts';
import { splitBoardMedium } from '../../../domain/contract/catalog.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { findChild, updateChild, updateParentEmail } from './auth.repository.ts';
import type { Child, ChildDetails } from './child.ts';
import { loadProfile } from './profile.ts';
import type { SessionCache } from './sessionCache.ts';

type ProfileUpdate = z.output<typeof profileUpdateRequestSchema>;

type Optional = Pick<ProfileUpdate, 'gender' | 'state' | 'district' | 'taluk'>;
const OPTIONAL = ['gender', 'state', 'district', 'taluk'] as const;

/**
 * A new child's gender and place as stored: null for each not given (absent or empty), since
 * only the parent decides to give them (issue 32).
 */
export function givenDetails(body: Optional): Pick<ChildDetails, (typeof OPTIONAL)[number]> {
  return {
    gender: body.gender || null,
    state: body.state || null,
    district: body.district || null,
    taluk: body.taluk || null,
  };
}

/**
 * The child's details a profile update changes: only the fields sent; an empty school, gender,
 * state, district or taluk clears it (null: not given). The e-mail is the parent's (ADR 018) and
 * changes on `parents`.
 */
export function profileChanges(body: ProfileUpdate): Partial<ChildDetails> {
  const changes: Partial<ChildDetails> = {};
  if (body.studentName !== undefined) changes.studentName = body.studentName;
  if (body.grade !== undefined) changes.grade = body.grade;
  if (body.board !== undefined) Object.assign(changes, splitBoardMedium(body.board));
  if (body.schoolName !== undefined) changes.schoolName = body.schoolName.trim() || null;
  const given = givenDetails(body);
  for (const field of OPTIONAL) if (body[field] !== undefined) changes[field] = given[field];
  return changes;
}

/** GET/PUT /v1/auth/profile (spec §3, §7). */
export function profileService({ db }: Db, sessions: Pick<SessionCache, 'forgetParent'>) {
  return {
    profile: (child: Child) => loadProfile(db, child),

    /** Applies the changes and answers with the profile as stored now. */
    async update(child: Child, body: ProfileUpdate) {
      const childId = child.id;
      await db.transaction().execute(async (trx) => {
        await updateChild(trx, childId, profileChanges(body));
        if (body.email !== undefined) await updateParentEmail(trx, child.parentId, body.email || null);
      });
      // The guard hands routes the child as remembered: the new class, board or e-mail from now on.
      await sessions.forgetParent(child.parentId);
      const fresh = await findChild(db, childId);
      // Deleted meanwhile (from another device): the session has ended with it.
      if (!fresh)
        throw new AppError(
          401,
          AUTH_ERRORS.unauthorized,
          'This account no longer exists. Please log in again.',
        );
      return loadProfile(db, fresh);
    },
  };
}

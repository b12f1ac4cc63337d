import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import { AUTH_ERRORS } from '../../../domain/contract/auth.ts';
import { splitBoardMedium } from '../../../domain/contract/catalog.ts';
import {
  type AddChildRequest,
  CHILDREN_ERRORS,
  type ChildSummary,
  MAX_CHILDREN,
  type updateChildRequestSchema,
} from '../../../domain/contract/children.ts';
import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { accountService, deleteChild } from '../account/index.ts';
import type { OtpService, PasswordBudget, SessionCache, TokenService } from '../auth/index.ts';
import {
  type Child,
  childrenOf,
  detailsOf,
  findChild,
  givenDetails,
  insertChild,
  insertConsent,
  isParentPassword,
  loadProfile,
  profileChanges,
  updateChild,
} from '../auth/index.ts';
import { childActivity, childCountForAdd, lastGuardianName, setActiveChild } from './children.repository.ts';

type ChildUpdate = z.output<typeof updateChildRequestSchema>;

const notFound = () => new AppError(404, CHILDREN_ERRORS.notFound, 'This child is not on your account.');

/**
 * A parent's children (issue 18, ADR 018). Every call acts for the signed-in parent (`parentId`
 * of the session's active child) and finds a child only among theirs: another family's child is
 * "not found", never "forbidden", so an id reveals nothing.
 */
export function childrenService(
  { db, kind }: Db,
  tokens: TokenService,
  otp: OtpService,
  policyVersion: string,
  budget: PasswordBudget,
  sessions: Pick<SessionCache, 'forgetParent'>,
) {
  const account = accountService(db, otp, sessions);

  /** The parent's child `childId`, or 404. */
  async function ownChild(parentId: string, childId: string): Promise<Child> {
    const child = await findChild(db, childId);
    if (!child || child.parentId !== parentId) throw notFound();
    return child;
  }

  async function summaries(children: Child[]): Promise<ChildSummary[]> {
    const activity = await childActivity(
      db,
      children.map((child) => child.id),
    );
    return Promise.all(
      children.map(async (child) => {
        // Coins and plans as the profile counts them (accounts asks the ledger and the plans).
        const { coinBalance, totalCoinsEarned, activeSubscriptions } = await loadProfile(db, child);
        const line = activity.get(child.id);
        return {
          id: child.id,
          ...detailsOf(child),
          coinBalance,
          totalCoinsEarned,
          activitiesCompleted: line?.done ?? 0,
          unitsUnlocked: line?.unlocked ?? 0,
          lastPlayedAt: line?.last ?? null,
          activeSubscriptions,
        };
      }),
    );
  }

  const summaryOf = async (child: Child) => (await summaries([child]))[0] as ChildSummary;

  return {
    async list(active: Child) {
      return { activeChildId: active.id, children: await summaries(await childrenOf(db, active.parentId)) };
    },

    /** A child added by the signed-in parent, who consents for them as at sign-up. */
    async add(active: Child, body: AddChildRequest, sessionId: string, now = new Date()) {
      if (body.consent.policyVersion !== policyVersion) {
        throw new AppError(
          400,
          ERROR_CODES.validation,
          'The privacy policy has changed. Please read it again and accept it.',
          {
            fields: { consent: 'policyVersion' },
          },
        );
      }
      const guardianName = body.consent.guardianName ?? (await lastGuardianName(db, active.parentId));
      if (!guardianName) {
        throw new AppError(400, ERROR_CODES.validation, "Please give the parent's name.", {
          fields: { 'consent.guardianName': 'required' },
        });
      }
      const child = {
        id: randomUUID(),
        parentId: active.parentId,
        studentName: body.studentName,
        grade: body.grade,
        ...splitBoardMedium(body.board),
        schoolName: body.schoolName?.trim() || null,
        ...givenDetails(body),
        photo: null,
      };
      await db.transaction().execute(async (trx) => {
        // Counted so that parallel adds for this parent take turns until this one commits: they
        // cannot pass the limit together.
        if ((await childCountForAdd(trx, kind, active.parentId)) >= MAX_CHILDREN) {
          throw new AppError(
            409,
            CHILDREN_ERRORS.limit,
            `An account can have at most ${MAX_CHILDREN} children.`,
          );
        }
        await insertChild(trx, child, now);
        await insertConsent(
          trx,
          kind,
          {
            childId: child.id,
            parentId: active.parentId,
            phone: active.phone,
            guardianName,
            isGuardian: body.consent.isGuardian,
            isAdult: body.consent.isAdult,
            policyVersion: body.consent.policyVersion,
            // Given in a signed-in session rather than after a sign-up code: the session names it.
            givenWith: `session:${sessionId}`,
          },
          now,
        );
      });
      return summaryOf({ ...child, phone: active.phone, email: active.email });
    },

    async update(active: Child, childId: string, body: ChildUpdate) {
      await ownChild(active.parentId, childId);
      // The profile's own mapping: a child's fields are the profile's, without the e-mail.
      await updateChild(db, childId, profileChanges(body));
      // A session playing as this child reads with its new class from now on.
      await sessions.forgetParent(active.parentId);
      return summaryOf(await ownChild(active.parentId, childId));
    },

    /**
     * With the parent's password, guessed within the account's budget (passwordBudget.ts); never
     * the child playing now (so never the only child).
     */
    async remove(active: Child, childId: string, password: string) {
      if (!(await isParentPassword(db, budget, active.parentId, password))) {
        throw new AppError(400, AUTH_ERRORS.invalidCredentials, 'The password is not right.', {
          fields: { password: 'wrong' },
        });
      }
      await ownChild(active.parentId, childId);
      if (childId === active.id) {
        throw new AppError(409, CHILDREN_ERRORS.active, 'Switch to another child before removing this one.');
      }
      await deleteChild(db, childId, active.id);
      // A session still playing as the removed child (another phone) ends now on every instance.
      await sessions.forgetParent(active.parentId);
    },

    /** The session plays as `childId` from now: a new access token, the same refresh token. */
    async switchTo(active: Child, sessionId: string, childId: string) {
      const child = await ownChild(active.parentId, childId);
      await setActiveChild(db, sessionId, active.parentId, childId);
      return {
        accessToken: await tokens.issueAccess(active.parentId, childId, sessionId),
        profile: await loadProfile(db, child),
      };
    },

    async exportChild(active: Child, childId: string) {
      return account.childData(await ownChild(active.parentId, childId));
    },
  };
}

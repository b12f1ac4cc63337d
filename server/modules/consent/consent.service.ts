import { CHILDREN_ERRORS } from '../../../domain/contract/children.ts';
import type { ChildConsent, ConsentStatus, RecordConsentRequest } from '../../../domain/contract/consents.ts';
import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import { currentPolicyEntry, type PolicyVersion, pendingChanges } from '../../../domain/policyVersions.ts';
import type { Db } from '../../db/database.ts';
import { fromDbTime } from '../../db/dialect.ts';
import { AppError } from '../../errors.ts';
import { type Child, childrenOf, insertConsent } from '../auth/index.ts';
import { lastGuardianName } from '../children/index.ts';
import { latestConsents } from './consent.repository.ts';

/**
 * Consent per child against the privacy policy's versions (issue 32, point 6, DPDP Act s. 9): a
 * child whose latest consent is older than a material version (domain/policyVersions.ts) is
 * pending until the parent agrees to the version in force for them; a version that changes no
 * category of data and no purpose asks nothing. Everything is of the signed-in parent's family.
 */
export function consentService({ db, kind }: Db, policyVersion: string, history: readonly PolicyVersion[]) {
  const current = currentPolicyEntry(history);
  // The front matter's version is what sign-up records: it must be the newest of the list, or
  // every consent given from now on would count as older than all of it.
  if (current.version !== policyVersion) {
    throw new Error(
      `The privacy policy's version ${policyVersion} is not the newest in domain/policyVersions.ts`,
    );
  }

  async function status(active: Child): Promise<ConsentStatus> {
    const children = await childrenOf(db, active.parentId);
    const [latest, guardianName] = await Promise.all([
      latestConsents(
        db,
        children.map((child) => child.id),
      ),
      lastGuardianName(db, active.parentId),
    ]);
    const rows: ChildConsent[] = children.map((child) => {
      const consent = latest.get(child.id);
      return {
        id: child.id,
        studentName: child.studentName,
        consentedVersion: consent?.policy_version ?? null,
        consentedAt: consent ? fromDbTime(consent.accepted_at).toISOString() : null,
        pending: pendingChanges(consent?.policy_version ?? null, history).map((entry) => entry.version),
      };
    });
    const asked = new Set(rows.flatMap((row) => row.pending));
    return {
      policyVersion: current.version,
      policyDate: current.date,
      guardianNameKnown: guardianName !== undefined,
      children: rows,
      changes: history
        .filter((entry) => asked.has(entry.version))
        .map(({ version, date, changes }) => ({ version, date, changes })),
    };
  }

  return {
    status,

    /** The parent's consent to the version in force for `childIds`, each of them theirs. */
    async record(active: Child, body: RecordConsentRequest, sessionId: string, now = new Date()) {
      if (body.policyVersion !== current.version) {
        throw new AppError(
          400,
          ERROR_CODES.validation,
          'The privacy policy has changed. Please read it again and accept it.',
          { fields: { policyVersion: 'changed' } },
        );
      }
      const before = await status(active);
      const unknown = body.childIds.filter((id) => !before.children.some((child) => child.id === id));
      if (unknown.length > 0) {
        throw new AppError(404, CHILDREN_ERRORS.notFound, 'This child is not on your account.');
      }
      const guardianName = body.guardianName ?? (await lastGuardianName(db, active.parentId));
      if (!guardianName) {
        throw new AppError(400, ERROR_CODES.validation, "Please give the parent's name.", {
          fields: { 'consent.guardianName': 'required' },
        });
      }
      // A child already on the version in force gets no second row (a second tap, another tab).
      const chosen = new Set(body.childIds);
      const due = before.children.filter(
        (child) => chosen.has(child.id) && child.consentedVersion !== current.version,
      );
      await db.transaction().execute(async (trx) => {
        for (const child of due) {
          await insertConsent(
            trx,
            kind,
            {
              childId: child.id,
              parentId: active.parentId,
              phone: active.phone,
              guardianName,
              isGuardian: body.isGuardian,
              isAdult: body.isAdult,
              policyVersion: current.version,
              // Given in a signed-in session past the gate, as when a child is added.
              givenWith: `session:${sessionId}`,
            },
            now,
          );
        }
      });
      return status(active);
    },
  };
}

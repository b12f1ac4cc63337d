import { pendingChanges } from '../../domain/policyVersions.ts';
import { currentPolicyVersion } from '../../server/modules/auth/index.ts';
import { changeDatabase, expect, expectNoAxeViolations, queryDatabase, test } from './fixtures.ts';
import { langs, newPhone, passParentGate, signUpQuickly } from './journeys.ts';

/**
 * Issue 32, point 6: a privacy policy version that changes a category of data or a purpose asks
 * the parent again, at the next visit behind the gate, for each child. The family's consents are
 * moved back to 2026-11-25, the version whose text gained a category of child data (maths
 * practice results) after it was published: the parent sees what changed, in the page's
 * language, agrees, and a new consent row names the version in force.
 */
const OLDER = '2026-11-25';

type ConsentRow = { policy_version: string; otp_challenge_id: string };
const consentsOf = (childId: string) =>
  queryDatabase<ConsentRow>(
    'select policy_version, otp_challenge_id from consents where student_id = ? order by accepted_at',
    childId,
  );

/** A brother, added behind the app's back with the consent his sister had at sign-up. */
function addBrother(sisterId: string): string {
  const [sister] = queryDatabase<{ parent_id: string }>(
    'select parent_id from students where id = ?',
    sisterId,
  );
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  changeDatabase(
    `insert into students (id, parent_id, student_name, gender, grade, board, medium, state, district, taluk, created_at, updated_at)
     values (?, ?, 'Arjun', 'Male', '4', 'Karnataka', 'Kannada', 'Karnataka', 'Mandya', 'Maddur', ?, ?)`,
    id,
    sister?.parent_id,
    at,
    at,
  );
  changeDatabase(
    `insert into consents (id, student_id, parent_id, phone, guardian_name, is_guardian, is_adult, policy_version, otp_challenge_id, accepted_at)
     select ?, ?, parent_id, phone, guardian_name, 1, 1, policy_version, otp_challenge_id, ? from consents where student_id = ?`,
    crypto.randomUUID(),
    id,
    at,
    sisterId,
  );
  return id;
}

for (const [name, t, prefix] of langs) {
  const locale = prefix === '/kn' ? 'kn' : 'en';

  if (name === 'Kannada')
    test(`a changed policy asks the parent again, for each child or for all (${name})`, async ({
      page,
      clientAddress,
    }, info) => {
      const { profile } = await signUpQuickly(page, clientAddress, newPhone(info.workerIndex));
      const sister = profile._id;
      const brother = addBrother(sister);
      changeDatabase(
        'update consents set policy_version = ? where student_id in (?, ?)',
        OLDER,
        sister,
        brother,
      );
      const asked = pendingChanges(OLDER);
      expect(asked.length).toBeGreaterThan(0);

      // The next visit behind the gate: the notice first, with what changed in the page's language.
      await page.goto(`${prefix}/user-profile`);
      await passParentGate(page, t);
      const notice = page.getByRole('region', { name: t['children.policy.title'] });
      await expect(notice).toBeVisible();
      for (const change of asked) await expect(notice).toContainText(change.changes[locale]);
      const agreeFor = (child: string) =>
        notice.getByRole('button', { name: t['children.policy.agreeFor'].replace('{name}', child) });
      await expect(agreeFor('Chinmayi')).toBeVisible();
      await expect(agreeFor('Arjun')).toBeVisible();
      await expectNoAxeViolations(page);

      // Not without saying who agrees.
      await agreeFor('Chinmayi').click();
      await expect(notice.getByRole('alert')).toHaveText(t['children.policy.tickBoth']);
      await expectNoAxeViolations(page);
      expect(consentsOf(sister).map((row) => row.policy_version)).toEqual([OLDER]);
      await notice.getByLabel(t['children.policy.isGuardian']).check();
      await notice.getByLabel(t['auth.consent.isAdult']).check();

      if (locale === 'en') {
        // One child: she is recorded, her brother is still asked.
        await agreeFor('Chinmayi').click();
        await expect(notice.getByRole('status')).toHaveText(t['children.policy.recorded']);
        await expect(agreeFor('Chinmayi')).toBeHidden();
        await expect(agreeFor('Arjun')).toBeVisible();
        expect(consentsOf(brother).map((row) => row.policy_version)).toEqual([OLDER]);
        await expectNoAxeViolations(page);
        await agreeFor('Arjun').click();
      } else {
        await notice.getByRole('button', { name: t['children.policy.agreeAll'] }).click();
      }
      await expect(notice.getByRole('status')).toHaveText(t['children.policy.thanks']);
      await expectNoAxeViolations(page);
      for (const child of [sister, brother]) {
        const rows = consentsOf(child);
        // The earlier consent stays; the new one names the version in force, given in this session.
        expect(rows.map((row) => row.policy_version)).toEqual([OLDER, currentPolicyVersion()]);
        expect(rows[1]?.otp_challenge_id).toMatch(/^session:/);
      }

      // Nothing is asked any more: the next visit shows no notice.
      // (A 401 first, when the short-lived access token has run out: the client refreshes and asks again.)
      const answered = page.waitForResponse(
        (response) => response.url().endsWith('/v1/auth/parent/consents') && response.status() === 200,
      );
      await page.reload();
      expect((await (await answered).json()).data.changes).toEqual([]);
      await expect(page.getByRole('heading', { name: t['children.familyTitle'] })).toBeVisible();
      await expect(notice).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

  if (name === 'English')
    test(`the privacy policy lists its versions and what changed in each (${name})`, async ({ page }) => {
      await page.goto(`${prefix}/privacy-policy`);
      const versions = page.getByRole('region', { name: t['legal.versions.title'] });
      await expect(versions).toBeVisible();
      const current = versions.locator(`[data-version="${currentPolicyVersion()}"]`);
      await expect(current).toContainText(t['legal.versions.current']);
      for (const change of pendingChanges(null)) {
        await expect(versions.locator(`[data-version="${change.version}"]`)).toContainText(
          change.changes[locale],
        );
      }
      await expectNoAxeViolations(page);
    });
}

import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConsentStatus } from '../../../domain/contract/consents.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { getConsentStatus } from '../../client/consents.ts';
import { Family } from './Family.tsx';
import { FamilyReports } from './FamilyReports.tsx';
import { useAccountUser } from './useAccountUser.ts';

// Only when the policy has changed in a way that asks the parent again: the notice loads then.
const PolicyConsent = lazy(() =>
  import('./PolicyConsent.tsx').then((module) => ({ default: module.PolicyConsent })),
);

/**
 * The parent area's family (issue 18), an island of its own at the top of My Account so that
 * My Account stays within its budget: the children side by side and their weekly reports.
 * Hidden, as My Account is, until the parent gate is passed. Each time the gate opens it, the API
 * says whether a privacy policy change asks the parent again for some child (issue 32): the
 * notice then comes first.
 */
export default function FamilyArea({
  locale,
  messages,
  policyVersion,
}: {
  locale: Locale;
  messages: Partial<Messages>;
  /** The privacy policy's version, from its front matter: what a parent accepts for a new child. */
  policyVersion: string;
}) {
  const t = createTranslate(messages);
  const { user, open } = useAccountUser();
  const [consents, setConsents] = useState<ConsentStatus | null>(null);
  const userId = user?._id;

  useEffect(() => {
    if (!userId || !open) return;
    let live = true;
    getConsentStatus()
      .then(({ data }) => {
        // Shown while something is asked; once shown, it stays to thank the parent.
        if (live)
          setConsents((shown) => (shown || data.children.some((c) => c.pending.length) ? data : null));
      })
      // Not answered (offline): asked again at the next opening.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [userId, open]);

  if (!user) return null;
  return (
    <div className="family-area" data-parent-area hidden={!open}>
      {consents && (
        <Suspense fallback={null}>
          <PolicyConsent t={t} locale={locale} status={consents} onChange={setConsents} />
        </Suspense>
      )}
      <Family t={t} locale={locale} user={user} policyVersion={policyVersion} />
      <FamilyReports t={t} locale={locale} />
    </div>
  );
}

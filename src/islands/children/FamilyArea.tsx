import type { Locale } from '../../contract/locale.ts';
import type { Messages } from '../../i18n/en.ts';
import { createTranslate } from '../../i18n/translate.ts';
import { useAccountUser } from '../account/useAccountUser.ts';
import { Family } from './Family.tsx';
import { FamilyReports } from './FamilyReports.tsx';

/**
 * The parent area's family (issue 18), an island of its own at the top of My Account so that
 * My Account stays within its budget: the children side by side and their weekly reports.
 * Hidden, as My Account is, until the parent gate is passed.
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
  if (!user) return null;
  return (
    <div className="family-area" data-parent-area hidden={!open}>
      <Family t={t} locale={locale} user={user} policyVersion={policyVersion} />
      <FamilyReports t={t} locale={locale} />
    </div>
  );
}

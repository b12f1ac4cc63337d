import { useEffect } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { getProfile } from '../../client/auth.ts';
import { setProfile } from '../../stores/profile.ts';
import { ChangePassword } from './ChangePassword.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { useAccountUser } from './useAccountUser.ts';
import '../ui/forms.css';
import './account.css';

/**
 * The top of /user-profile, My Account (spec §2): its heading, the child's profile with its edit
 * form, and the password. The rest of the page is MyAccount.tsx, the island after it.
 */
export default function AccountProfile({
  locale,
  messages,
}: {
  locale: Locale;
  messages: Partial<Messages>;
}) {
  const t = createTranslate(messages);
  const { user, open } = useAccountUser();
  useEffect(() => {
    // Fresh coins and plans for the whole page (both islands read the profile store); a 401
    // here refreshes the session, or sends the user to /login.
    getProfile()
      .then((response) => setProfile(response.profile))
      .catch(() => {});
  }, []);

  if (!user)
    return (
      <p className="account__message" role="status">
        {t('account.loading')}
      </p>
    );
  return (
    <div className="account" data-parent-area hidden={!open}>
      <h1 className="account__heading">{t('account.page')}</h1>
      <ProfileSection t={t} locale={locale} user={user} />
      <ChangePassword t={t} locale={locale} user={user} />
    </div>
  );
}

import { useEffect } from 'react';
import { fetchProfile } from '../../client/auth.ts';
import type { Locale } from '../../contract/locale.ts';
import type { Messages } from '../../i18n/en.ts';
import { createTranslate } from '../../i18n/translate.ts';
import { updateProfile } from '../../stores/profile.ts';
import { $user } from '../../stores/session.ts';
import { ChangePassword } from './ChangePassword.tsx';
import { Coins } from './Coins.tsx';
import { CompletedActivities } from './CompletedActivities.tsx';
import { Payments } from './Payments.tsx';
import { PlaySettings } from './PlaySettings.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { Progress } from './Progress.tsx';
import { $parentAreaOpen } from './parentArea.ts';
import { Subscriptions } from './Subscriptions.tsx';
import { YourData } from './YourData.tsx';
import '../auth/auth.css';
import './account.css';
import { useClientStore } from '../ui/useClientStore.ts';

/**
 * /user-profile, My Account (spec §2): the child's profile and password, plans, coins, finished
 * activities, the parent's progress chart, the parent's data rights, and logout. The parent area:
 * hidden until the parent gate (ParentGate.tsx, beside it on the page) is passed.
 */
export default function MyAccount({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const user = useClientStore($user, null);
  const open = useClientStore($parentAreaOpen, false);
  useEffect(() => {
    // Fresh coins and plans; a 401 here refreshes the session, or sends the user to /login.
    fetchProfile()
      .then((response) => updateProfile(response.profile))
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
      <ChangePassword t={t} user={user} />
      <Subscriptions t={t} locale={locale} user={user} />
      <Payments t={t} locale={locale} user={user} />
      <Coins t={t} locale={locale} user={user} />
      <CompletedActivities t={t} locale={locale} />
      <Progress t={t} locale={locale} user={user} />
      <PlaySettings t={t} />
      <YourData t={t} locale={locale} user={user} />
      <div className="account__logout">
        {/* Opens the navbar's logout modal (NavbarUser.astro), which ends the session. */}
        <button type="button" className="button button--light" data-modal-open="logout-modal">
          {t('nav.logout')}
        </button>
      </div>
    </div>
  );
}

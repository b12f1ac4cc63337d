import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { fetchProfile } from '../../client/auth.ts';
import type { Locale } from '../../contract/locale.ts';
import type { Messages } from '../../i18n/en.ts';
import { createTranslate } from '../../i18n/translate.ts';
import { $user } from '../../stores/session.ts';
import '../auth/auth.css';

/**
 * /dashboard: the signed-in home. Until the learning feature lands it greets the child and shows
 * the class, board and medium the lessons will follow; the profile is fetched fresh (a 401 there
 * exercises the refresh, or sends the user to /login).
 */
export default function Dashboard({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const user = useStore($user);
  useEffect(() => {
    void fetchProfile()
      .then((response) => {
        $user.set(response.profile);
        document.dispatchEvent(new Event('kalike:session'));
      })
      .catch(() => {});
  }, []);
  void locale;
  if (!user) return null;
  return (
    <section className="auth-card dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="auth-card__title">
        {t('dashboard.hello', { name: user.studentName })}
      </h1>
      <p className="auth-card__subtitle" data-testid="dashboard-details">
        {t('dashboard.details', { grade: user.grade, board: user.board, medium: user.medium })}
      </p>
      <p>{t('dashboard.soon')}</p>
      <button type="button" className="button button--light" data-modal-open="logout-modal">
        {t('nav.logout')}
      </button>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { fetchProfile } from '../../client/auth.ts';
import { fetchSubjects } from '../../client/learning.ts';
import type { Subject } from '../../contract/learning.ts';
import type { Locale } from '../../contract/locale.ts';
import type { Messages } from '../../i18n/en.ts';
import { localizePath } from '../../i18n/paths.ts';
import { createTranslate } from '../../i18n/translate.ts';
import { updateProfile } from '../../stores/profile.ts';
import { $user } from '../../stores/session.ts';
import '../auth/auth.css';
import { boardName, mediumName } from '../auth/choiceLabels.ts';
import { useClientStore } from '../ui/useClientStore.ts';
import CheckIn from './CheckIn.tsx';

/**
 * /dashboard: the signed-in home. It greets the child, shows their class, board and medium and
 * the subjects of it, each opening /{subject}/units; the profile is fetched fresh (a 401 there
 * exercises the refresh, or sends the user to /login).
 */
export default function Dashboard({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const user = useClientStore($user, null);
  const [subjects, setSubjects] = useState<Subject[] | null>(null);
  useEffect(() => {
    if (!user) return;
    void fetchSubjects(user.grade, user.board, user.medium)
      .then((response) => setSubjects(response.data))
      .catch(() => setSubjects([]));
  }, [user]);
  useEffect(() => {
    void fetchProfile()
      .then((response) => updateProfile(response.profile))
      .catch(() => {});
  }, []);
  if (!user) return null;
  return (
    <section className="auth-card dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="auth-card__title">
        {t('dashboard.hello', { name: user.studentName })}
      </h1>
      <p className="auth-card__subtitle" data-testid="dashboard-details">
        {t('dashboard.details', {
          grade: user.grade,
          board: boardName(t, user.board),
          medium: mediumName(t, user.medium),
        })}
      </p>
      <CheckIn t={t} />
      <h2 className="dashboard__heading">{t('dashboard.subjects')}</h2>
      {subjects && subjects.length > 0 ? (
        <ul className="dashboard__subjects">
          {subjects.map((subject) => (
            <li key={subject._id}>
              <a
                className="dashboard__subject"
                style={{ borderColor: subject.colour }}
                href={localizePath(locale, `/${subject.key}/units`)}
              >
                <img src={`/images/subjects/${subject.icon}.svg`} alt="" width="96" height="72" />
                <span className="dashboard__subject-name">{subject.name[locale]}</span>
                <span className="dashboard__subject-units">
                  {t('dashboard.units', { count: subject.unitCount })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        subjects && <p>{t('dashboard.noSubjects')}</p>
      )}
      <button type="button" className="button button--light" data-modal-open="logout-modal">
        {t('nav.logout')}
      </button>
    </section>
  );
}

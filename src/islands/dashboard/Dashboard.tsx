import { useEffect, useState } from 'react';
import type { ContinueResponse, Subject } from '../../../domain/contract/learning.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate, tPlural } from '../../../domain/i18n/translate.ts';
import { getProfile } from '../../client/auth.ts';
import { getContinueLearning, getSubjects } from '../../client/learning.ts';
import { localizePath } from '../../i18n/paths.ts';
import { setProfile } from '../../stores/profile.ts';
import { $profile } from '../../stores/session.ts';
import '../ui/forms.css';
import '../ui/learn.css';
import { boardName, mediumName } from '../ui/choiceLabels.ts';
import ProgressRing from '../ui/ProgressRing.tsx';
import { unitsPath } from '../ui/parentPath.ts';
import { useClientStore } from '../ui/useClientStore.ts';
import CheckIn from './CheckIn.tsx';
import ContinueTile from './ContinueTile.tsx';
import MissedTile from './MissedTile.tsx';
import StoriesTile from './StoriesTile.tsx';

/**
 * /dashboard: the signed-in home. It greets the child, offers "Continue where you left off",
 * and shows the subjects of their class, board and medium as big tiles, each with its topics done
 * and opening /{subject}/units; the profile is fetched fresh (a 401 there exercises the refresh,
 * or sends the user to /login).
 */
export default function Dashboard({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const user = useClientStore($profile, null);
  const [subjects, setSubjects] = useState<Subject[] | null>(null);
  const [path, setPath] = useState<Omit<ContinueResponse, 'success'> | null>(null);
  const grade = user?.grade;
  const board = user?.board;
  const medium = user?.medium;
  useEffect(() => {
    if (!grade || !board || !medium) return;
    void getSubjects(grade, board, medium)
      .then((response) => setSubjects(response.data))
      .catch(() => setSubjects([]));
    // Fresh each time the dashboard shows, a return through the back/forward cache included.
    const load = () =>
      getContinueLearning()
        .then(({ data, progress }) => setPath({ data, progress }))
        .catch(() => {});
    void load();
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) void load();
    };
    addEventListener('pageshow', shown);
    return () => removeEventListener('pageshow', shown);
  }, [grade, board, medium]);
  useEffect(() => {
    void getProfile()
      .then((response) => setProfile(response.profile))
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
      {path?.data && (
        <ContinueTile
          place={path.data}
          subject={subjects?.find((s) => s.key === path.data?.subject.key)}
          locale={locale}
          t={t}
        />
      )}
      <MissedTile t={t} locale={locale} />
      <StoriesTile t={t} locale={locale} />
      <CheckIn t={t} locale={locale} />
      <h2 className="dashboard__heading">{t('dashboard.subjects')}</h2>
      {subjects && subjects.length > 0 ? (
        <ul className="dashboard__subjects">
          {subjects.map((subject) => {
            const progress = path?.progress.find((p) => p.subject === subject.key);
            return (
              <li key={subject._id}>
                <a
                  className="dashboard__subject"
                  style={{ '--subject': subject.colour } as React.CSSProperties}
                  href={localizePath(locale, unitsPath(subject.key))}
                >
                  <img src={`/images/subjects/${subject.icon}.svg`} alt="" width="120" height="90" />
                  <span className="dashboard__subject-name">{subject.name[locale]}</span>
                  <span className="dashboard__subject-units">
                    {tPlural(t, locale, 'dashboard.units', subject.unitCount)}
                  </span>
                  {progress && (
                    <span className="dashboard__subject-progress">
                      <ProgressRing done={progress.topicsDone} total={progress.topicCount} size={40} />
                      <span>
                        {tPlural(t, locale, 'learn.topicsDone', progress.topicCount, {
                          done: progress.topicsDone,
                        })}
                      </span>
                    </span>
                  )}
                </a>
              </li>
            );
          })}
        </ul>
      ) : (
        subjects && <p>{t('dashboard.noSubjects')}</p>
      )}
    </section>
  );
}

import { useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { formatMoment } from '../../lib/dates.ts';
import { $completedActivities } from '../../stores/account.ts';
import { useQuery } from '../ui/useQuery.ts';
import { SectionStatus } from './SectionStatus.tsx';

const FIRST = 5;

/** Section 6: how many activities the child has finished, and the latest ones by name, with the best score. */
export function CompletedActivities({ t, locale }: { t: Translate; locale: Locale }) {
  const completed = useQuery($completedActivities);
  const [all, setAll] = useState(false);
  const lines = [...(completed.data?.data ?? [])].sort((a, b) =>
    b.lastCompletedAt.localeCompare(a.lastCompletedAt),
  );
  const shown = all ? lines : lines.slice(0, FIRST);
  return (
    <section className="account__card" aria-labelledby="activities-title">
      <h2 id="activities-title" className="account__title">
        {t('account.activities.title')}
      </h2>
      {!completed.data ? (
        <SectionStatus t={t} failed={completed.failed} retry={completed.retry} />
      ) : (
        <>
          <div className="account__figures">
            <p className="figure">
              <span className="figure__value" data-testid="activities-count">
                {lines.length}
              </span>
              <span className="figure__label">{t('account.activities.count')}</span>
            </p>
          </div>
          {lines.length === 0 ? (
            <p className="account__muted">{t('account.activities.none')}</p>
          ) : (
            <>
              <h3 className="account__subtitle">{t('account.activities.latest')}</h3>
              <ul className="account__list" data-testid="completed-activities">
                {shown.map((line) => (
                  <li key={line.activityId} className="account__item account__item--row">
                    <span>
                      <span className="account__item-main">{line.title}</span>
                      <span className="account__muted">
                        {line.topicName[locale]} · {line.subject[locale]} ·{' '}
                        {formatMoment(line.lastCompletedAt, locale)}
                      </span>
                    </span>
                    <span className="account__score">
                      {t('account.activities.best', { score: line.bestScore, total: line.total })}
                    </span>
                  </li>
                ))}
              </ul>
              {lines.length > FIRST && (
                <button
                  type="button"
                  className="link-button"
                  aria-expanded={all}
                  onClick={() => setAll(!all)}
                >
                  {all ? t('account.showFewer') : t('account.showAll', { count: lines.length })}
                </button>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}

import { useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { WeekFigures } from '../../../domain/contract/reports.ts';
import { type PluralKey, type Translate, tPlural } from '../../../domain/i18n/translate.ts';
import { formatWeek } from '../../lib/dates.ts';
import { weeklyReportOf } from '../../stores/parent.ts';
import { useClientStore } from '../ui/useClientStore.ts';
import { useQuery } from '../ui/useQuery.ts';
import { ReadingFigures } from './ReadingFigures.tsx';
import { SectionStatus } from './SectionStatus.tsx';
import './account.css';
import './weeklyReport.css';

/** The four big numbers of activities, each with its plural label (the stories': ReadingFigures). */
const FIGURES: [keyof WeekFigures, PluralKey][] = [
  ['activities', 'account.report.activities'],
  ['minutes', 'account.report.minutes'],
  ['coins', 'account.report.coins'],
  ['unitsFinished', 'account.report.units'],
];

/**
 * One child's weekly report for the parent (issue 18): a week of India's calendar, Monday to
 * Sunday, as four big numbers with the week before's beside them, the units finished and the
 * topics to practise again. Opens on the week under way (a child who played today shows it at
 * once; the walk of 2026-12-01 found last week's zeros first), the same weeks as the progress
 * chart (domain/rules/calendarWeek.ts); the buttons step a week back or on, up to the current one.
 * For the parent area, one per child.
 */
export function WeeklyReport({
  t,
  locale,
  child,
}: {
  t: Translate;
  locale: Locale;
  child: { id: string; name: string };
}) {
  const [{ $week, $report }] = useState(() => weeklyReportOf(child.id, locale));
  const week = useClientStore($week, $week.get());
  const setWeek = (monday: string) => $week.set(monday);
  const loaded = useQuery($report, { keepPrevious: true });
  const report = loaded.data?.data;
  // The last answer stays while the next loads: shown dimmed, the buttons waiting.
  const stale =
    !report || report.child.id !== child.id || report.language !== locale || report.week.from !== week;
  const titleId = `weekly-report-${child.id}`;

  return (
    <section className="account__card weekly-report" aria-labelledby={titleId}>
      <h2 id={titleId} className="account__title">
        {t('account.report.title', { name: child.name })}
      </h2>
      {!report ? (
        <SectionStatus t={t} failed={loaded.failed} retry={loaded.retry} />
      ) : (
        <div className="weekly-report__body" aria-busy={stale}>
          <div className="weekly-report__nav">
            <button
              type="button"
              className="button button--light"
              disabled={stale}
              onClick={() => setWeek(report.previousWeek)}
            >
              <span aria-hidden="true">← </span>
              {t('account.report.previousWeek')}
            </button>
            <p className="weekly-report__week" aria-live="polite" data-testid="report-week">
              {t('account.report.week', { range: formatWeek(report.week.from, report.week.to, locale) })}
            </p>
            <button
              type="button"
              className="button button--light"
              disabled={stale || !report.nextWeek}
              onClick={() => report.nextWeek && setWeek(report.nextWeek)}
            >
              {t('account.report.nextWeek')}
              <span aria-hidden="true"> →</span>
            </button>
          </div>
          {!report.week.complete && <p className="account__muted">{t('account.report.inProgress')}</p>}
          <div className="account__figures">
            {FIGURES.map(([field, label]) => (
              <p key={field} className="figure">
                <span className="figure__value" data-testid={`report-${field}`}>
                  {report[field]}
                </span>
                <span className="figure__label">{tPlural(t, locale, label, report[field])}</span>
                <span className="weekly-report__before">
                  {t('account.report.weekBefore', { count: report.previous[field] })}
                </span>
              </p>
            ))}
          </div>
          <p className="account__note">{t('account.report.minutesNote')}</p>
          <ReadingFigures t={t} locale={locale} week={report} before={report.previous} />
          {report.activities === 0 ? (
            <p className="account__muted">{t('account.report.empty')}</p>
          ) : (
            <>
              {report.finishedUnits.length > 0 && (
                <>
                  <h3 className="account__subtitle">{t('account.report.finishedUnits')}</h3>
                  <ul className="account__list" data-testid="report-units">
                    {report.finishedUnits.map((unit) => (
                      <li key={unit.id} className="account__item">
                        <span className="account__item-main">{unit.name}</span>
                        <span className="account__muted">{unit.subject}</span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {report.weakSkills.length > 0 && (
                <>
                  <h3 className="account__subtitle">{t('account.report.weakSkills')}</h3>
                  <p className="account__muted">{t('account.report.weakSkillsHint')}</p>
                  <ul className="account__list" data-testid="report-skills">
                    {report.weakSkills.map((skill) => (
                      <li key={skill.skill} className="account__item">
                        <span className="account__item-main">{skill.name}</span>
                        <span className="account__muted">
                          {t('account.report.skillScore', { percent: skill.percent })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <h3 className="account__subtitle">{t('account.report.revisit')}</h3>
              {report.topicsToRevisit.length === 0 ? (
                <p className="account__muted">{t('account.report.nothingToRevisit')}</p>
              ) : (
                <>
                  <p className="account__muted">{t('account.report.revisitHint')}</p>
                  <ul className="account__list" data-testid="report-topics">
                    {report.topicsToRevisit.map((topic) => (
                      <li key={topic.id} className="account__item">
                        <span className="account__item-main">{topic.name}</span>
                        <span className="account__muted">
                          {t('account.report.topicScore', { subject: topic.subject, percent: topic.percent })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}

import { useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { $classSubjects, $progressReport } from '../../stores/account.ts';
import { useQuery } from '../ui/useQuery.ts';
import { BarChart } from './BarChart.tsx';
import { chartSeries, type Metric, total } from './chartData.ts';
import { ProgressTable } from './ProgressTable.tsx';
import { SectionStatus } from './SectionStatus.tsx';

const METRICS: Metric[] = ['activities', 'coins'];

/** Section 7, for the parent: activities or coins per subject over the last four weeks. */
export function Progress({ t, locale }: { t: Translate; locale: Locale }) {
  const [metric, setMetric] = useState<Metric>('activities');
  const report = useQuery($progressReport);
  // The class's subjects, so that those not started yet show as zeros (none: only the report's).
  const classSubjects = useQuery($classSubjects);
  const subjects = classSubjects.failed ? [] : classSubjects.data;
  const ready = Boolean(report.data && subjects);
  const series = report.data && subjects ? chartSeries(report.data.data, subjects, metric) : [];
  const weeks = report.data?.data.weeks ?? [];
  const title =
    metric === 'activities' ? t('account.progress.chartActivities') : t('account.progress.chartCoins');
  const summary = t('account.progress.summary', {
    list: series.map((line) => `${line.name[locale]} ${line.values.reduce((a, b) => a + b, 0)}`).join(', '),
  });

  return (
    <section className="account__card" aria-labelledby="progress-title">
      <h2 id="progress-title" className="account__title">
        {t('account.progress.title')}
      </h2>
      <p className="account__muted">{t('account.progress.intro')}</p>
      {!ready ? (
        <SectionStatus t={t} failed={report.failed} retry={report.retry} />
      ) : (
        <>
          <fieldset className="chart__toggle">
            <legend className="sr-only">{t('account.progress.show')}</legend>
            {METRICS.map((value) => (
              <button
                key={value}
                type="button"
                className="choice"
                aria-pressed={metric === value}
                onClick={() => setMetric(value)}
              >
                {value === 'activities' ? t('account.progress.activities') : t('account.progress.coins')}
              </button>
            ))}
          </fieldset>
          <figure className="chart__figure">
            <BarChart series={series} weeks={weeks} locale={locale} title={title} summary={summary} />
            <figcaption>
              <ul className="chart__legend">
                {series.map((line) => (
                  <li key={line.key}>
                    <span className="chart__swatch" style={{ background: line.colour }} aria-hidden="true" />
                    {line.name[locale]}
                  </li>
                ))}
              </ul>
            </figcaption>
          </figure>
          {total(series) === 0 && <p className="account__muted">{t('account.progress.empty')}</p>}
          <ProgressTable t={t} series={series} weeks={weeks} locale={locale} caption={title} />
        </>
      )}
    </section>
  );
}

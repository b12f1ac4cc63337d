import { useId } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { formatWeek } from '../../lib/dates.ts';
import type { Series } from './chartData.ts';

interface Props {
  t: Translate;
  series: Series[];
  weeks: { from: string; to: string }[];
  locale: Locale;
  caption: string;
}

/** The chart's numbers as a real table: for screen readers, and for anyone who wants the figures. */
export function ProgressTable({ t, series, weeks, locale, caption }: Props) {
  const id = useId();
  return (
    <details className="chart__numbers">
      <summary>{t('account.progress.showNumbers')}</summary>
      {/* Scrolls sideways on a narrow phone; focusable so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1) */}
      <section className="chart__scroll" aria-labelledby={id} tabIndex={0}>
        <table className="chart__table" data-testid="progress-table">
          <caption id={id}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.progress.subject')}</th>
              {weeks.map((week) => (
                <th key={week.from} scope="col">
                  {formatWeek(week.from, week.to, locale)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.map((line) => (
              <tr key={line.key}>
                <th scope="row">{line.name[locale]}</th>
                {line.values.map((value, w) => (
                  <td key={weeks[w]?.from ?? w}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}

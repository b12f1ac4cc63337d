import type { Locale } from '../../../domain/contract/locale.ts';
import type { WeekFigures } from '../../../domain/contract/reports.ts';
import { type PluralKey, type Translate, tPlural } from '../../../domain/i18n/translate.ts';

/** The reading corner's three numbers, each with its plural label. */
const READING: [keyof WeekFigures, PluralKey][] = [
  ['storiesRead', 'account.report.stories'],
  ['readingMinutes', 'account.report.readingMinutes'],
  ['pagesRecorded', 'account.report.pagesRecorded'],
];

/**
 * The stories part of a child's week (issue 30 point 4), under the activities' figures: stories
 * read to the end, minutes with them (measured on the phone, unlike the activities' estimate) and
 * pages recorded aloud, each with the week before's beside it.
 */
export function ReadingFigures({
  t,
  locale,
  week,
  before,
}: {
  t: Translate;
  locale: Locale;
  week: WeekFigures;
  before: WeekFigures;
}) {
  return (
    <>
      <h3 className="account__subtitle">{t('account.report.reading')}</h3>
      <div className="account__figures">
        {READING.map(([field, label]) => (
          <p key={field} className="figure">
            <span className="figure__value" data-testid={`report-${field}`}>
              {week[field]}
            </span>
            <span className="figure__label">{tPlural(t, locale, label, week[field])}</span>
            <span className="weekly-report__before">
              {t('account.report.weekBefore', { count: before[field] })}
            </span>
          </p>
        ))}
      </div>
      <p className="account__note">{t('account.report.readingNote')}</p>
    </>
  );
}

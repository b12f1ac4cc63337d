import { useEffect, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { ReviewRound } from '../../../domain/contract/practice.ts';
import { type Translate, tPlural } from '../../../domain/i18n/translate.ts';
import { getPracticeReview } from '../../client/practice.ts';
import { localizePath } from '../../i18n/paths.ts';

/**
 * "Practise what I missed" (issue 19): when maths questions a child got wrong have come back (a
 * few days after the miss), a tile names the skill and how many are waiting, one tap from home.
 * Nothing shows until something is due: a child is never told off for what is not back yet.
 */
export default function MissedTile({ locale, t }: { locale: Locale; t: Translate }) {
  const [due, setDue] = useState<{ count: number; round: ReviewRound } | null>(null);
  useEffect(() => {
    getPracticeReview()
      .then(({ data }) => setDue(data.round ? { count: data.due, round: data.round } : null))
      .catch(() => setDue(null));
  }, []);
  if (!due) return null;
  return (
    <section className="continue continue--missed" aria-labelledby="missed-title">
      <h2 id="missed-title" className="continue__title">
        {t('dashboard.missed.title')}
      </h2>
      <a className="continue__tile" href={localizePath(locale, '/practise-missed')} data-testid="missed-tile">
        <img src="/images/subjects/maths.svg" alt="" width="96" height="72" />
        <span className="tile__text">
          <span className="learn__name">{due.round.name[locale]}</span>
          <span className="learn__meta">{tPlural(t, locale, 'dashboard.missed.count', due.count)}</span>
        </span>
        <span className="continue__go" aria-hidden="true">
          {t('dashboard.missed.go')}
        </span>
      </a>
    </section>
  );
}

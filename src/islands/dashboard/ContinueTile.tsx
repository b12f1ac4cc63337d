import type { ContinueResponse, Subject } from '../../../domain/contract/learning.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { localizePath } from '../../i18n/paths.ts';
import { ActionIcon } from '../ui/ActionIcon.tsx';
import ProgressRing from '../ui/ProgressRing.tsx';
import { activityPath } from '../ui/parentPath.ts';

type Place = NonNullable<ContinueResponse['data']>;

/**
 * "Continue where you left off" (issue 15): the topic of the child's last activity, or the first
 * topic for a new child, one tap from the dashboard.
 */
export default function ContinueTile({
  place,
  subject,
  locale,
  t,
}: {
  place: Place;
  subject: Subject | undefined;
  locale: Locale;
  t: Translate;
}) {
  const { topic } = place;
  return (
    <section
      className="continue"
      aria-labelledby="continue-title"
      style={{ '--subject': subject?.colour } as React.CSSProperties}
    >
      <h2 id="continue-title" className="continue__title">
        {place.started ? t('learn.continue.title') : t('learn.continue.start')}
      </h2>
      <a
        className="continue__tile"
        href={localizePath(locale, activityPath(topic._id))}
        data-testid="continue-tile"
      >
        {subject && <img src={`/images/subjects/${subject.icon}.svg`} alt="" width="96" height="72" />}
        <span className="tile__text">
          <span className="learn__number">
            {place.subject.name[locale]} · {t('learn.unitNumber', { n: place.unit.unitNumber })}
          </span>
          <span className="learn__name">{topic.topicName[locale]}</span>
          <span className="learn__meta">
            {t('learn.progress', { done: topic.completedCount, total: topic.activityCount })}
          </span>
        </span>
        <ProgressRing done={topic.completedCount} total={topic.activityCount} />
        <span className="continue__go" aria-hidden="true">
          <ActionIcon name="next" />
          {place.finished ? t('learn.continue.again') : t('learn.continue.go')}
        </span>
      </a>
    </section>
  );
}

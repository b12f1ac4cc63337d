import type { Translate } from '../../i18n/translate.ts';
import { clock } from './useCountdown.ts';

const DEFAULT_HEADING_IMAGE = '/images/activity/heading.svg';

export interface HeaderContext {
  topicName: string;
  subjectName: string;
  unitNumber: number | string;
  unitName: string;
}

interface ActivityHeaderProps {
  t: Translate;
  context: HeaderContext;
  headingTitle: string;
  headingImage: string | null;
  instruction: string | null;
  secondsLeft: number;
}

/**
 * The activity header of spec §2: 'Activity', the heading title with its image (or the default
 * one), topic, subject, 'Unit : N' with the unit's name, the 'Timer' and an optional
 * 'Instruction'. The back button goes back one step and is hidden at 768 px or less, where
 * the phone's own back gesture does the same.
 */
export default function ActivityHeader({
  t,
  context,
  headingTitle,
  headingImage,
  instruction,
  secondsLeft,
}: ActivityHeaderProps) {
  const urgent = secondsLeft <= 10;
  return (
    <header className="activity-header">
      <div className="activity-header__bar">
        <button type="button" className="activity-header__back" onClick={() => history.back()}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.6"
              strokeLinecap="round"
            />
          </svg>
          <span className="sr-only">{t('activity.back')}</span>
        </button>
        <p className="activity-header__label">{t('activity.title')}</p>
        <p className="activity-header__timer" data-urgent={urgent} data-testid="activity-timer">
          <span>{t('activity.timer')}</span>{' '}
          <time aria-live={urgent ? 'polite' : 'off'}>{clock(secondsLeft)}</time>
        </p>
      </div>
      <div className="activity-header__heading">
        <img
          src={headingImage ?? DEFAULT_HEADING_IMAGE}
          alt=""
          width="64"
          height="64"
          onError={(event) => {
            // A missing picture falls back to the default one (spec §2), once.
            const image = event.currentTarget;
            if (!image.src.endsWith(DEFAULT_HEADING_IMAGE)) image.src = DEFAULT_HEADING_IMAGE;
          }}
        />
        <h1 id="activity-title">{headingTitle}</h1>
      </div>
      <dl className="activity-header__facts">
        <div>
          <dt>{t('activity.topic')}</dt>
          <dd>{context.topicName}</dd>
        </div>
        <div>
          <dt>{t('activity.subject')}</dt>
          <dd>{context.subjectName}</dd>
        </div>
        <div>
          <dt>{t('activity.unit', { n: context.unitNumber })}</dt>
          <dd>{context.unitName}</dd>
        </div>
      </dl>
      {instruction && (
        <section className="activity-header__instruction" aria-label={t('activity.instruction')}>
          <h2>{t('activity.instruction')}</h2>
          <p>{instruction}</p>
        </section>
      )}
    </header>
  );
}

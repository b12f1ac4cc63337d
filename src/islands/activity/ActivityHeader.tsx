import { useState } from 'react';
import type { Translate } from '../../../domain/i18n/translate.ts';
import Dialog from '../ui/Dialog.tsx';
import { Speaker, useReadAloud } from '../ui/player/ReadAloud.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { clock } from './useCountdown.ts';

const DEFAULT_HEADING_IMAGE = '/images/activity/heading.svg';

export interface HeaderContext {
  topicName: string;
  subjectName: string;
  /** Null where the round belongs to no unit ("practise what I missed"). */
  unitNumber: number | string | null;
  unitName: string;
}

interface ActivityHeaderProps {
  t: Translate;
  context: HeaderContext;
  headingTitle: string;
  headingImage: string | null;
  instruction: string | null;
  /** null: no timer runs on this activity. */
  secondsLeft: number | null;
  sounds: boolean;
  onSounds: (on: boolean) => void;
  /** Back to the topic list (or wherever this activity was opened from). */
  onBack: () => void;
}

/**
 * The activity's slim header (issue 15, phone first): back to the topic list, the activity's
 * title, the timer when one runs, the sounds switch, and an "i" that opens a small sheet with
 * the picture, topic, subject, unit and instruction (spec §2's facts, one tap away), so the
 * question is on the first screen of a 360 × 740 phone.
 */
export default function ActivityHeader({
  t,
  context,
  headingTitle,
  headingImage,
  instruction,
  secondsLeft,
  sounds,
  onSounds,
  onBack,
}: ActivityHeaderProps) {
  const [sheet, setSheet] = useState(false);
  const read = useReadAloud();
  // The header's buttons do nothing until React runs: disabled till then, so a tap on a slow
  // phone is not swallowed silently (and a test's click waits for the island).
  const hydrated = useHydrated();
  const urgent = secondsLeft != null && secondsLeft <= 10;
  return (
    <header className="activity-header">
      <button
        type="button"
        className="activity-header__icon activity-header__back"
        onClick={onBack}
        disabled={!hydrated}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.6"
            strokeLinecap="round"
          />
        </svg>
        <span className="sr-only">{t('activity.play.back')}</span>
      </button>
      <h1 id="activity-title">{headingTitle}</h1>
      {secondsLeft != null && (
        <p className="activity-header__timer" data-urgent={urgent} data-testid="activity-timer">
          <span className="sr-only">{t('activity.timer')}</span>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2.4" />
            <path
              d="M12 9v4l2.5 2M9 2h6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          </svg>
          <time aria-live={urgent ? 'polite' : 'off'}>{clock(secondsLeft)}</time>
        </p>
      )}
      <button
        type="button"
        role="switch"
        aria-checked={sounds}
        disabled={!hydrated}
        className="activity-header__icon"
        data-testid="sounds-switch"
        onClick={() => onSounds(!sounds)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
          {sounds ? (
            <path
              d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          ) : (
            <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          )}
        </svg>
        <span className="sr-only">{t('activity.play.sounds')}</span>
      </button>
      <button
        type="button"
        className="activity-header__icon"
        aria-haspopup="dialog"
        onClick={() => setSheet(true)}
        disabled={!hydrated}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 11v6" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          <circle cx="12" cy="7.5" r="1.4" fill="currentColor" />
        </svg>
        <span className="sr-only">{t('activity.play.about')}</span>
      </button>
      <Dialog
        open={sheet}
        title={t('activity.play.about')}
        closeLabel={t('activity.play.close')}
        onClose={() => setSheet(false)}
        className="activity-sheet"
      >
        <div className="activity-sheet__heading">
          <img
            src={headingImage ?? DEFAULT_HEADING_IMAGE}
            alt=""
            width="56"
            height="56"
            onError={(event) => {
              // A missing picture falls back to the default one (spec §2), once.
              const image = event.currentTarget;
              if (!image.src.endsWith(DEFAULT_HEADING_IMAGE)) image.src = DEFAULT_HEADING_IMAGE;
            }}
          />
          <p>{headingTitle}</p>
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
          {context.unitNumber !== null && (
            <div>
              <dt>{t('activity.unit', { n: context.unitNumber })}</dt>
              <dd>{context.unitName}</dd>
            </div>
          )}
        </dl>
        {instruction && (
          <section className="activity-header__instruction" aria-label={t('activity.instruction')}>
            <h2>{t('activity.instruction')}</h2>
            <div className="read-help">
              <p>{instruction}</p>
              <Speaker item={read?.instruction ?? null} />
            </div>
          </section>
        )}
      </Dialog>
    </header>
  );
}

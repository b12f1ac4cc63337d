import { lazy, Suspense, useState } from 'react';
import type { Locale } from '../../../../../domain/contract/locale.ts';
import { mediaUrl } from '../../../../client/media.ts';
import { localizePath } from '../../../../i18n/paths.ts';
import type { PlayerProps } from './types.ts';

// The player's code is fetched only when the child opens a video.
const VideoPlayer = lazy(() => import('../VideoPlayer.tsx'));

/** A video lesson: a card that opens the player; watched to the end counts as done. */
export default function VideoActivity({
  body,
  answers,
  onAnswer,
  t,
  locale,
}: PlayerProps<'video'> & { locale: Locale }) {
  const [open, setOpen] = useState(false);
  /** With no signal, a video not on the phone (left out by data saver): said, never a black player. */
  const [away, setAway] = useState(false);
  const watched = answers[0] === true;
  const watch = async () => {
    if (!navigator.onLine) {
      const { videoOnPhone } = await import('../../../../offline/videoOnPhone.ts');
      if (!(await videoOnPhone(body.video.src))) {
        setAway(true);
        return;
      }
    }
    setAway(false);
    setOpen(true);
  };
  return (
    <div className="video-activity">
      {open ? (
        <Suspense fallback={<p role="status">{body.video.title}</p>}>
          <VideoPlayer
            src={mediaUrl(body.video.src)}
            captions={body.video.captions ? mediaUrl(body.video.captions) : undefined}
            captionsLang={locale}
            title={body.video.title}
            t={t}
            onClose={() => setOpen(false)}
            onEnded={() => onAnswer(0, true)}
            autoPlay
          />
        </Suspense>
      ) : (
        <button type="button" className="video-activity__open" onClick={() => void watch()}>
          <svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
            <circle cx="24" cy="24" r="22" fill="currentColor" />
            <path d="M19 15l15 9-15 9z" fill="#fff" />
          </svg>
          <span className="video-activity__title">{body.video.title}</span>
          <span>{t('activity.video.watch')}</span>
        </button>
      )}
      {away && (
        <div className="video-activity__away" role="status" data-testid="video-not-on-phone">
          <p>
            <strong>{t('video.notOnPhone')}</strong> {t('video.notOnPhone.wifi')}
          </p>
          <a className="button button--light" href={localizePath(locale, '/user-profile#offline')}>
            {t('video.notOnPhone.download')}
          </a>
        </div>
      )}
      {watched && (
        <p className="feedback" data-ok="true" role="status">
          <span aria-hidden="true" className="feedback__mark">
            ✓
          </span>
          <strong>{t('activity.correct')}</strong>
        </p>
      )}
    </div>
  );
}

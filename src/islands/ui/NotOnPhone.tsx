import type { NameAudio } from '../../../domain/contract/audio.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { localizePath } from '../../i18n/paths.ts';
import { NameSpeaker, useWaySpeaks } from './NameSpeaker.tsx';

/**
 * A lesson with no signal and not on the phone (issue 29, point 6): instead of one line of text,
 * a picture, what happened said aloud (its clip, on a tap, and on arrival for a child whose
 * lessons read themselves), and two ways out: back where the child came from, or to the lessons
 * that are on the phone (the dashboard, whose units say which are).
 */
export function NotOnPhone({ locale, t, clip }: { locale: Locale; t: Translate; clip: string | undefined }) {
  const way = useWaySpeaks(locale);
  const spoken = t('offline.notOnPhone.spoken');
  const audio: NameAudio | undefined = clip
    ? { en: null, kn: null, [locale]: { url: clip, synthetic: true } }
    : undefined;
  way.useArrival(spoken, audio);
  return (
    <section className="not-on-phone" aria-labelledby="not-on-phone-title" data-testid="not-on-phone">
      <svg viewBox="0 0 96 96" width="120" height="120" aria-hidden="true">
        <rect x="30" y="10" width="36" height="64" rx="7" fill="#fff" stroke="#760a98" strokeWidth="4" />
        <rect x="36" y="18" width="24" height="42" rx="2" fill="#f5ecfa" />
        <circle cx="48" cy="67" r="3" fill="#760a98" />
        <path
          d="M52 84a12 12 0 0 1 12-12 15 15 0 0 1 28 5 8 8 0 0 1-2 16H62a10 10 0 0 1-10-9z"
          fill="#e9dcf0"
        />
        <path d="M58 70l30 24" stroke="#e0413a" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <h1 id="not-on-phone-title">{t('offline.notOnPhone.title')}</h1>
      <div className="not-on-phone__said">
        <p>{t('offline.notOnPhone.body')}</p>
        <NameSpeaker way={way} text={spoken} audio={audio} t={t} />
      </div>
      <div className="not-on-phone__ways">
        <button type="button" className="button button--secondary" onClick={() => history.back()}>
          {t('offline.notOnPhone.back')}
        </button>
        <a className="button" href={localizePath(locale, '/dashboard')}>
          {t('offline.toLessons')}
        </a>
      </div>
    </section>
  );
}

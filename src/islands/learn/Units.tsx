import { useEffect, useState } from 'react';
import type { Unit } from '../../../domain/contract/learning.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate, tPlural } from '../../../domain/i18n/translate.ts';
import { localizePath } from '../../i18n/paths.ts';
import { updateLearning } from '../../stores/learning.ts';
import '../ui/learn.css';
import { NameSpeaker, useWaySpeaks } from '../ui/NameSpeaker.tsx';
import ProgressRing from '../ui/ProgressRing.tsx';
import { chaptersPath, parentPath } from '../ui/parentPath.ts';
import BackLink from './BackLink.tsx';
import { topicsDone, unitTopics } from './progress.ts';
import { TileStop } from './TileStop.tsx';
import UnlockUnit from './UnlockUnit.tsx';
import { useSubjectUnits } from './useSubjectUnits.ts';

/** The subject of /{subject}/units (spec §2), read from the address. */
export function subjectFromPath(pathname: string): string | null {
  return /^(?:\/kn)?\/([\w-]+)\/units\/?$/.exec(pathname)?.[1] ?? null;
}

/**
 * /{subject}/units: the subject's units as a path, a trail of unit tiles from the first to the
 * last, each with its topics done (a ring), a lock and its coin price when locked (spec §4 "Unit
 * lock"), a mark when done; a back control to the dashboard.
 */
export default function Units({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const [subjectKey, setSubjectKey] = useState<string | null>(null);
  useEffect(() => setSubjectKey(subjectFromPath(location.pathname)), []);
  const { subject, units, failed } = useSubjectUnits(subjectKey);
  const [unlocking, setUnlocking] = useState<Unit | null>(null);
  // Which units are on this phone (issue 29): marked, so a child with no signal knows where to
  // go; with no signal, the others say they need the internet. Loaded after the page, lazily.
  const [onPhone, setOnPhone] = useState<Set<string> | null>(null);
  const [online, setOnline] = useState(true);
  useEffect(() => {
    setOnline(navigator.onLine);
    const update = () => setOnline(navigator.onLine);
    addEventListener('online', update);
    addEventListener('offline', update);
    import('../../offline/downloads.ts')
      .then(({ downloadsOnPhone }) => downloadsOnPhone('units'))
      .then((units) => setOnPhone(new Set(units.map((unit) => unit.unitId))))
      .catch(() => setOnPhone(new Set()));
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, []);
  const way = useWaySpeaks(locale);
  way.useArrival(subject?.name[locale], subject?.nameAudio);

  const back = (
    <BackLink parent={parentPath({ screen: 'units', subject: subjectKey ?? '' })} locale={locale} t={t} />
  );
  if (failed && !units)
    return (
      <section className="learn">
        {back}
        <p className="learn__message">{t('learn.loadFailed')}</p>
      </section>
    );
  if (!subject || !units)
    return (
      <section className="learn">
        {back}
        <p className="learn__message" role="status">
          {t('learn.loading')}
        </p>
      </section>
    );

  const unlocked = (unit: Unit) => {
    updateLearning({ units: units.map((u) => (u._id === unit._id ? { ...u, locked: false } : u)) });
    setUnlocking(null);
  };
  return (
    <section
      className="learn"
      aria-labelledby="learn-title"
      style={{ '--subject': subject.colour } as React.CSSProperties}
    >
      {back}
      <header className="learn__head">
        {subject.icon && <img src={`/images/subjects/${subject.icon}.svg`} alt="" width="80" height="60" />}
        <h1 id="learn-title">{subject.name[locale]}</h1>
        <NameSpeaker way={way} text={subject.name[locale]} audio={subject.nameAudio} t={t} />
      </header>
      <ol className="path">
        {units.map((unit) => {
          const progress = topicsDone(unitTopics(unit));
          const done = progress.total > 0 && progress.done === progress.total;
          // Spec §4: a locked unit stays locked until unlocked with coins (or a plan).
          const locked = unit.locked && !unit.videosOpen;
          const body = (
            <>
              <TileStop n={unit.unitNumber} picture={unit.picture} />
              <span className="tile__text">
                <span className="learn__number">{t('learn.unitNumber', { n: unit.unitNumber })}</span>
                <span className="learn__name">{unit.name[locale]}</span>
                <span className={locked ? 'sr-only' : 'learn__meta'}>
                  {unit.videosOpen
                    ? t('plans.videosOpen')
                    : locked
                      ? tPlural(t, locale, 'learn.locked', unit.coinCost)
                      : `${tPlural(t, locale, 'learn.chapters', unit.chapters.length)} · ${tPlural(t, locale, 'learn.topicsDone', progress.total, { done: progress.done })}`}
                </span>
              </span>
              {locked ? (
                <span className="tile__lock" aria-hidden="true">
                  <svg width="36" height="36" viewBox="0 0 24 24" aria-hidden="true">
                    <rect x="5" y="10" width="14" height="11" rx="2" fill="currentColor" />
                    <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2.5" />
                  </svg>
                  <span className="tile__price">
                    <img src="/images/icons/coins.svg" alt="" width="20" height="20" />
                    {tPlural(t, locale, 'learn.price', unit.coinCost)}
                  </span>
                </span>
              ) : (
                <ProgressRing done={progress.done} total={progress.total} />
              )}
            </>
          );
          return (
            <li key={unit._id} className="path__step learn__said" data-done={done}>
              {locked ? (
                <button
                  type="button"
                  className="learn__card tile"
                  data-locked="true"
                  onClick={() => setUnlocking(unit)}
                >
                  {body}
                </button>
              ) : (
                <a
                  className="learn__card tile"
                  data-locked={unit.locked}
                  href={localizePath(locale, chaptersPath(subject.key, unit._id))}
                  onClick={() =>
                    updateLearning({ activeUnit: unit._id, activeChapter: null, activeTopic: null })
                  }
                >
                  {body}
                </a>
              )}
              <NameSpeaker way={way} text={unit.name[locale]} audio={unit.nameAudio} t={t} />
              {done && <span className="path__done">{t('learn.unitDone')}</span>}
              {onPhone?.has(unit._id) ? (
                <span className="learn__on-phone" data-on-phone="true" data-testid="unit-on-phone">
                  <PhoneIcon />
                  {t('learn.onPhone')}
                </span>
              ) : (
                !online &&
                !locked && (
                  <span className="learn__on-phone" data-on-phone="false">
                    {t('learn.needsInternet')}
                  </span>
                )
              )}
            </li>
          );
        })}
      </ol>
      <UnlockUnit
        unit={unlocking}
        locale={locale}
        t={t}
        onClose={() => setUnlocking(null)}
        onUnlocked={unlocked}
      />
    </section>
  );
}

/** A phone: the unit is on this one. */
function PhoneIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="6" y="2" width="12" height="20" rx="3" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path
        d="M9.5 12.5l2 2 3.5-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

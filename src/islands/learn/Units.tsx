import { useEffect, useState } from 'react';
import { ApiError } from '../../client/http.ts';
import { fetchUnits } from '../../client/learning.ts';
import type { Unit } from '../../contract/learning.ts';
import type { Locale } from '../../contract/locale.ts';
import type { Messages } from '../../i18n/en.ts';
import { createTranslate } from '../../i18n/translate.ts';
import { go } from '../../lib/navigation.ts';
import { updateLearning } from '../../stores/learning.ts';
import { $user } from '../../stores/session.ts';
import './learn.css';
import { useClientStore } from '../ui/useClientStore.ts';
import UnlockUnit from './UnlockUnit.tsx';

/** The subject of /{subject}/units (spec §2), read from the address. */
export function subjectFromPath(pathname: string): string | null {
  return /^(?:\/kn)?\/([\w-]+)\/units\/?$/.exec(pathname)?.[1] ?? null;
}

/** /{subject}/units: the units of a subject with their lock state (spec §2, §4 "Unit lock"). */
export default function Units({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const user = useClientStore($user, null);
  const [units, setUnits] = useState<Unit[] | null>(null);
  const [title, setTitle] = useState('');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const subject = subjectFromPath(location.pathname);
    if (!user || !subject) return;
    fetchUnits(subject, user.grade, user.board, user.medium)
      .then((response) => {
        setUnits(response.data);
        setTitle(response.subject.name[locale]);
        updateLearning({
          subject: { key: response.subject.key, name: response.subject.name },
          units: response.data,
        });
      })
      .catch((error) => setFailed(!(error instanceof ApiError && error.status === 401)));
  }, [user, locale]);

  const [unlocking, setUnlocking] = useState<Unit | null>(null);
  const open = (unit: Unit) => {
    // Spec §4: a locked unit stays locked until unlocked with coins (or a plan).
    if (unit.locked && !unit.videosOpen) return setUnlocking(unit);
    updateLearning({ activeUnit: unit._id, activeChapter: null, activeTopic: null });
    go(locale, '/chapters');
  };
  const unlocked = (unit: Unit) => {
    const next = (units ?? []).map((u) => (u._id === unit._id ? { ...u, locked: false } : u));
    setUnits(next);
    updateLearning({ units: next });
    setUnlocking(null);
  };

  if (failed) return <p className="learn__message">{t('learn.loadFailed')}</p>;
  if (!units)
    return (
      <p className="learn__message" role="status">
        {t('learn.loading')}
      </p>
    );
  return (
    <section className="learn" aria-labelledby="learn-title">
      <h1 id="learn-title">{title}</h1>
      <ul className="learn__list">
        {units.map((unit) => (
          <li key={unit._id}>
            <button
              type="button"
              className="learn__card"
              onClick={() => open(unit)}
              data-locked={unit.locked}
            >
              <span className="learn__number">{t('learn.unitNumber', { n: unit.unitNumber })}</span>
              <span className="learn__name">{unit.name[locale]}</span>
              <span className="learn__meta">
                {unit.videosOpen
                  ? t('plans.videosOpen')
                  : unit.locked
                    ? t('learn.locked', { coins: unit.coinCost })
                    : t('learn.chapters', { count: unit.chapters.length })}
              </span>
            </button>
          </li>
        ))}
      </ul>
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

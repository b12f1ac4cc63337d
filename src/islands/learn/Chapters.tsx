import { useEffect } from 'react';
import type { Locale } from '../../contract/locale.ts';
import type { Messages } from '../../i18n/en.ts';
import { createTranslate } from '../../i18n/translate.ts';
import { go } from '../../lib/navigation.ts';
import { $learning, activeUnit, EMPTY_LEARNING, updateLearning } from '../../stores/learning.ts';
import './learn.css';
import { useClientStore } from '../ui/useClientStore.ts';

/** /chapters (spec §2): the chapters of the active unit. */
export default function Chapters({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const state = useClientStore($learning, EMPTY_LEARNING);
  const unit = activeUnit(state);

  useEffect(() => {
    if (!activeUnit($learning.get())) go(locale, '/dashboard', { replace: true });
  }, [locale]);

  if (!unit) return null;
  return (
    <section className="learn" aria-labelledby="learn-title">
      <p className="learn__crumb">{state.subject?.name[locale]}</p>
      <h1 id="learn-title">
        {t('learn.unitNumber', { n: unit.unitNumber })}: {unit.name[locale]}
      </h1>
      <ul className="learn__list">
        {unit.chapters.map((chapter) => (
          <li key={chapter._id}>
            <button
              type="button"
              className="learn__card"
              onClick={() => {
                updateLearning({ activeChapter: chapter._id, activeTopic: null });
                go(locale, '/topics');
              }}
            >
              <span className="learn__name">{chapter.name[locale]}</span>
              <span className="learn__meta">{t('learn.topics', { count: chapter.topics.length })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useEffect } from 'react';
import type { Locale } from '../../contract/locale.ts';
import type { Messages } from '../../i18n/en.ts';
import { createTranslate } from '../../i18n/translate.ts';
import { go } from '../../lib/navigation.ts';
import {
  $learning,
  activeChapter,
  activeUnit,
  EMPTY_LEARNING,
  updateLearning,
} from '../../stores/learning.ts';
import './learn.css';
import { useClientStore } from '../ui/useClientStore.ts';

/** /topics (spec §2): the topics of the active chapter, with how many activities are done. */
export default function Topics({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const state = useClientStore($learning, EMPTY_LEARNING);
  const chapter = activeChapter(state);
  const unit = activeUnit(state);

  useEffect(() => {
    if (!activeChapter($learning.get())) go(locale, '/dashboard', { replace: true });
  }, [locale]);

  if (!chapter || !unit) return null;
  return (
    <section className="learn" aria-labelledby="learn-title">
      <p className="learn__crumb">
        {state.subject?.name[locale]} · {t('learn.unitNumber', { n: unit.unitNumber })}
      </p>
      <h1 id="learn-title">{chapter.name[locale]}</h1>
      <ul className="learn__list">
        {chapter.topics.map((topic) => (
          <li key={topic._id}>
            <button
              type="button"
              className="learn__card"
              onClick={() => {
                updateLearning({ activeTopic: topic._id });
                go(locale, `/${topic._id}/activity`);
              }}
            >
              <span className="learn__name">{topic.topicName[locale]}</span>
              <span className="learn__meta">
                {t('learn.progress', { done: topic.completedCount, total: topic.activityCount })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useEffect, useRef } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import { type Translate, tPlural } from '../../../domain/i18n/translate.ts';
import type { StoryFinish as Finish } from './useStoryFinish.ts';

/**
 * Under the story's answered questions (issue 30 point 4): the reading saved, how many answers
 * were right, and the coins it paid (they fly into the bar as an activity's do: the fresh
 * profile's balance rises), or that a story read before pays none again; with no signal, the
 * coins that come when it is sent.
 */
export function StoryFinish({
  finish,
  t,
  locale,
  retry,
}: {
  finish: Finish;
  t: Translate;
  locale: Locale;
  retry: () => void;
}) {
  // Below the questions, off a phone's screen: brought into view, so a child sees what came.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (finish.state === 'saved') box.current?.scrollIntoView({ block: 'center' });
  }, [finish.state]);
  if (finish.state === 'saving')
    return (
      <p className="story__finish" role="status" lang={locale}>
        {t('stories.saving')}
      </p>
    );
  if (finish.state === 'failed')
    return (
      <div className="story__finish" lang={locale}>
        <p role="alert">{t('stories.saveFailed')}</p>
        <button type="button" className="button" onClick={retry}>
          {t('stories.tryAgain')}
        </button>
      </div>
    );
  const { correct, questions, coins, waiting } = finish;
  return (
    <div
      ref={box}
      className="story__finish"
      data-testid="story-finish"
      data-coins={coins}
      role="status"
      lang={locale}
    >
      <img src="/images/activity/celebrate.svg" alt="" width="120" height="105" />
      <p className="story__finish-title">{t('stories.finished')}</p>
      <p>{t('stories.right', { correct, total: questions })}</p>
      <p className="story__finish-coins">
        {waiting
          ? tPlural(t, locale, 'stories.waiting', coins)
          : coins > 0
            ? tPlural(t, locale, 'stories.coins', coins)
            : t('stories.readAgain')}
      </p>
    </div>
  );
}

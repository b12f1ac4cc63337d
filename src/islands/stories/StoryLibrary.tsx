import { useEffect, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { StoryCard } from '../../../domain/contract/stories.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate, type Translate, tPlural } from '../../../domain/i18n/translate.ts';
import { ApiError } from '../../client/http.ts';
import { localizePath } from '../../i18n/paths.ts';
import { storiesOrOnPhone } from '../../offline/storyDownloads.ts';
import { StoryDownload, useOnline, useStoriesOnPhone } from './StoryDownload.tsx';
import './stories.css';

/**
 * /stories (issue 30): the reading corner's library. The stories of the child's level in the
 * child's medium first ("For you"), then the rest, the other language's too; each a big tile
 * with its cover picture, title, level and pages, and its download (issue 30 point 5). With no
 * network, the stories on the phone open and the others are greyed.
 */
export default function StoryLibrary({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const [cards, setCards] = useState<StoryCard[] | null>(null);
  const [failed, setFailed] = useState(false);
  const online = useOnline();
  const [onPhone, refreshOnPhone] = useStoriesOnPhone();
  useEffect(() => {
    storiesOrOnPhone()
      .then(setCards)
      .catch((error) => {
        if (!(error instanceof ApiError && error.status === 401)) setFailed(true);
      });
  }, []);
  if (failed)
    return (
      <p className="learn__message" role="alert">
        {t('learn.loadFailed')}
      </p>
    );
  if (!cards)
    return (
      <p className="learn__message" role="status">
        {t('learn.loading')}
      </p>
    );
  const forYou = cards.filter((c) => c.forYou);
  const more = cards.filter((c) => !c.forYou);
  const shelf = { t, locale, online, onPhone: onPhone ?? new Set<string>(), onKept: refreshOnPhone };
  return (
    <section className="stories" aria-labelledby="stories-title" data-online={online}>
      <h1 id="stories-title">{t('stories.title')}</h1>
      {!online && <p className="learn__message">{t('stories.offline.offline')}</p>}
      {cards.length === 0 && <p className="learn__message">{t('stories.empty')}</p>}
      {forYou.length > 0 && <Shelf title={t('stories.forYou')} cards={forYou} {...shelf} />}
      {more.length > 0 && <Shelf title={t('stories.more')} cards={more} {...shelf} />}
    </section>
  );
}

function Shelf({
  title,
  cards,
  t,
  locale,
  online,
  onPhone,
  onKept,
}: {
  title: string;
  cards: StoryCard[];
  t: Translate;
  locale: Locale;
  online: boolean;
  onPhone: Set<string>;
  onKept: () => void;
}) {
  return (
    <>
      <h2 className="stories__shelf">{title}</h2>
      <ul className="stories__list">
        {cards.map((card) => {
          const kept = onPhone.has(card.key);
          const inside = (
            <>
              <img src={card.cover} alt="" width="72" height="72" />
              <span className="stories__card-title">{card.title}</span>
              {/* Read to the end before (issue 30 point 4): a tick, and the word for a reader. */}
              {card.read && (
                <span className="stories__card-read" lang={locale}>
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                    <path d="M4 12.5l5 5L20 6.5" fill="none" stroke="currentColor" strokeWidth="3" />
                  </svg>
                  {t('stories.read')}
                </span>
              )}
              <span className="stories__card-meta" lang={locale}>
                {t('stories.level', { n: card.level })} · {t(`stories.language.${card.language}`)} ·{' '}
                {tPlural(t, locale, 'stories.pages', card.pageCount)}
              </span>
            </>
          );
          return (
            <li key={card.key} className="stories__item" data-story={card.key} data-on-phone={kept}>
              {online || kept ? (
                <a
                  className="stories__card"
                  href={`${localizePath(locale, '/story')}?key=${card.key}`}
                  lang={card.language}
                  data-level={card.level}
                  data-read={card.read}
                >
                  {inside}
                </a>
              ) : (
                // With no network a story not on the phone cannot open: greyed, not a link.
                <div
                  className="stories__card"
                  lang={card.language}
                  data-level={card.level}
                  data-read={card.read}
                  aria-disabled="true"
                >
                  {inside}
                  <span className="stories__card-meta" lang={locale}>
                    {t('stories.offline.needsInternet')}
                  </span>
                </div>
              )}
              <StoryDownload
                card={card}
                onPhone={kept}
                online={online}
                onKept={onKept}
                t={t}
                locale={locale}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}

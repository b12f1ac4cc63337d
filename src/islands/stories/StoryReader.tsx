import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { StoryAnswer } from '../../../domain/contract/stories.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { ApiError } from '../../client/http.ts';
import { mediaUrl } from '../../client/media.ts';
import { localizePath } from '../../i18n/paths.ts';
import { storyOrOnPhone } from '../../offline/storyDownloads.ts';
import { ActionIcon } from '../ui/ActionIcon.tsx';
import { litWordAt } from './litWord.ts';
import { MyTurn } from './MyTurn.tsx';
import { StoryDownload, useOnline, useStoriesOnPhone } from './StoryDownload.tsx';
import { StoryFinish } from './StoryFinish.tsx';
import { type StoryReading, useStoryFinish } from './useStoryFinish.ts';
import './stories.css';

/**
 * /story?key=… (issue 30, ADR 028): a story read to the child with each word lit as the voice
 * says it. "Read to me" plays each page and turns to the next at its end; "I will read" leaves the
 * pages still. A tap on a word says that word alone. After the last page, the story's questions.
 * The lit word is the one whose time (from the story's timings) holds the clip's current time,
 * looked at every frame while the page plays.
 */
export default function StoryReader({
  locale,
  messages,
  myTurnClip,
}: {
  locale: Locale;
  messages: Partial<Messages>;
  /** "My turn"'s spoken line in the page's language (src/data/ui-audio). */
  myTurnClip?: string;
}) {
  const t = createTranslate(messages);
  const [story, setStory] = useState<StoryAnswer | null>(null);
  const [failed, setFailed] = useState<'load' | 'missing' | null>(null);
  /** -1: the title page; pages.length: the questions. */
  const [page, setPage] = useState(-1);
  const [reading, setReading] = useState(false);
  const [lit, setLit] = useState<number | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const frame = useRef(0);
  // The pages recorded aloud in this reading ("My turn"), counted once each.
  const recorded = useRef(new Set<number>());
  // The reading is sent when the questions are answered (issue 30 point 4).
  const finishing = useStoryFinish(story, () => recorded.current.size);
  const online = useOnline();
  const [onPhone, refreshOnPhone] = useStoriesOnPhone();

  useEffect(() => {
    const key = new URLSearchParams(location.search).get('key') ?? '';
    // From the phone when it is downloaded and the network does not answer (issue 30 point 5).
    storyOrOnPhone(key)
      .then(setStory)
      .catch((error) => {
        if (error instanceof ApiError && error.status === 401) return;
        setFailed(
          error instanceof ApiError && (error.status === 404 || error.status === 400) ? 'missing' : 'load',
        );
      });
    return () => cancelAnimationFrame(frame.current);
  }, []);

  const current = story && page >= 0 ? story.pages[page] : undefined;

  /** Follows the clip: the word whose time holds `currentTime` is lit. */
  const follow = useCallback(() => {
    const element = audio.current;
    if (!element || !current) return;
    setLit(litWordAt(current.words, element.currentTime * 1000));
    if (!element.paused) frame.current = requestAnimationFrame(follow);
  }, [current]);

  const play = (src: string | null, follows: boolean) => {
    const element = audio.current;
    if (!element || !src) return;
    cancelAnimationFrame(frame.current);
    element.dataset.kind = follows ? 'page' : 'word';
    element.src = mediaUrl(src);
    void element.play().catch(() => {});
  };

  // Reading to the child: each page is played when it shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the page changes while reading
  useEffect(() => {
    setLit(null);
    if (reading && current) play(current.clip, true);
  }, [page, reading]);

  if (failed)
    return (
      <p className="learn__message" role="alert">
        {t(failed === 'missing' ? 'stories.notFound' : 'learn.loadFailed')}
      </p>
    );
  if (!story)
    return (
      <p className="learn__message" role="status">
        {t('learn.loading')}
      </p>
    );

  const last = story.pages.length - 1;
  const onEnded = () => {
    cancelAnimationFrame(frame.current);
    if (audio.current?.dataset.kind !== 'page') return;
    setLit(null);
    if (reading) setPage((n) => Math.min(n + 1, last + 1));
  };
  const stop = () => {
    setReading(false);
    audio.current?.pause();
    cancelAnimationFrame(frame.current);
    setLit(null);
  };

  return (
    <article
      className="story"
      lang={story.language}
      data-testid="story"
      data-page={page}
      data-reading={reading}
    >
      {/* The one audio element of the reader: page clips (followed) and word clips. */}
      {/* biome-ignore lint/a11y/useMediaCaption: the page's words are on the screen, lit as they are said */}
      <audio
        ref={audio}
        preload="none"
        data-story-audio=""
        onPlay={() => {
          if (audio.current?.dataset.kind === 'page') frame.current = requestAnimationFrame(follow);
        }}
        onEnded={onEnded}
      />
      {page < 0 && (
        <section className="story__title-page">
          <img src={story.cover} alt="" width="160" height="160" />
          <h1>{story.title}</h1>
          <div className="story__ways" lang={locale}>
            <button
              type="button"
              className="button"
              onClick={() => {
                setReading(true);
                setPage(0);
              }}
            >
              <ActionIcon name="next" />
              {t('stories.readToMe')}
            </button>
            <button type="button" className="button button--light" onClick={() => setPage(0)}>
              {t('stories.iRead')}
            </button>
          </div>
          {onPhone && (
            <StoryDownload
              card={story}
              onPhone={onPhone.has(story.key)}
              online={online}
              onKept={refreshOnPhone}
              t={t}
              locale={locale}
            />
          )}
        </section>
      )}
      {current && (
        <section
          className="story__page"
          aria-label={t('stories.page', { n: page + 1, total: story.pages.length })}
        >
          <p className="story__count" lang={locale}>
            {t('stories.page', { n: page + 1, total: story.pages.length })}
          </p>
          <div className="story__pictures">
            {current.pictures.map((src, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a page may show one picture twice
              <img key={i} src={src} alt="" width="120" height="120" />
            ))}
          </div>
          <fieldset className="story__text">
            <legend className="sr-only">{t('stories.words')}</legend>
            {current.words.map((word, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a word may come twice on a page
                key={i}
                type="button"
                className="story__word"
                data-lit={lit === i}
                data-start={word.startMs ?? undefined}
                onClick={() => {
                  setReading(false);
                  play(word.clip, false);
                }}
              >
                {word.text}
              </button>
            ))}
          </fieldset>
          <div className="story__nav" lang={locale}>
            <button
              type="button"
              className="button button--light"
              aria-label={t('stories.previous')}
              onClick={() => setPage(page - 1)}
            >
              <ActionIcon name="back" />
            </button>
            {reading ? (
              <button type="button" className="button button--light" onClick={stop}>
                {t('stories.stop')}
              </button>
            ) : (
              <button
                type="button"
                className="button button--light"
                onClick={() => {
                  setReading(true);
                  play(current.clip, true);
                }}
              >
                {t('stories.readToMe')}
              </button>
            )}
            <button
              type="button"
              className="button"
              aria-label={t('stories.next')}
              onClick={() => setPage(page + 1)}
            >
              <ActionIcon name="next" />
            </button>
          </div>
          <MyTurn
            key={`${story.key}:${page}`}
            storyKey={story.key}
            storyTitle={story.title}
            page={page + 1}
            locale={locale}
            t={t}
            clip={myTurnClip}
            onHearModel={current.clip ? () => play(current.clip, true) : null}
            onStart={stop}
            onRecorded={(n) => recorded.current.add(n)}
          />
        </section>
      )}
      {page > last && <Questions story={story} t={t} locale={locale} reading={finishing} />}
    </article>
  );
}

function Questions({
  story,
  t,
  locale,
  reading,
}: {
  story: StoryAnswer;
  t: ReturnType<typeof createTranslate>;
  locale: Locale;
  reading: StoryReading;
}) {
  const [chosen, setChosen] = useState<(number | null)[]>(() => story.questions.map(() => null));
  const answers = chosen.every((c) => c !== null) ? (chosen as number[]) : null;
  // The last answer finishes the story: sent once (a reading already sent is not sent again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the answers are complete
  useEffect(() => {
    if (answers && !reading.finish) void reading.send(answers);
  }, [answers !== null]);
  return (
    <section className="story__questions" aria-labelledby="story-questions">
      <h2 id="story-questions" lang={locale}>
        {t('stories.questions')}
      </h2>
      <ol>
        {story.questions.map((q, i) => (
          <li key={q.prompt}>
            <p>{q.prompt}</p>
            <div className="story__options">
              {q.options.map((option, o) => (
                <button
                  key={option}
                  type="button"
                  className="button button--light"
                  aria-pressed={chosen[i] === o}
                  disabled={chosen[i] != null}
                  onClick={() => setChosen(chosen.map((c, j) => (j === i ? o : c)))}
                >
                  {option}
                </button>
              ))}
            </div>
            {chosen[i] != null && (
              <p className="feedback" data-ok={chosen[i] === q.answer} role="status">
                <span lang={locale}>{t(chosen[i] === q.answer ? 'activity.correct' : 'activity.wrong')}</span>{' '}
                {q.feedback}
              </p>
            )}
          </li>
        ))}
      </ol>
      {reading.finish && (
        <StoryFinish
          finish={reading.finish}
          t={t}
          locale={locale}
          retry={() => answers && void reading.send(answers)}
        />
      )}
      <a className="button" href={localizePath(locale, '/stories')} lang={locale}>
        {t('stories.back')}
      </a>
    </section>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { LOCALES, type Locale } from '../../../domain/contract/locale.ts';
import type { StoryReviewItemAnswer, StoryReviewQueueAnswer } from '../../../domain/contract/storyReview.ts';
import type { MessageKey, Messages } from '../../../domain/i18n/en.ts';
import { createTranslate, type Translate } from '../../../domain/i18n/translate.ts';
import { REVIEW_QUEUES, type ReviewQueue } from '../../../domain/rules/reviewQueues.ts';
import { ApiError } from '../../client/http.ts';
import { mediaUrl } from '../../client/media.ts';
import { getStoryReviewItem, getStoryReviewQueue, recordStoryCheck } from '../../client/review.ts';
import { localizePath } from '../../i18n/paths.ts';
import { CheckRecord, Decide, HandleField, useReviewerHandle } from './ReviewParts.tsx';
import './preview.css';
import './review.css';

/**
 * /review/stories (issue 30, ADR 028): the reading corner's stories in the review queue. The
 * reviewer picks the stories' language and a queue, gives their handle once, and reads each story
 * as a child meets it: the title page, every page with its pictures and its voice, the questions
 * with their keys and feedback; then passes it or returns it with a note, written into its file.
 */
export default function StoryReview({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const [language, setLanguage] = useState<Locale>('kn');
  const [queueName, setQueueName] = useState<ReviewQueue>('subject');
  const [queue, setQueue] = useState<StoryReviewQueueAnswer | null>(null);
  const [open, setOpen] = useState('');
  const reviewer = useReviewerHandle();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<'off' | 'failed' | null>(null);

  const load = useCallback(
    (keep: string) =>
      getStoryReviewQueue(language, queueName)
        .then(({ data }) => {
          setQueue(data);
          const keys = data.items.map((i) => i.key);
          setOpen(keys.includes(keep) ? keep : (keys[0] ?? ''));
        })
        .catch((error) => setFailure(error instanceof ApiError && error.status === 404 ? 'off' : 'failed')),
    [language, queueName],
  );
  // A new language or queue loads its list once.
  useEffect(() => void load(''), [load]);

  if (failure)
    return (
      <p className="preview__message" role="alert">
        {failure === 'off' ? t('preview.off') : t('preview.loadFailed')}
      </p>
    );
  const item = queue?.items.find((i) => i.key === open);
  return (
    <div className="preview review">
      <p className="review__links">
        <a href={localizePath(locale, '/review')}>{t('review.stories.toActivities')}</a>
      </p>
      <form className="preview__pick" onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('review.stories.language')}
          <select
            value={language}
            onChange={(event) => {
              setStatus('');
              setLanguage(event.target.value as Locale);
            }}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {t(`stories.language.${l}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <HandleField t={t} hintId="story-review-handle-hint" reviewer={reviewer} />
      </form>
      <fieldset className="review__queues">
        <legend>{t('review.queue')}</legend>
        {REVIEW_QUEUES.map((name) => (
          <label key={name}>
            <input
              type="radio"
              name="queue"
              value={name}
              checked={queueName === name}
              onChange={() => {
                setStatus('');
                setQueueName(name);
              }}
            />
            {t(`review.queue.${name}` as MessageKey, { count: queue ? queue.counts[name] : '…' })}
          </label>
        ))}
      </fieldset>
      <p className="review__status" role="status">
        {status}
      </p>
      {queue && !queue.writable && <p className="review__note">{t('review.readOnly')}</p>}
      {queue &&
        (queue.items.length === 0 ? (
          <p className="preview__ok">{t('review.stories.empty')}</p>
        ) : (
          <nav aria-label={t('review.stories.items', { count: queue.items.length })}>
            <p className="preview__where">{t('review.stories.items', { count: queue.items.length })}</p>
            <ol className="review__list">
              {queue.items.map((story) => (
                <li key={story.key}>
                  <button
                    type="button"
                    className="review__entry"
                    aria-current={story.key === open ? 'true' : undefined}
                    onClick={() => {
                      setStatus('');
                      setOpen(story.key);
                    }}
                  >
                    <span lang={story.language}>{story.title}</span>
                    <small>{t('stories.level', { n: story.level })}</small>
                  </button>
                </li>
              ))}
            </ol>
          </nav>
        ))}
      {item && (
        <StoryItem
          key={`${item.language}/${item.key}/${item.hash}`}
          language={item.language}
          storyKey={item.key}
          queue={queueName}
          handle={reviewer.handle}
          t={t}
          onRecorded={(message) => {
            setStatus(message);
            void load('');
          }}
        />
      )}
    </div>
  );
}

/** One story as the child meets it, its checks, and the reviewer's decision. */
function StoryItem({
  language,
  storyKey,
  queue,
  handle,
  t,
  onRecorded,
}: {
  language: Locale;
  storyKey: string;
  queue: ReviewQueue;
  handle: string | null;
  t: Translate;
  onRecorded: (message: string) => void;
}) {
  const [answer, setAnswer] = useState<StoryReviewItemAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  // The list gives each story its own key (its hash included): one load per story and version.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the story of this key
  useEffect(() => {
    getStoryReviewItem(language, storyKey)
      .then(({ data }) => setAnswer(data))
      .catch(() => setFailed(true));
  }, []);
  if (failed)
    return (
      <p className="preview__message" role="alert">
        {t('preview.loadFailed')}
      </p>
    );
  if (!answer)
    return (
      <p className="preview__message" role="status">
        {t('preview.loading')}
      </p>
    );
  const { item, story } = answer;
  return (
    <section className="review-item" aria-labelledby="story-review-item">
      <h2 id="story-review-item" lang={language}>
        {item.title}
      </h2>
      <p className="preview__where">
        {t('stories.level', { n: item.level })} · {t('preview.file', { file: answer.file })} ·{' '}
        {t('review.hash', { hash: item.hash })}
      </p>
      <p className="preview__where">
        {t('review.author', { author: item.author })} ·{' '}
        {t('preview.review', { state: t(`preview.review.${item.review}` as MessageKey) })}
      </p>
      <CheckRecord checks={item.checks} language={language} t={t} />
      {item.checks.some((c) => !c.fresh) && <p className="review__note">{t('review.stories.changed')}</p>}
      {queue === 'author' ? (
        <p className="review__note">{t('review.stories.authorHint')}</p>
      ) : (
        <Decide
          hash={item.hash}
          checklist={answer.checklist}
          writable={answer.writable}
          check={queue}
          handle={handle}
          t={t}
          save={(body) => recordStoryCheck(language, storyKey, body).then((saved) => saved.data)}
          onRecorded={onRecorded}
        />
      )}
      <ol className="story-review__pages">
        <li className="story-review__page">
          <img src={story.cover} alt="" width={96} height={96} />
          <p className="story-review__text" lang={language}>
            {story.title}
          </p>
        </li>
        {story.pages.map((page, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a story's pages are its order; they never move
          <li key={n} className="story-review__page">
            <span className="story-review__number">
              {t('stories.page', { n: n + 1, total: story.pages.length })}
            </span>
            <span className="story-review__pictures">
              {page.pictures.map((src) => (
                <img key={src} src={src} alt="" width={72} height={72} loading="lazy" />
              ))}
            </span>
            <p className="story-review__text" lang={language}>
              {page.text}
            </p>
            {page.clip ? (
              // biome-ignore lint/a11y/useMediaCaption: the page's own words are its text, just above
              <audio
                controls
                preload="none"
                src={mediaUrl(page.clip)}
                aria-label={t('review.stories.listen', { n: n + 1 })}
              />
            ) : (
              <p className="review__error">{t('review.stories.noClip')}</p>
            )}
          </li>
        ))}
      </ol>
      <h3>{t('stories.questions')}</h3>
      <ol className="story-review__questions">
        {story.questions.map((q) => (
          <li key={q.prompt}>
            <p lang={language}>{q.prompt}</p>
            <ul>
              {q.options.map((option, i) => (
                <li key={option} data-key={i === q.answer ? 'right' : undefined}>
                  <span lang={language}>{option}</span>
                  {i === q.answer && ` ✓ ${t('review.stories.key')}`}
                </li>
              ))}
            </ul>
            <p className="review__hint" lang={language}>
              {q.feedback}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { useEffect, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { ReviewItemAnswer } from '../../../domain/contract/review.ts';
import type { MessageKey, Messages } from '../../../domain/i18n/en.ts';
import { createTranslate, type Translate } from '../../../domain/i18n/translate.ts';
import type { ReviewQueue } from '../../../domain/rules/reviewQueues.ts';
import { ApiError } from '../../client/http.ts';
import { getReviewItem, type ItemPlace, recordReviewCheck } from '../../client/review.ts';
import { ActivityPreview } from './PreviewTopic.tsx';
import { CheckRecord, Decide } from './ReviewParts.tsx';
import '../ui/player/activity.css';

/**
 * One item of the review queue: where it is and who wrote it, its checks so far (a return's
 * notes first of all), what changed since a check made on earlier words, the item as a child
 * sees and hears it, and, in a reviewer's queue, the decision: passed, or returned with a note.
 */
export default function ReviewItem({
  place,
  queue,
  handle,
  locale,
  messages,
  onRecorded,
}: {
  place: ItemPlace;
  queue: ReviewQueue;
  /** The reviewer's handle, when a valid one is given. */
  handle: string | null;
  locale: Locale;
  messages: Partial<Messages>;
  onRecorded: (message: string) => void;
}) {
  const t = createTranslate(messages);
  const [answer, setAnswer] = useState<ReviewItemAnswer | null>(null);
  const [failure, setFailure] = useState<'gone' | 'failed' | null>(null);
  // The page gives each item its own key (its hash included): one load per item and version.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the item of this key
  useEffect(() => {
    getReviewItem(place)
      .then((response) => setAnswer(response.data))
      .catch((error) => setFailure(error instanceof ApiError && error.status === 404 ? 'gone' : 'failed'));
  }, []);

  if (failure)
    return (
      <p className="preview__message" role="alert">
        {failure === 'gone' ? t('preview.notFound') : t('preview.loadFailed')}
      </p>
    );
  if (!answer)
    return (
      <p className="preview__message" role="status">
        {t('preview.loading')}
      </p>
    );
  const { item, activity } = answer;
  return (
    <section className="review-item" aria-labelledby="review-item">
      <h2 id="review-item" lang={answer.language}>
        {item.title}
      </h2>
      <p className="preview__where">
        {answer.subject[locale]} · {t('activity.unit', { n: item.unitNumber })} {answer.unitName[locale]} ·{' '}
        {answer.chapterName[locale]} · {item.topicName[locale]}
      </p>
      <p className="preview__where">
        {t('preview.file', { file: answer.file })} · <code>{`${item.topic}/${item.activity}`}</code> ·{' '}
        {t('review.hash', { hash: item.hash })}
      </p>
      <p className="preview__where">
        {item.author ? t('review.author', { author: item.author }) : t('review.noAuthor')} ·{' '}
        {t('preview.review', { state: t(`preview.review.${item.review}` as MessageKey) })}
      </p>
      <CheckRecord checks={item.checks} language={answer.language} t={t} />
      <Changes answer={answer} t={t} />
      {queue === 'author' ? (
        <p className="review__note">{t('review.authorHint')}</p>
      ) : (
        <Decide
          hash={item.hash}
          checklist={answer.checklist}
          writable={answer.writable}
          check={queue}
          handle={handle}
          t={t}
          save={(body) => recordReviewCheck(place, body).then((saved) => saved.data)}
          onRecorded={onRecorded}
        />
      )}
      <ActivityPreview activity={activity} n={1} total={1} language={answer.language} locale={locale} t={t} />
    </section>
  );
}

/** What changed since each check made on earlier words: the diff from git, or "read it all". */
function Changes({ answer, t }: { answer: ReviewItemAnswer; t: Translate }) {
  if (answer.changes.length === 0) return null;
  return (
    <section className="review-changes">
      {answer.changes.map((change) => (
        <div key={change.name}>
          <h3>
            {t('review.changes', {
              check: t(`review.check.${change.name}` as MessageKey),
              by: change.by,
              date: change.date,
            })}
          </h3>
          {change.diff ? (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide diff scrolls; the keyboard reaches it
            <pre className="review-changes__diff" tabIndex={0}>
              {numbered(change.diff).map(({ line, at }) => (
                <span
                  key={at}
                  data-line={line.startsWith('+') ? 'added' : line.startsWith('-') ? 'removed' : ''}
                >
                  {line}
                  {'\n'}
                </span>
              ))}
            </pre>
          ) : (
            <p>{t('review.noDiff')}</p>
          )}
        </div>
      ))}
    </section>
  );
}

/** A diff's lines, each with its place (the lines never move: a key of its own). */
const numbered = (diff: string) => diff.split('\n').map((line, n) => ({ line, at: `line-${n}` }));

import { useEffect, useId, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { ReviewItemAnswer } from '../../../domain/contract/review.ts';
import type { MessageKey, Messages } from '../../../domain/i18n/en.ts';
import { createTranslate, type Translate } from '../../../domain/i18n/translate.ts';
import { NOTES_MAX, type ReviewCheckName, type ReviewQueue } from '../../../domain/rules/reviewQueues.ts';
import { ApiError } from '../../client/http.ts';
import { getReviewItem, type ItemPlace, recordReviewCheck } from '../../client/review.ts';
import { ActivityPreview } from './PreviewTopic.tsx';
import '../activity/activity.css';

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
      <Record answer={answer} t={t} />
      <Changes answer={answer} t={t} />
      {queue === 'author' ? (
        <p className="review__note">{t('review.authorHint')}</p>
      ) : (
        <Decide answer={answer} check={queue} place={place} handle={handle} t={t} onRecorded={onRecorded} />
      )}
      <ActivityPreview activity={activity} n={1} total={1} language={answer.language} locale={locale} t={t} />
    </section>
  );
}

/** The checks made so far, each with its result and notes; one on earlier words says so. */
function Record({ answer, t }: { answer: ReviewItemAnswer; t: Translate }) {
  const { checks } = answer.item;
  return (
    <section className="review-record" aria-labelledby="review-record">
      <h3 id="review-record">{t('review.checks')}</h3>
      {checks.length === 0 ? (
        <p>{t('review.noChecks')}</p>
      ) : (
        <ul>
          {checks.map((check) => (
            <li key={check.name} data-result={check.result}>
              {t('review.check.line', {
                check: t(`review.check.${check.name}` as MessageKey),
                result: t(`review.result.${check.result}` as MessageKey),
                by: check.by,
                date: check.date,
              })}
              {!check.fresh && ` ${t('review.check.stale')}`}
              {check.notes && (
                <blockquote className="review-record__notes" lang={answer.language}>
                  {check.notes}
                </blockquote>
              )}
            </li>
          ))}
        </ul>
      )}
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

type Phase = 'idle' | 'saving';

/** The reviewer's decision: passed, or returned with a note (a note is needed to return). */
function Decide({
  answer,
  check,
  place,
  handle,
  t,
  onRecorded,
}: {
  answer: ReviewItemAnswer;
  check: ReviewCheckName;
  place: ItemPlace;
  handle: string | null;
  t: Translate;
  onRecorded: (message: string) => void;
}) {
  const id = useId();
  const [notes, setNotes] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState('');
  if (!answer.writable) return <p className="review__note">{t('review.readOnly')}</p>;

  const send = async (result: 'passed' | 'returned') => {
    if (!handle) return setError(t('review.handleNeeded'));
    if (result === 'returned' && !notes.trim()) return setError(t('review.noteRequired'));
    setError('');
    setPhase('saving');
    try {
      const saved = await recordReviewCheck(place, {
        check,
        by: handle,
        result,
        hash: answer.item.hash,
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      });
      const approved = saved.data.review === 'approved' && saved.data.standing === 'reviewed';
      onRecorded(
        [t(`review.saved.${result}`), approved ? t('review.approvedNow') : ''].filter(Boolean).join(' '),
      );
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : '';
      const known = ['OWN_ITEM', 'ITEM_CHANGED', 'NOT_RECORDABLE'].includes(code);
      setError(t((known ? `review.error.${code}` : 'review.error.failed') as MessageKey));
      setPhase('idle');
    }
  };

  return (
    <form className="review-decide" onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}h`}>
      <h3 id={`${id}h`}>{t('review.decide', { check: t(`review.check.${check}` as MessageKey) })}</h3>
      <p className="review__hint">
        {answer.checklist ? t('review.checklist', { version: answer.checklist }) : t('review.noChecklist')}
      </p>
      <label htmlFor={`${id}notes`}>{t('review.note')}</label>
      <textarea
        id={`${id}notes`}
        value={notes}
        maxLength={NOTES_MAX}
        rows={3}
        aria-describedby={error ? `${id}error` : undefined}
        onChange={(event) => setNotes(event.target.value)}
      />
      {error && (
        <p id={`${id}error`} className="review__error" role="alert">
          {error}
        </p>
      )}
      <div className="preview-activity__actions">
        <button
          type="button"
          className="button"
          disabled={phase === 'saving'}
          onClick={() => void send('passed')}
        >
          {t('review.pass')}
        </button>
        <button
          type="button"
          className="button button--light"
          disabled={phase === 'saving'}
          onClick={() => void send('returned')}
        >
          {t('review.return')}
        </button>
      </div>
    </form>
  );
}

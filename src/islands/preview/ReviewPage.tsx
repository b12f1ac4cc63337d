import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { PreviewSubject } from '../../../domain/contract/preview.ts';
import type { ReviewQueueAnswer } from '../../../domain/contract/review.ts';
import type { MessageKey, Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { REVIEW_QUEUES, type ReviewQueue } from '../../../domain/rules/reviewQueues.ts';
import { ApiError } from '../../client/http.ts';
import { getPreviewCurriculum } from '../../client/preview.ts';
import { getReviewQueue } from '../../client/review.ts';
import { localizePath } from '../../i18n/paths.ts';
import { HandleField, useReviewerHandle } from './ReviewParts.tsx';
import './preview.css';
import './review.css';

// The players come only once an item is open: the page itself stays small (island budget).
const ReviewItem = lazy(() => import('./ReviewItem.tsx'));

/** What is picked: a subject file, a queue and the item open in it (`topic/activity`). */
interface Pick {
  set: string;
  grade: string;
  subject: string;
  queue: ReviewQueue;
  item: string;
}
const FIELDS = ['set', 'grade', 'subject', 'queue', 'item'] as const;

const unique = (values: string[]) => [...new Set(values)];
const itemKey = (item: { topic: string; activity: string }) => `${item.topic}/${item.activity}`;

/**
 * /review (issue 28, ADR 022): the review queue. The reviewer picks a subject file and a queue
 * (the subject check, the language check, or the items returned to authors), gives their handle
 * once, and works down the list: each item is shown as a child sees and hears it, with what
 * changed since an earlier check; passed or returned with a note, the check is written into the
 * file and the next item opens. The choice is kept in the address, as the preview's is.
 */
export default function ReviewPage({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const [subjects, setSubjects] = useState<PreviewSubject[] | null>(null);
  const [failure, setFailure] = useState<'off' | 'failed' | null>(null);
  const [pick, setPick] = useState<Pick>({ set: '', grade: '', subject: '', queue: 'subject', item: '' });
  const [queue, setQueue] = useState<ReviewQueueAnswer | null>(null);
  const reviewer = useReviewerHandle();
  const [status, setStatus] = useState('');

  useEffect(() => {
    getPreviewCurriculum()
      .then((response) => {
        setSubjects(response.data.subjects);
        const query = new URLSearchParams(location.search);
        setPick(
          settle(
            response.data.subjects,
            Object.fromEntries(FIELDS.map((f) => [f, query.get(f) ?? ''])) as unknown as Pick,
          ),
        );
      })
      .catch((error) => setFailure(error instanceof ApiError && error.status === 404 ? 'off' : 'failed'));
  }, []);

  const load = useCallback(
    (keep: string) => {
      if (!pick.set || !pick.grade || !pick.subject) return;
      getReviewQueue({ set: pick.set, grade: pick.grade, subject: pick.subject }, pick.queue)
        .then((response) => {
          setQueue(response.data);
          const keys = response.data.items.map(itemKey);
          // The item asked for if it is still waiting, else the first one.
          setPick((p) => ({ ...p, item: keys.includes(keep) ? keep : (keys[0] ?? '') }));
        })
        .catch(() => setFailure('failed'));
    },
    [pick.set, pick.grade, pick.subject, pick.queue],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new file or queue loads its list once
  useEffect(() => load(pick.item), [load]);

  const search = useMemo(() => {
    const query = new URLSearchParams();
    for (const field of FIELDS) if (pick[field]) query.set(field, pick[field]);
    return `?${query}`;
  }, [pick]);
  useEffect(() => {
    if (subjects) history.replaceState(null, '', `${location.pathname}${search}`);
  }, [subjects, search]);

  if (failure)
    return (
      <p className="preview__message" role="alert">
        {failure === 'off' ? t('preview.off') : t('preview.loadFailed')}
      </p>
    );
  if (!subjects)
    return (
      <p className="preview__message" role="status">
        {t('preview.loading')}
      </p>
    );

  const grades = unique(subjects.filter((s) => s.set === pick.set).map((s) => s.grade));
  const shelf = subjects.filter((s) => s.set === pick.set && s.grade === pick.grade);
  const choose = (field: keyof Pick, value: string) => {
    setStatus('');
    setQueue(null);
    setPick(settle(subjects, { ...pick, [field]: value, item: '' }));
  };
  const other: Locale = locale === 'kn' ? 'en' : 'kn';
  const open = queue?.items.find((item) => itemKey(item) === pick.item);

  return (
    <div className="preview review">
      <p className="review__links">
        <a href={`${localizePath(locale, '/preview')}`}>{t('review.toPreview')}</a>
        <a href={localizePath(locale, '/review/stories')}>{t('review.stories.link')}</a>
        <a href={`${localizePath(other, '/review')}${search}`} hrefLang={other} lang={other}>
          {t('preview.otherLanguage')}
        </a>
      </p>
      <form className="preview__pick" onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('preview.set')}
          <select value={pick.set} onChange={(event) => choose('set', event.target.value)}>
            {unique(subjects.map((s) => s.set)).map((set) => (
              <option key={set} value={set}>
                {t(`preview.set.${set}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('preview.grade')}
          <select value={pick.grade} onChange={(event) => choose('grade', event.target.value)}>
            {grades.map((grade) => (
              <option key={grade} value={grade}>
                {t('preview.gradeN', { n: grade })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('preview.subject')}
          <select value={pick.subject} onChange={(event) => choose('subject', event.target.value)}>
            {shelf.map((s) => (
              <option key={s.key} value={s.key}>
                {s.name[locale]}
              </option>
            ))}
          </select>
        </label>
        <HandleField t={t} hintId="review-handle-hint" reviewer={reviewer} />
      </form>
      <fieldset className="review__queues">
        <legend>{t('review.queue')}</legend>
        {REVIEW_QUEUES.map((name) => (
          <label key={name}>
            <input
              type="radio"
              name="queue"
              value={name}
              checked={pick.queue === name}
              onChange={() => choose('queue', name)}
            />
            {t(`review.queue.${name}` as MessageKey, {
              count: queue ? queue.counts[name] : '…',
            })}
          </label>
        ))}
      </fieldset>
      <p className="review__status" role="status">
        {status}
      </p>
      {queue && !queue.writable && <p className="review__note">{t('review.readOnly')}</p>}
      {queue &&
        (queue.items.length === 0 ? (
          <p className="preview__ok">{t('review.empty')}</p>
        ) : (
          <nav aria-label={t('review.items', { count: queue.items.length })}>
            <p className="preview__where">
              {t('review.items', { count: queue.items.length })} · {t('preview.file', { file: queue.file })}
            </p>
            <ol className="review__list">
              {queue.items.map((item) => (
                <li key={itemKey(item)}>
                  <button
                    type="button"
                    className="review__entry"
                    aria-current={itemKey(item) === pick.item ? 'true' : undefined}
                    onClick={() => {
                      setStatus('');
                      setPick({ ...pick, item: itemKey(item) });
                    }}
                  >
                    <span lang={queue.file.includes('kannada') ? 'kn' : undefined}>{item.title}</span>
                    <small>
                      {t('review.where', { unit: item.unitNumber, topic: item.topicName[locale] })}
                    </small>
                  </button>
                </li>
              ))}
            </ol>
          </nav>
        ))}
      {queue && open && (
        <Suspense
          fallback={
            <p className="preview__message" role="status">
              {t('preview.loading')}
            </p>
          }
        >
          <ReviewItem
            key={`${pick.set}/${pick.grade}/${pick.subject}/${pick.item}/${open.hash}`}
            place={{
              set: pick.set,
              grade: pick.grade,
              subject: pick.subject,
              topic: open.topic,
              activity: open.activity,
            }}
            queue={pick.queue}
            handle={reviewer.handle}
            locale={locale}
            messages={messages}
            onRecorded={(message) => {
              setStatus(message);
              load('');
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The pick made whole: each field kept when the lists have it, else the first of its list. */
function settle(subjects: PreviewSubject[], wanted: Pick): Pick {
  const first = <T,>(values: T[], value: T) => (values.includes(value) ? value : (values[0] ?? value));
  const set = first(unique(subjects.map((s) => s.set)), wanted.set);
  const grade = first(unique(subjects.filter((s) => s.set === set).map((s) => s.grade)), wanted.grade);
  const subject = first(
    subjects.filter((s) => s.set === set && s.grade === grade).map((s) => s.key),
    wanted.subject,
  );
  const queue = first([...REVIEW_QUEUES], wanted.queue);
  return { set, grade, subject, queue, item: wanted.item };
}

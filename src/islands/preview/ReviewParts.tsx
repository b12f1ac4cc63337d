import { useEffect, useId, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { RecordCheckBody } from '../../../domain/contract/review.ts';
import type { MessageKey } from '../../../domain/i18n/en.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { HANDLE, NOTES_MAX, type ReviewCheckName } from '../../../domain/rules/reviewQueues.ts';
import { ApiError } from '../../client/http.ts';
import { useHydrated } from '../ui/useHydrated.ts';

/**
 * What an activity's and a story's review screens share (issues 28 and 30): the checks so far,
 * and the reviewer's decision. The record is the same for both; only where it is saved differs.
 */
/** The reviewer's handle, typed once on this browser (both review screens read it). */
const HANDLE_KEY = 'kalike.reviewer';

/**
 * The reviewer's handle as typed, kept on this browser, and `handle` once it is a valid one. The
 * box takes keys once the island runs (`ready`): typed earlier, the stored handle read on mount
 * would replace it.
 */
export function useReviewerHandle() {
  const [typed, setTyped] = useState('');
  const ready = useHydrated();
  useEffect(() => setTyped(localStorage.getItem(HANDLE_KEY) ?? ''), []);
  const type = (value: string) => {
    setTyped(value);
    localStorage.setItem(HANDLE_KEY, value.trim());
  };
  return { typed, ready, type, handle: HANDLE.test(typed.trim()) ? typed.trim() : null };
}

/** The handle box with its hint (or what is wrong with what was typed). */
export function HandleField({
  t,
  hintId,
  reviewer,
}: {
  t: Translate;
  hintId: string;
  reviewer: ReturnType<typeof useReviewerHandle>;
}) {
  const invalid = reviewer.typed !== '' && reviewer.handle === null;
  return (
    <label>
      {t('review.handle')}
      <input
        type="text"
        value={reviewer.typed}
        readOnly={!reviewer.ready}
        autoComplete="username"
        spellCheck={false}
        aria-describedby={hintId}
        aria-invalid={invalid}
        onChange={(event) => reviewer.type(event.target.value)}
      />
      <span id={hintId} className="review__hint">
        {invalid ? t('review.handleInvalid') : t('review.handleHint')}
      </span>
    </label>
  );
}

interface ReviewCheckRecord {
  name: ReviewCheckName;
  by: string;
  date: string;
  result: 'passed' | 'returned';
  notes: string | null;
  fresh: boolean;
}

/** The checks made so far, each with its result and notes; one on earlier words says so. */
export function CheckRecord({
  checks,
  language,
  t,
}: {
  checks: ReviewCheckRecord[];
  language: Locale;
  t: Translate;
}) {
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
                <blockquote className="review-record__notes" lang={language}>
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

type Phase = 'idle' | 'saving';

/** The reviewer's decision: passed, or returned with a note (a note is needed to return). */
export function Decide({
  hash,
  checklist,
  writable,
  check,
  handle,
  t,
  save,
  onRecorded,
}: {
  /** The content hash of what the reviewer read. */
  hash: string;
  checklist: string | null;
  writable: boolean;
  check: ReviewCheckName;
  handle: string | null;
  t: Translate;
  /** Records the check; answers the item's review state after it. */
  save: (body: RecordCheckBody) => Promise<{ review: string; standing?: string }>;
  onRecorded: (message: string) => void;
}) {
  const id = useId();
  const [notes, setNotes] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState('');
  if (!writable) return <p className="review__note">{t('review.readOnly')}</p>;

  const send = async (result: 'passed' | 'returned') => {
    if (!handle) return setError(t('review.handleNeeded'));
    if (result === 'returned' && !notes.trim()) return setError(t('review.noteRequired'));
    setError('');
    setPhase('saving');
    try {
      const saved = await save({
        check,
        by: handle,
        result,
        hash,
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      });
      // An activity approved before the two checks stays `legacy`: not what the reviewer did.
      const approved = saved.review === 'approved' && (saved.standing ?? 'reviewed') === 'reviewed';
      onRecorded(
        [t(`review.saved.${result}`), approved ? t('review.approvedNow') : ''].filter(Boolean).join(' '),
      );
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : '';
      const known = ['OWN_ITEM', 'ITEM_CHANGED', 'NOT_RECORDABLE'].includes(code);
      const otherScript = failure instanceof ApiError && failure.fields.notes === 'otherScript';
      const reason = otherScript ? 'otherScript' : known ? code : 'failed';
      setError(t(`review.error.${reason}` as MessageKey));
      setPhase('idle');
    }
  };

  return (
    <form className="review-decide" onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}h`}>
      <h3 id={`${id}h`}>{t('review.decide', { check: t(`review.check.${check}` as MessageKey) })}</h3>
      <p className="review__hint">
        {checklist ? t('review.checklist', { version: checklist }) : t('review.noChecklist')}
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

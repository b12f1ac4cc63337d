import { type ReactNode, useMemo, useState } from 'react';
import type { Locale } from '../../contract/locale.ts';
import type { Translate } from '../../i18n/translate.ts';
import { type ActivityBody, maxScore } from '../../lib/scoring.ts';
import { showToast } from '../../stores/toast.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import ActivityHeader, { type HeaderContext } from './ActivityHeader.tsx';
import Player from './Player.tsx';
import ScorePopup, { type ScoreResult } from './ScorePopup.tsx';
import { useCountdown } from './useCountdown.ts';

export interface RunnableActivity {
  activityId: string;
  body: ActivityBody;
  headingTitle: string;
  headingImage: string | null;
  instruction: string | null;
  /** Spec §3: the timer's seconds. */
  counter: number;
  bestScore: number | null;
}

export type Submit = (
  activity: RunnableActivity,
  answers: unknown,
  idempotencyKey: string,
) => Promise<ScoreResult>;

interface RunnerProps {
  locale: Locale;
  t: Translate;
  context: HeaderContext;
  activities: RunnableActivity[];
  submit: Submit;
  /** Under the activity, e.g. the practice screens' invitation to sign up. */
  footer?: ReactNode;
}

/** A key for one attempt: a retry of the same answers on slow data is the same completion. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * The activities of a topic, one at a time: header, player, Finish, and the score popup. The
 * first activity not yet done opens first; Close on the popup goes on to the next one (or plays
 * the last again), Continue goes back one step (spec §2).
 */
export default function ActivityRunner({ locale, t, context, activities, submit, footer }: RunnerProps) {
  const [best, setBest] = useState(() => activities.map((a) => a.bestScore));
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      best.findIndex((score) => score == null),
    ),
  );
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<ScoreResult | null>(null);
  const activity = activities[index];
  if (!activity) return null;

  const finished = (score: ScoreResult) => {
    setBest(best.map((b, i) => (i === index ? Math.max(b ?? 0, score.score) : b)));
    setResult(score);
  };
  const closePopup = () => {
    setResult(null);
    if (index < activities.length - 1) setIndex(index + 1);
    setAttempt(attempt + 1);
  };

  return (
    <article className="activity" aria-labelledby="activity-title">
      {activities.length > 1 && (
        <nav
          className="activity__steps"
          aria-label={t('activity.step', { n: index + 1, total: activities.length })}
        >
          <ol>
            {activities.map((a, i) => (
              <li key={a.activityId}>
                <button
                  type="button"
                  aria-current={i === index ? 'step' : undefined}
                  data-done={best[i] != null}
                  aria-label={t('activity.step', { n: i + 1, total: activities.length })}
                  onClick={() => {
                    setIndex(i);
                    setAttempt(attempt + 1);
                  }}
                >
                  {best[i] != null ? '✓' : i + 1}
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <ActivityPlay
        key={`${activity.activityId}:${attempt}`}
        activity={activity}
        best={best[index] ?? null}
        context={context}
        locale={locale}
        t={t}
        submit={submit}
        onResult={finished}
      />
      {footer}
      <ScorePopup result={result} t={t} onClose={closePopup} onContinue={() => history.back()} />
    </article>
  );
}

type Phase = 'playing' | 'sending' | 'failed' | 'sent';

/** One attempt at one activity: its answers, its timer and its submission. */
function ActivityPlay({
  activity,
  best,
  context,
  locale,
  t,
  submit,
  onResult,
}: {
  activity: RunnableActivity;
  best: number | null;
  context: HeaderContext;
  locale: Locale;
  t: Translate;
  submit: Submit;
  onResult: (result: ScoreResult) => void;
}) {
  const total = maxScore(activity.body);
  const [answers, setAnswers] = useState<unknown[]>(() => Array(total).fill(null));
  const [phase, setPhase] = useState<Phase>('playing');
  const [timedOut, setTimedOut] = useState(false);
  const key = useMemo(newKey, []);

  const finish = async () => {
    if (phase === 'sending' || phase === 'sent') return;
    setPhase('sending');
    const payload = activity.body.kind === 'video' ? { watched: answers[0] === true } : answers;
    try {
      const result = await submit(activity, payload, key);
      setPhase('sent');
      onResult(result);
    } catch {
      setPhase('failed');
      showToast('error', t('activity.submitFailed'));
    }
  };
  const secondsLeft = useCountdown(activity.counter, phase === 'playing', () => {
    setTimedOut(true);
    void finish();
  });
  const complete = answers.every((answer) => answer != null);
  // Practice pages render the player on the server: taps before the script runs would be lost.
  const hydrated = useHydrated();

  return (
    <>
      <ActivityHeader
        t={t}
        context={context}
        headingTitle={activity.headingTitle}
        headingImage={activity.headingImage}
        instruction={activity.instruction}
        secondsLeft={secondsLeft}
      />
      {best != null && <p className="activity__best">{t('activity.best', { score: best, total })}</p>}
      <fieldset className="activity__player" data-kind={activity.body.kind} disabled={!hydrated}>
        <Player
          body={activity.body}
          answers={answers}
          onAnswer={(i, value) => {
            if (phase !== 'playing') return;
            setAnswers((current) => current.map((a, j) => (j === i && a == null ? value : a)));
          }}
          t={t}
          locale={locale}
        />
      </fieldset>
      <div className="activity__finish">
        {timedOut && (
          <p className="activity__timeup" role="status">
            {t('activity.timeUp')}
          </p>
        )}
        <button
          type="button"
          className="button activity__submit"
          data-ready={complete}
          disabled={!hydrated || phase === 'sending' || phase === 'sent'}
          onClick={() => void finish()}
        >
          {phase === 'sending' ? t('activity.submitting') : t('activity.submit')}
        </button>
      </div>
    </>
  );
}

import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { ActivityBody, Answers } from '../../../domain/contract/activity.ts';
import type { ActivityAudio } from '../../../domain/contract/audio.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { maxScore, score } from '../../../domain/rules/scoring.ts';
import { attemptSeed } from '../../../domain/rules/shuffle.ts';
import { showToast } from '../../stores/toast.ts';
import { ActionIcon } from '../ui/ActionIcon.tsx';
import Player from '../ui/player/Player.tsx';
import {
  autoSay,
  contentItem,
  listensFirst,
  ReadAloudContext,
  type ReadAloudSetup,
  type ReadAloudValue,
  Speaker,
  uiItem,
  useReadAloud,
} from '../ui/player/ReadAloud.tsx';
import { stop, useReadAloudState } from '../ui/readAloud.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import ActivityHeader, { type HeaderContext } from './ActivityHeader.tsx';
import { nextActivity } from './nextActivity.ts';
import PassageCard from './PassageCard.tsx';
import ScorePopup, { type ScoreResult } from './ScorePopup.tsx';
import { playRight, playWrong } from './sounds.ts';
import { useCountdown } from './useCountdown.ts';

export interface RunnableActivity {
  activityId: string;
  body: ActivityBody;
  headingTitle: string;
  headingImage: string | null;
  instruction: string | null;
  /** Spec §3: the timer's seconds; null for no timer (issue 15: timers that suit the age). */
  counter: number | null;
  bestScore: number | null;
  /**
   * Attempts finished before this page opened it (the server's count and those waiting offline):
   * the first attempt here is the next one, whose seed orders the options (ADR 020).
   */
  attempts?: number;
  /** A generated practice round's seeds (issue 19): they go back with its answers. */
  practiceSeeds?: number[];
  /** The clips of its texts (issue 16); none on the practice screens. */
  audio?: ActivityAudio | null;
}

export type Submit = (
  activity: RunnableActivity,
  answers: Answers,
  idempotencyKey: string,
) => Promise<ScoreResult>;

/** The child's sounds switch: its state and a way to change it (kept per child by the caller). */
export interface SoundsSetting {
  on: boolean;
  set: (on: boolean) => void;
}

interface RunnerProps {
  locale: Locale;
  t: Translate;
  context: HeaderContext;
  activities: RunnableActivity[];
  submit: Submit;
  sounds: SoundsSetting;
  /** Read aloud (issue 16): where the topic's clips are known; none on the practice screens. */
  readAloud?: ReadAloudSetup;
  /** Leaves the activities: the header's back, and Continue after the last one. */
  exit: () => void;
  /** Under the activity, e.g. the practice screens' invitation to sign up. */
  footer?: ReactNode;
  /** Whose attempts these are (the child's id), in the seed of their order (ADR 020); none signed out. */
  owner?: string;
  /** The topic's class: a fill-in in class 1–2 is answered with letter tiles (issue 29); none on the practice screens. */
  grade?: string | null | undefined;
}

/** The answers as the server takes them: a fill-in's typed texts, else options', pairs' or groups' indexes. */
function answersOnWire(body: ActivityBody, given: unknown[]): Answers {
  if (body.kind === 'video') return { watched: given[0] === true };
  if (body.kind === 'fill') return given.map((value) => (typeof value === 'string' ? value : null));
  return given.map((value) => (typeof value === 'number' ? value : null));
}

/** A key for one attempt: a retry of the same answers on slow data is the same completion. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** Whether one answer, alone, scores its point (for the right/wrong sound). */
function answerIsRight(body: ActivityBody, total: number, index: number, value: unknown): boolean {
  const only = Array.from({ length: total }, (_, i) => (i === index ? value : null));
  return score(body, only) === 1;
}

/**
 * The activities of a topic, one at a time: header, player, Finish, and the score popup. The
 * first activity not yet done opens first; Close on the popup lets the child play this one
 * again, Continue goes on to the next activity not done (nextActivity.ts), or leaves for the topic
 * list once all are done (never `history.back()`: a deep-linked activity has no history).
 */
/** Instructions longer than this are passages (a story to read), shown on the activity itself. */
const PASSAGE_CHARS = 120;
const isPassage = (instruction: string | null): instruction is string =>
  instruction !== null && instruction.length > PASSAGE_CHARS;

export default function ActivityRunner({
  locale,
  t,
  context,
  activities,
  submit,
  sounds,
  readAloud,
  exit,
  footer,
  owner = '',
  grade = null,
}: RunnerProps) {
  const [best, setBest] = useState(() => activities.map((a) => a.bestScore));
  // Attempts finished on this page, per activity: Try again gets the next attempt's order.
  const [finishedHere, setFinishedHere] = useState(() => activities.map(() => 0));
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      best.findIndex((score) => score == null),
    ),
  );
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<ScoreResult | null>(null);
  const reading = useReadAloudState();
  // Muted: nothing reads, and what was reading stops (issue 16).
  useEffect(() => {
    if (!sounds.on) stop();
  }, [sounds.on]);
  const activity = activities[index];
  if (!activity) return null;
  const read: ReadAloudValue | null = readAloud
    ? {
        ...readAloud,
        t,
        on: sounds.on,
        unmute: () => sounds.set(true),
        audio: activity.audio ?? null,
        instruction: null,
      }
    : null;

  const finished = (score: ScoreResult) => {
    setBest(best.map((b, i) => (i === index ? Math.max(b ?? 0, score.score) : b)));
    setFinishedHere(finishedHere.map((n, i) => (i === index ? n + 1 : n)));
    setResult(score);
  };
  const open = (i: number) => {
    setResult(null);
    setIndex(i);
    setAttempt(attempt + 1);
    window.scrollTo({ top: 0 });
  };
  const goOn = () => {
    const next = nextActivity(best, index);
    if (next === null) exit();
    else open(next);
  };

  return (
    <article
      className="activity"
      aria-labelledby="activity-title"
      // Read aloud's state, for tests too: the clip playing, one waiting for a first tap.
      data-playing={read ? (reading.playing ?? '') : undefined}
      data-read-waiting={read ? (reading.waiting ?? '') : undefined}
      data-auto-read={read ? (read.autoRead ? 'on' : 'off') : undefined}
    >
      <ReadAloudContext.Provider value={read}>
        <ActivityPlay
          key={`${activity.activityId}:${attempt}`}
          activity={activity}
          seed={attemptSeed(
            owner,
            activity.activityId,
            (activity.attempts ?? 0) + (finishedHere[index] ?? 0),
          )}
          best={best[index] ?? null}
          grade={grade}
          context={context}
          locale={locale}
          t={t}
          submit={submit}
          sounds={sounds}
          exit={exit}
          onResult={finished}
          steps={
            activities.length > 1 && (
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
                        onClick={() => open(i)}
                      >
                        {best[i] != null ? '✓' : i + 1}
                      </button>
                    </li>
                  ))}
                </ol>
              </nav>
            )
          }
        />
        {footer}
        <ScorePopup result={result} t={t} locale={locale} onClose={() => open(index)} onContinue={goOn} />
      </ReadAloudContext.Provider>
    </article>
  );
}

type Phase = 'playing' | 'sending' | 'failed' | 'sent';

/** One attempt at one activity: its answers, its timer and its submission. */
function ActivityPlay({
  activity,
  seed,
  best,
  grade,
  context,
  locale,
  t,
  submit,
  sounds,
  exit,
  onResult,
  steps,
}: {
  activity: RunnableActivity;
  /** This attempt's seed: the order of its options and cards (ADR 020). */
  seed: string;
  best: number | null;
  grade: string | null;
  context: HeaderContext;
  locale: Locale;
  t: Translate;
  submit: Submit;
  sounds: SoundsSetting;
  exit: () => void;
  onResult: (result: ScoreResult) => void;
  steps: ReactNode;
}) {
  const total = maxScore(activity.body);
  const outer = useReadAloud();
  const { kind } = activity.body;
  const read = useMemo<ReadAloudValue | null>(
    () =>
      outer && {
        ...outer,
        instruction:
          activity.instruction != null
            ? contentItem(outer, activity.instruction, outer.audio?.instruction)
            : kind === 'video'
              ? null
              : uiItem(outer, `read.instruction.${kind}`),
      },
    [outer, activity.instruction, kind],
  );
  // Leaving the activity (another one, the score's Close, back) stops reading.
  useEffect(() => stop, []);
  // Match and classify have no questions: their instruction is read when they open. (A
  // question's prompt is read when it shows: QuestionSteps.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the activity opens
  useEffect(() => {
    if (kind === 'match' || kind === 'classify') autoSay(read, [read?.instruction ?? null]);
  }, []);
  const [answers, setAnswers] = useState<unknown[]>(() => Array(total).fill(null));
  const [phase, setPhase] = useState<Phase>('playing');
  const [timedOut, setTimedOut] = useState(false);
  const key = useMemo(newKey, []);
  const timed = activity.counter != null && activity.counter > 0;

  const finish = async (given: unknown[] = answers) => {
    if (phase === 'sending' || phase === 'sent') return;
    setPhase('sending');
    const payload = answersOnWire(activity.body, given);
    try {
      const result = await submit(activity, payload, key);
      setPhase('sent');
      onResult(result);
    } catch {
      setPhase('failed');
      showToast('error', t('activity.submitFailed'));
    }
  };
  const secondsLeft = useCountdown(activity.counter ?? 0, timed && phase === 'playing', () => {
    setTimedOut(true);
    void finish();
  });
  // Auto-read: the timer's warning, ten seconds before the end.
  const warn = timed && phase === 'playing' && secondsLeft === 10;
  // biome-ignore lint/correctness/useExhaustiveDependencies: said once, when ten seconds are left
  useEffect(() => {
    if (warn) autoSay(read, [uiItem(read, 'read.timerWarning')]);
  }, [warn]);
  const complete = answers.every((answer) => answer != null);
  // Practice pages render the player on the server: taps before the script runs would be lost.
  const hydrated = useHydrated();

  const answer = (i: number, value: unknown) => {
    if (phase !== 'playing') return;
    // Match and sort forgive (issue 29): a card put wrong goes back to be put again. The first
    // placement at a place (match) or of a card (sort) is the answer that scores; a later one is
    // heard and explained like the first, but changes nothing.
    const again = answers[i] != null;
    if (again && kind !== 'match' && kind !== 'classify') return;
    const next = again ? answers : answers.map((a, j) => (j === i ? value : a));
    if (!again) setAnswers(next);
    if (activity.body.kind === 'video') {
      // The end of the video records it: no other tap (issue 15).
      void finish(next);
      return;
    }
    const right = answerIsRight(activity.body, total, i, value);
    if (sounds.on) (right ? playRight : playWrong)();
    // Auto-read: the right/wrong words, then the feedback line (issue 16), then what to tap next
    // (issue 29): the arrow to the next question, or the flag once every answer is in.
    const done = next.every((a) => a != null);
    const onward = done
      ? 'activity.submit.spoken'
      : !again && (kind === 'mcq' || kind === 'fill')
        ? 'activity.next.spoken'
        : null;
    autoSay(read, [
      uiItem(read, right ? 'activity.correct' : 'activity.wrong'),
      feedbackItem(read, activity.body, i),
      // Where a wrong card goes back to be put again, the child hears so.
      ...(!right && (kind === 'match' || kind === 'classify') ? [uiItem(read, 'activity.placeAgain')] : []),
      onward && !(again && done) ? uiItem(read, onward) : null,
    ]);
  };

  return (
    <ReadAloudContext.Provider value={read}>
      <ActivityHeader
        t={t}
        context={context}
        headingTitle={activity.headingTitle}
        headingImage={activity.headingImage}
        instruction={activity.instruction}
        secondsLeft={timed ? secondsLeft : null}
        sounds={sounds.on}
        onSounds={sounds.set}
        onBack={exit}
      />
      {steps}
      {best != null && <p className="activity__best">{t('activity.best', { score: best, total })}</p>}
      {/* A story to read stays on the screen above every question: the activity's `passage`
          (issue 19), or a long instruction (ADR 015); a short instruction is one tap away in the
          About sheet. */}
      {activity.body.passage ? (
        <PassageCard passage={activity.body.passage} t={t} />
      ) : (
        isPassage(activity.instruction) && (
          <section className="activity__passage" aria-label={t('activity.passage')}>
            <div className="activity__passage-text">
              <p>{activity.instruction}</p>
              <Speaker item={read?.instruction ?? null} />
            </div>
          </section>
        )
      )}
      {/* The instruction beside the speaker that reads it (issue 27: the speaker stood alone, or
          beside the hint below). A video's big Watch card says what to do; its instruction's
          speaker is in the About sheet. */}
      {read?.instruction && kind !== 'video' && !isPassage(activity.instruction) && (
        <div className="read-help activity__instruction">
          <p>{read.instruction.text}</p>
          <Speaker item={read.instruction} />
        </div>
      )}
      {/* Said for the parent beside a child who listens first (classes 1–2): a line of its own. */}
      {read && listensFirst(read) && kind === 'mcq' && (
        <p className="activity__listen-first" id="listen-first">
          {t('activity.read.listenFirst')}
        </p>
      )}
      <fieldset className="activity__player" data-kind={activity.body.kind} disabled={!hydrated}>
        <Player
          body={activity.body}
          answers={answers}
          onAnswer={answer}
          t={t}
          locale={locale}
          seed={seed}
          grade={grade}
        />
      </fieldset>
      <div className="activity__finish">
        {timedOut && (
          <p className="activity__timeup" role="status">
            {t('activity.timeUp')}
          </p>
        )}
        {/* Finish only once every question is answered (or the time is up, which sends by itself). */}
        {(complete || timedOut || phase === 'failed') && activity.body.kind !== 'video' ? (
          <button
            type="button"
            className="button activity__submit"
            data-ready={complete}
            disabled={!hydrated || phase === 'sending' || phase === 'sent'}
            onClick={() => void finish()}
          >
            <ActionIcon name="finish" />
            {phase === 'sending' ? t('activity.submitting') : t('activity.submit')}
          </button>
        ) : (
          activity.body.kind === 'video' &&
          phase === 'failed' && (
            <button type="button" className="button activity__submit" onClick={() => void finish()}>
              {t('activity.submit')}
            </button>
          )
        )}
      </div>
    </ReadAloudContext.Provider>
  );
}

/** The clip of the feedback line of answer `i` (a question, a pair's left side, an item). */
function feedbackItem(read: ReadAloudValue | null, body: ActivityBody, i: number) {
  switch (body.kind) {
    case 'mcq':
    case 'fill':
      return contentItem(read, body.questions[i]?.feedback, read?.audio?.questions?.[i]?.feedback);
    case 'match':
      return contentItem(read, body.pairs[i]?.feedback, read?.audio?.pairs?.[i]?.feedback);
    case 'classify':
      return contentItem(read, body.items[i]?.feedback, read?.audio?.items?.[i]?.feedback);
    default:
      return null;
  }
}

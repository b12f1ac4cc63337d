import { useEffect, useRef } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import { UI } from '../../../domain/contract/ui.ts';
import { type Translate, tPlural } from '../../../domain/i18n/translate.ts';
import { starsFor } from '../../lib/stars.ts';
import { ActionIcon } from '../ui/ActionIcon.tsx';
import Dialog from '../ui/Dialog.tsx';
import { autoSay, Speaker, uiItem, useReadAloud } from '../ui/player/ReadAloud.tsx';
import { sayable } from '../ui/readAloud.ts';

export interface ScoreResult {
  score: number;
  total: number;
  /** Coins credited for this attempt; null on the practice screens, where no coins are kept. */
  coins: number | null;
  /** Finished with no signal (issue 17): kept on the phone, its coins paid when it is sent. */
  waiting?: boolean;
}

/** Spec §4: celebrate when total / 2 is at most the score. */
const celebrates = (result: ScoreResult) => result.score >= result.total * UI.scoreThreshold;

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The activityScore popup of spec §2 and §4: 'score / total', Close and Continue; at half the
 * total or more, the celebration picture and confetti every 2000 ms (none when the device asks
 * for reduced motion); below it, the other picture. Above the score, 1 to 3 stars (issue 15).
 */
export default function ScorePopup({
  result,
  t,
  locale,
  onClose,
  onContinue,
}: {
  result: ScoreResult | null;
  t: Translate;
  locale: Locale;
  onClose: () => void;
  onContinue: () => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const happy = result ? celebrates(result) : false;
  const confetti = happy && typeof window !== 'undefined' && !reducedMotion();
  // Read aloud (issue 16): "You got 3 out of 5", its clip from the page's interface lines.
  const read = useReadAloud();
  const line =
    read && result
      ? sayable(
          tPlural(t, locale, 'read.score', result.score, { total: result.total }),
          read.ui?.score[String(result.total)]?.[result.score],
          locale,
        )
      : null;
  const lineId = line?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: said once, when the score shows
  useEffect(() => {
    // Then what to tap to go on (issue 29): the arrow of Continue.
    if (lineId) autoSay(read, [line, uiItem(read, 'activity.score.continue.spoken')]);
  }, [lineId]);

  useEffect(() => {
    if (!confetti || !canvas.current) return;
    let stopped = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const target = canvas.current;
    // Loaded only when there is something to celebrate.
    let stopConfetti = () => {};
    void import('./confetti.ts').then((module) => {
      if (stopped) return;
      const pieces = module.confetti(target);
      stopConfetti = pieces.stop;
      pieces.burst();
      timer = setInterval(pieces.burst, UI.confettiPulseMs);
    });
    return () => {
      stopped = true;
      clearInterval(timer);
      stopConfetti();
    };
  }, [confetti]);

  return (
    <Dialog
      open={result !== null}
      title={t('activity.score.title')}
      closeLabel={t('activity.score.close')}
      onClose={onClose}
      className="score-popup"
    >
      {result && (
        <div className="score" data-testid="score-popup" data-confetti={confetti ? 'on' : 'off'}>
          {confetti && <canvas ref={canvas} className="score__confetti" />}
          <img
            src={happy ? '/images/activity/celebrate.svg' : '/images/activity/try-again.svg'}
            alt=""
            width="160"
            height="140"
            data-mood={happy ? 'celebrate' : 'try-again'}
          />
          <Stars count={starsFor(result.score, result.total)} t={t} />
          <div className="score__line">
            <p className="score__value" data-testid="score-value">
              {t('activity.score.value', { score: result.score, total: result.total })}
            </p>
            <Speaker item={line} />
          </div>
          <p className="score__message">
            {!happy
              ? t('activity.score.tryAgain')
              : result.coins && !result.waiting
                ? tPlural(t, locale, 'activity.score.great', result.coins)
                : t('activity.score.good')}
          </p>
          {result.waiting && (
            <p className="score__waiting" data-testid="score-waiting">
              {result.coins
                ? tPlural(t, locale, 'activity.score.waiting', result.coins)
                : t('activity.score.savedOffline')}
            </p>
          )}
          <div className="score__actions">
            <button type="button" className="button button--light" onClick={onClose}>
              {t('activity.score.close')}
            </button>
            <button type="button" className="button" onClick={onContinue}>
              <ActionIcon name="next" />
              {t('activity.score.continue')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** 1 to 3 gold stars of three (src/lib/stars.ts), with their number for screen readers. */
function Stars({ count, t }: { count: 1 | 2 | 3; t: Translate }) {
  return (
    <p className="score__stars" data-testid="score-stars" data-stars={count}>
      <span className="sr-only">{t(`activity.play.stars${count}`)}</span>
      {[1, 2, 3].map((n) => (
        <svg key={n} viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" data-on={n <= count}>
          <path d="M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z" />
        </svg>
      ))}
    </p>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { countUp, flyCoins, reducedMotion } from './coinFlight.ts';

/**
 * The bar's coins (the profile's coinBalance). When it rises (an activity's score, a check-in, a
 * streak reward), coins fly in and the figure counts up; when it falls (an unlock) it just
 * changes.
 */
export function CoinCounter({ t, balance }: { t: Translate; balance: number | null }) {
  const [shown, setShown] = useState(balance);
  const previous = useRef(balance);
  const counter = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = balance;
    if (balance === null || before === null || balance <= before || reducedMotion() || !counter.current) {
      setShown(balance);
      return;
    }
    let cancelled = false;
    let stop = () => {};
    void flyCoins(counter.current, balance - before).then(() => {
      if (!cancelled) stop = countUp(before, balance, setShown);
    });
    return () => {
      cancelled = true;
      stop();
      setShown(balance);
    };
  }, [balance]);

  return (
    <span className="playbar__coins" ref={counter} data-testid="bar-coins">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="#ffc83d" />
        <circle cx="12" cy="12" r="6.5" fill="none" stroke="#b8860b" strokeWidth="1.6" />
      </svg>
      {/* The figure for the eye counts up; the label for a screen reader says the final one. */}
      <span className="playbar__figure" aria-hidden="true" data-testid="bar-coins-count">
        {shown ?? '–'}
      </span>
      <span className="sr-only">{balance === null ? '' : t('play.coins', { count: balance })}</span>
    </span>
  );
}

import { useEffect, useRef, useState } from 'react';
import { UI } from '../../../domain/contract/ui.ts';

/**
 * Spec §4 "Activity timer": counts down once a second from the activity's counter; at 0 it
 * stops and `onZero` runs once (the activity submits itself). `running: false` freezes it,
 * e.g. while the answers are being sent. Each tick reads the clock against a deadline, so a
 * phone that slows the page's timers (screen off, tab in the background) still ends on time.
 */
export function useCountdown(seconds: number, running: boolean, onZero: () => void): number {
  const [left, setLeft] = useState(seconds);
  const leftRef = useRef(seconds);
  const fired = useRef(false);
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;

  useEffect(() => {
    if (!running || fired.current) return;
    const deadline = Date.now() + leftRef.current * 1000;
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      leftRef.current = next;
      setLeft(next);
      if (next === 0 && !fired.current) {
        fired.current = true;
        clearInterval(timer);
        onZeroRef.current();
      }
    }, UI.timerTickMs);
    return () => clearInterval(timer);
  }, [running]);

  return left;
}

/** 75 → "1:15" for the header's Timer. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

import { useCallback, useEffect, useState } from 'react';

/** Whole seconds from `now` until `until` (epoch ms), never below 0. */
export const secondsLeft = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / 1000));

/**
 * Seconds left before an action may run again: a new OTP waits the `resendAfterSeconds` that the
 * last send answered (OTP_RESEND_SECONDS on the server; ARCHITECTURE.md: one per 30 s per phone).
 * `restart(seconds)` starts a new wait; none runs until then.
 */
export function useCooldown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const restart = useCallback((seconds: number) => {
    const at = Date.now();
    setUntil(at + seconds * 1000);
    setNow(at);
  }, []);
  /** A wait that ends at `at` (epoch ms), e.g. the stored one after a reload. */
  const restartUntil = useCallback((at: number) => {
    setUntil(at);
    setNow(Date.now());
  }, []);
  return { seconds: secondsLeft(until, now), restart, restartUntil };
}

import { useEffect, useState } from 'react';

/** Seconds left before an action may run again (ARCHITECTURE.md: one OTP per 30 s per phone). */
export function useCooldown(total: number) {
  const [until, setUntil] = useState(() => Date.now() + total * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return {
    seconds: Math.max(0, Math.ceil((until - now) / 1000)),
    restart: () => {
      setUntil(Date.now() + total * 1000);
      setNow(Date.now());
    },
  };
}

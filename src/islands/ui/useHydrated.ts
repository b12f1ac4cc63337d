import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML, true once React runs. Buttons that need the island stay
 * disabled until then: on a slow phone, a tap before the script arrives would otherwise submit
 * the form natively (a reload that puts the fields in the address) or do nothing at all.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

import type { FetcherStore, FetcherValue } from '@nanostores/query';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { failedToShow } from '../../stores/query.ts';

export interface Loaded<T> {
  data: T | undefined;
  /** True when the load failed for a reason other than the session ending (the client then goes to /login). */
  failed: boolean;
  /** True while asking; `data` may then be the last answer (`keepPrevious`). */
  loading: boolean;
  /** Asks again (the "Try again" button). */
  retry: () => void;
}

const NOT_YET: FetcherValue<never, unknown> = { loading: true };

/**
 * A fetcher store (stores/query.ts) in an island: mounted while the island shows, so it asks the
 * first time and shares the answer with every other island reading the same key. Reads the
 * store's value without `get()`, which would mount and unmount it on every render. With
 * `keepPrevious`, the last answer stays while another key loads (a week back, coins that moved):
 * the island shows it dimmed rather than "Loading…".
 */
export function useQuery<T>(store: FetcherStore<T, unknown>, { keepPrevious = false } = {}): Loaded<T> {
  // One subscription for the store's life in the island: a new one each render would unmount the
  // store and make React render again, without end.
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const value: FetcherValue<T, unknown> = useSyncExternalStore(
    subscribe,
    () => store.value ?? NOT_YET,
    () => NOT_YET,
  );
  const last = useRef<T | undefined>(undefined);
  if (value.data !== undefined) last.current = value.data;
  return {
    data: value.data ?? (keepPrevious ? last.current : undefined),
    failed: !value.loading && failedToShow(value.error),
    loading: value.loading,
    retry: () => store.invalidate(),
  };
}

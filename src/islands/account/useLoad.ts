import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../client/http.ts';

export interface Loaded<T> {
  data: T | undefined;
  /** True when the call failed for a reason other than the session ending (the client then goes to /login). */
  failed: boolean;
  retry: () => void;
}

/**
 * One GET for a section of My Account, so each section loads, fails and retries on its own:
 * on a slow phone the profile shows at once and the lists follow. Runs again when `key` changes.
 */
export function useLoad<T>(load: () => Promise<T>, key = ''): Loaded<T> {
  const latest = useRef(load);
  latest.current = load;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ data: T | undefined; failed: boolean }>({
    data: undefined,
    failed: false,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` and `key` are the reasons to load again; `load` is read through a ref
  useEffect(() => {
    let live = true;
    setState((previous) => ({ data: previous.data, failed: false }));
    latest
      .current()
      .then((data) => {
        if (live) setState({ data, failed: false });
      })
      .catch((error: unknown) => {
        if (live) setState({ data: undefined, failed: !(error instanceof ApiError && error.status === 401) });
      });
    return () => {
      live = false;
    };
  }, [attempt, key]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

import type { ReadableAtom } from 'nanostores';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * A store's value, kept up to date: the islands' one way to read a store (in place of
 * @nanostores/react's `useStore`), made for islands whose HTML was rendered at build time, where
 * nothing is stored. Hydration first renders `serverValue` (what the HTML holds), then
 * React renders again with the stored value. Reading the stored value straight away made the first
 * render differ from the HTML: React threw the HTML away with error #418 (Lighthouse, "errors in
 * console") and rendered the island a second time.
 *
 * Effects that decide on the stored value (a redirect when nothing is stored) read the store
 * itself: the first effects run before the second render.
 */
export function useClientStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => serverValue,
  );
}

/**
 * State that starts from something stored (a half-filled sign-up form), for the same islands:
 * `serverValue` while hydrating, then once the island runs, `read()`. Hydration does not patch
 * attributes that differ from the HTML (`aria-pressed`, `value`), so a stored choice read during
 * the first render would be in the state but not on the screen.
 */
export function useStoredState<T>(read: () => T, serverValue: T) {
  const [value, setValue] = useState(serverValue);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, after hydration.
  useEffect(() => setValue(read()), []);
  return [value, setValue] as const;
}

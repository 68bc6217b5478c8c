import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true from the first render after it: a control that must
 * not act before the page's script runs (a submit button whose form would otherwise send itself as a GET)
 * stays disabled until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

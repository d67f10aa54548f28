import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a server-rendered page (and in the server's render), true after.
 * A form's submit button waits for it: before the app's script runs, a native submit would send
 * the typed fields as a GET to the page's URL (into the browser's history); with its default
 * button disabled, pressing Enter in a field does nothing either.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

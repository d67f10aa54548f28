import { useEffect, useLayoutEffect, useState } from 'react';

/**
 * False while the browser adopts a server-rendered page (and in the server's render), true after.
 * A form's submit button waits for it: before the app's script runs, a native submit would send
 * the typed fields as a GET to the page's URL (into the browser's history); with its default
 * button disabled, pressing Enter in a field does nothing either.
 *
 * State set in a layout effect, not `useSyncExternalStore`'s server snapshot: preact (the browser's
 * React, see vite.config.ts) ignores the server snapshot and leaves the server's attributes as they
 * are while it adopts a page, so `disabled` would stay. The layout effect re-renders before the
 * browser paints, so a form the app draws itself shows its button enabled at once.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * `data-hydrating` on a control until its part of the page is hydrated: a form loaded lazily is
 * adopted after the page's root (HydrationMark), so tests wait for both.
 */
export const hydratingMark = (hydrated: boolean) => (hydrated ? {} : { 'data-hydrating': '' });

/**
 * Sets `data-hydrated` on <html> once the app controls the page (its first render or its adoption
 * of the server's markup is committed): end-to-end tests and support wait for it before they act.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

import { useEffect, useLayoutEffect, useState } from 'react';
import { usePageAdopted } from './hydration-steps';

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
  // A page adopted in steps (lib/hydration-steps.tsx) is not usable until its last step.
  const adopted = usePageAdopted();
  return hydrated && adopted;
}

/**
 * `data-hydrating` on a control until its part of the page is hydrated: a form loaded lazily is
 * adopted after the page's root (HydrationMark), so tests wait for both.
 */
export const hydratingMark = (hydrated: boolean) => (hydrated ? {} : { 'data-hydrating': '' });

/**
 * Sets `data-hydrated` on <html> once the app controls the page (its first render is committed, or
 * its adoption of the server's markup is, every step of it): end-to-end tests and support wait for
 * it before they act, so a page whose adoption never ended would fail them.
 */
export function HydrationMark() {
  const adopted = usePageAdopted();
  useEffect(() => {
    if (adopted) document.documentElement.dataset.hydrated = 'true';
  }, [adopted]);
  return null;
}

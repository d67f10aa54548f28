import { useEffect, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's render and while React adopts that markup, true once the part of the page
 * that asks has been adopted (React renders it again with the browser's value right after its
 * hydration) and at once in a page the browser renders itself.
 *
 * A form's controls wait for it: before the app's script runs, a native submit would send the
 * typed fields as a GET to the page's URL, and a field typed into before its part is adopted would
 * lose its text. With its default button disabled, pressing Enter in a field does nothing either.
 * Each <Suspense> boundary is adopted on its own, so a form inside one turns usable with it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * `data-hydrating` on a control until its part of the page is hydrated: a form inside a Suspense
 * boundary is adopted after the page's root (HydrationMark), so tests wait for both.
 */
export const hydratingMark = (hydrated: boolean) => (hydrated ? {} : { 'data-hydrating': '' });

/**
 * Sets `data-hydrated` on <html> once the app controls the page (its root has committed, whether
 * rendered by the browser or adopted from the server's markup): end-to-end tests and support wait
 * for it, and for no `data-hydrating` control left, before they act.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * hydrateRoot's `onRecoverableError`: React recovers from a server markup that differs from the
 * browser's first render by rendering that part again from scratch, which loses what the server
 * sent and costs the time hydration saves. It is a defect, so it is said in the console (tests
 * fail on it, e2e/helpers/hydration.ts) and marked on <html> for support.
 */
export function reportHydrationError(error: unknown, info: { componentStack?: string }) {
  document.documentElement.dataset.hydrationError = 'true';
  console.error('Hydration mismatch:', error instanceof Error ? error.message : error, info.componentStack ?? '');
}

import { lazy, Suspense, type ComponentType, type FunctionComponent } from 'react';
import { Loading } from 'react-admin';

/**
 * A back-office screen loaded when it is first shown (issue 50): the shell (react-admin, the
 * layout, the providers) stays one chunk, and each screen's code, with what only it uses (charts,
 * forms, their schemas), is a chunk of its own. So the check-in screen's service worker keeps the
 * shell and that screen alone (build-plugins/check-in-pwa.ts), and a staff member downloads only
 * the screens they open. Its own Suspense: the sign-in and setup pages are outside the layout's.
 * react-admin's Loading shows only after a second, so a quick load does not flash.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): FunctionComponent<P> {
  const Screen = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LazyScreen(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return LazyScreen;
}

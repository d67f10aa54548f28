import { lazy, Suspense, useLayoutEffect, useRef, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/**
 * Adopting a server-rendered page in steps, so that no single task holds the main thread long.
 *
 * preact (the browser's React, vite.config.ts) adopts a page in one task: on a phone the contact
 * form alone took one task of about 460 ms (Lighthouse's 4x slower CPU), which is what total
 * blocking time counts (issue 13). React itself adopts the root first and each <Suspense>
 * boundary later, in a task of its own ("selective hydration"); this does the same for preact.
 * A part wrapped in `HydrationStep` keeps its server markup while the rest of the page is
 * adopted, and is adopted in the next task. Parts loaded lazily (`lazyPart`) are counted too.
 *
 * Only while the first page is adopted: on the server, in pages the browser renders itself and
 * after the first page is adopted, a step is nothing but its children. (A step that a later
 * render adds while the page is still being adopted, such as the resume dialog that `?resume=1`
 * opens at once, waits its turn too, with nothing in its place for that task.) A step's child
 * must render one root element (preact keeps that one node while the step waits) and must keep
 * its shape while it waits (docs/architecture.md).
 *
 * `useHydrated` (lib/use-hydrated.ts) stays false until no part waits: a form's fields stay
 * disabled until every field has been adopted, so nothing typed into one is lost.
 */

let rootDone = false;
/** True unless a server-rendered page is being adopted (pages the browser renders, the back office). */
let finished = true;
let pending = 0;
const listeners = new Set<() => void>();

const adopting = () => !finished && (!rootDone || pending > 0);

function settle() {
  if (rootDone && pending === 0 && !finished) {
    finished = true;
    listeners.forEach((listener) => listener());
  }
}

/** main.tsx, before it adopts a server-rendered page. */
export function beginAdoption() {
  finished = false;
}

/** main.tsx, after the page's root has been adopted (the steps it left are counted by then). */
export function rootAdopted() {
  rootDone = true;
  settle();
}

/** main.tsx, on the first navigation: the next page is rendered, not adopted, whatever is left. */
export function endAdoption() {
  rootDone = true;
  pending = 0;
  settle();
}

/** A count that a part of the page holds until its markup has been adopted. */
function hold(): () => void {
  pending += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    pending -= 1;
    settle();
  };
}

/** The next task (a message, which browsers do not clamp like nested timers). */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** Calls `release` once its children have been committed (children's layout effects run first). */
function Released({ release, children }: { release?: () => void; children: ReactNode }) {
  useLayoutEffect(() => release?.(), [release]);
  return children;
}

interface Wait {
  done: boolean;
  waiting?: Promise<void>;
  release?: () => void;
}

function WaitForTurn({ wait, children }: { wait: Wait; children: ReactNode }) {
  if (!wait.done) {
    if (!wait.waiting) {
      const release = hold();
      wait.release = release;
      wait.waiting = nextTask().then(() => {
        wait.done = true;
        // The step is adopted in this task (preact renders it in a microtask); a step that a
        // render removed meanwhile never commits, and must not hold the page back.
        void nextTask().then(release);
      });
    }
    throw wait.waiting;
  }
  return <Released release={wait.release}>{children}</Released>;
}

export function HydrationStep({ children }: { children: ReactNode }) {
  // Kept here, above the boundary: preact may make a new instance of a child that suspended
  // outside hydration, which would then wait again, every task, while the page is adopted.
  const wait = useRef<Wait | null>(null);
  wait.current ??= { done: !adopting() };
  return (
    <Suspense fallback={null}>
      <WaitForTurn wait={wait.current}>{children}</WaitForTurn>
    </Suspense>
  );
}

/**
 * React's `lazy`, counted while the first page is adopted: the page is not adopted until the part
 * has loaded and been adopted too.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  // Loaded from a task of its own: Vite adds a preload link for each of the part's files (the
  // contact form has 34), 60 ms of a phone's CPU that would lengthen the task that renders it.
  const start = () => (loading ??= nextTask().then(load));
  const Loaded = lazy(() =>
    start().then((Component) => ({
      default: ({ release, ...props }: P & { release?: () => void }) => (
        <Released release={release}>
          <Component {...(props as P)} />
        </Released>
      ),
    })),
  );
  return function LazyPart(props: P) {
    const held = useRef<{ release?: () => void } | null>(null);
    if (!held.current) {
      held.current = adopting() ? { release: hold() } : {};
      // A part that fails to load shows its error; the page is adopted without it.
      start().catch(() => held.current?.release?.());
    }
    const { release } = held.current;
    useLayoutEffect(() => () => release?.(), [release]);
    return <Loaded {...props} release={release} />;
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** False until the first page has been adopted, every step and lazy part of it included. */
export function usePageAdopted(): boolean {
  return useSyncExternalStore(subscribe, () => finished, () => false);
}

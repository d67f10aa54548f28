/**
 * Runs server renders one at a time. The route modules read the app's one i18next instance (its
 * language, as in the browser) and a render awaits its loaders and data, so two interleaved
 * renders in different languages would mix; rendering is CPU work on one thread anyway.
 */
let queue: Promise<unknown> = Promise.resolve();

export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

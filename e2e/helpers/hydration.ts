import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Marks every element the server sent inside #root (a property on the node, not an attribute, so
 * the markup React compares is untouched), before the app's script runs. Call before goto.
 */
export async function markServerNodes(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelectorAll('#root *').forEach((node) => ((node as unknown as Record<string, boolean>).__fromServer = true));
    });
  });
}

/**
 * The app controls the page: its root has committed (HydrationMark in apps/web/src/lib/use-hydrated.ts)
 * and no part inside a Suspense boundary still waits to be adopted (a form's controls carry
 * `data-hydrating` until React has hydrated their boundary).
 */
export const appHydrated = () => document.documentElement.dataset.hydrated === 'true' && !document.querySelector('#root [data-hydrating]');

/**
 * The app adopted the server's node instead of replacing it: the app has hydrated and the node
 * still carries the server mark (markServerNodes). A render from scratch, or a hydration that
 * failed and fell back to one, makes new nodes without the mark.
 */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Boolean((node as unknown as Record<string, boolean>).__fromServer) && document.documentElement.dataset.hydrated === 'true' && !document.querySelector('#root [data-hydrating]')), { timeout: 20_000 })
    .toBe(true);
  expect(await element.evaluate(() => document.documentElement.dataset.hydrationError), 'hydration mismatch (see the console)').toBeUndefined();
}

/** Console errors and uncaught page errors (a script that failed while the page was taken over). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/**
 * Waits until the page has controls and the app controls the page: a server-rendered page is
 * readable before its script runs, but its buttons and forms work only once hydrated, so a
 * journey that clicks at once waits for that, as a person waits for the page to settle.
 */
export async function waitForHydration(page: Page) {
  await expect
    // A page the browser renders itself starts with an empty #root: it must have controls first.
    .poll(() => page.evaluate(() => document.querySelector('#root :is(a, button, input, select, textarea, form)') !== null), { timeout: 20_000 })
    .toBe(true);
  await expect.poll(() => page.evaluate(appHydrated), { timeout: 20_000 })
    .toBe(true);
  // React reports a server markup that differs from its first render (main.tsx's onRecoverableError):
  // every journey that waits for the app fails on one.
  expect(await page.evaluate(() => document.documentElement.dataset.hydrationError), 'hydration mismatch (see the console)').toBeUndefined();
}

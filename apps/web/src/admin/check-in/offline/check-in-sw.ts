/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CHECK_IN_API_PATTERN, CHECK_IN_CACHES, CHECK_IN_PAGE_PATTERN, CHECK_IN_SHELL } from './offline-scope';

/**
 * The check-in screen's service worker (issue 43), registered by that screen only, with the scope
 * /admin/check-in/: it controls no public page and no other back-office page. It keeps what the
 * screen needs to open at a door without network: the page's HTML shell, the scripts, styles,
 * fonts and catalogs the back office loads to draw it, the QR reader's WebAssembly (the precache
 * list is chosen at build time, build-plugins/check-in-pwa.ts), and the last answers of the few
 * reads the screen makes on opening (who is signed in, the session, the counts). Online the
 * network answers first; the copies are used only when it does not answer.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const networkFirst = (cacheName: string) =>
  new NetworkFirst({ cacheName, networkTimeoutSeconds: 4, plugins: [new CacheableResponsePlugin({ statuses: [200] })] });

// Registered before the precache's own route, so an online visit to the check-in page asks the
// server (a fresh shell and configuration) rather than answering from the build's copy.
const pages = networkFirst(CHECK_IN_CACHES.pages);
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache(CHECK_IN_SHELL)) ?? Response.error();
      }
    },
    { allowlist: [CHECK_IN_PAGE_PATTERN] },
  ),
);
registerRoute(({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && CHECK_IN_API_PATTERN.test(url.pathname), networkFirst(CHECK_IN_CACHES.api));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
void self.skipWaiting();
clientsClaim();

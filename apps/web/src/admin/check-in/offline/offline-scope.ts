/**
 * What the check-in screen's service worker may touch (issue 43), shared by the worker, the page
 * that registers it and the build. Its scope is the check-in screen's own path, so it controls no
 * public page and no other back-office page; within it, only these reads are kept.
 */
export const CHECK_IN_SCOPE = '/admin/check-in/';
export const CHECK_IN_SW_URL = '/check-in-sw.js';
/** The HTML shell kept at install, for a session's check-in page never opened online on this phone. */
export const CHECK_IN_SHELL = '/admin/check-in/';
/** The check-in page: /admin/check-in/ (the last session checked in on this phone) or /admin/check-in/<session>. */
export const CHECK_IN_PAGE_PATTERN = /^\/admin\/check-in(\/[^/]*)?\/?$/;
/** The reads the screen makes as it opens: who is signed in, the session, the counts. */
export const CHECK_IN_API_PATTERN = /^\/api\/admin\/(auth\/me|sessions\/[^/]+|sessions\/[^/]+\/check-in\/summary)$/;
export const CHECK_IN_CACHES = { pages: 'check-in-pages', api: 'check-in-api' } as const;

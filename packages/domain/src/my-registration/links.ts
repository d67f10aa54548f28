/**
 * "My registration" (issue 42): a registrant's own page, opened from a link in their mails. The
 * link is a long random token (only its hash is stored), valid until a set time after the course
 * ends; opening a new link from "Find my registrations" makes the older ones stop working, so a
 * forwarded link can be cut off (asking alone does not: anyone can type an address). Free of zod: the site's route list imports the paths.
 */

/** The registration's own page (?token=…). */
export const MY_REGISTRATION_PATH = '/my-registration';

/** The "Find my registrations" form: an e-mail address in, links to every registration of it out by mail. */
export const FIND_REGISTRATIONS_PATH = '/my-registrations';

/** A link to a live session's registration works until this many days after the session ends (receipts, certificate, letter). */
export const LINK_DAYS_AFTER_SESSION = 90;

/** An on-demand course has no end: its link works this many days after it was made. */
export const ON_DEMAND_LINK_DAYS = 365;

/** Per client address, per minute: "Find my registrations" requests. */
export const FIND_REQUESTS_PER_MINUTE = 5;

/** Per e-mail address: at most this many "Find my registrations" mails in FIND_MAIL_WINDOW_MINUTES; more are silently not sent. */
export const FIND_MAILS_PER_ADDRESS = 3;
export const FIND_MAIL_WINDOW_MINUTES = 60;

/**
 * Why a link was made: 'mail' (a confirmation's), 'find' (the "Find my registrations" form,
 * limited per address), 'page' (the 'All set!' page's button in the browser that paid, limited per
 * registration), 'page-mail' (the same button elsewhere: the link is mailed to the registrant) or
 * 'transcript' (the CE transcript's link in a "Find" mail, issue 52: apart from 'find' so the
 * per-address mail limit still counts mails).
 */
export type LinkSource = 'find' | 'mail' | 'page' | 'page-mail' | 'transcript';

/** The 'All set!' page's way in: per client address, per minute, and per registration, per hour (each press makes a new link). */
export const PAGE_LINK_REQUESTS_PER_MINUTE = 10;
export const PAGE_LINKS_PER_HOUR = 10;

/**
 * Issue 50 item 3: a registration's id proves nothing (staff, rosters, exports and webhooks carry
 * it), so the 'All set!' page's button opens the page only in the browser that just paid, for this
 * many minutes after the payment (a signed, HttpOnly cookie the payment's answer sets). Anywhere
 * else the button mails a link to the registrant's address, at most PAGE_LINK_MAILS_PER_HOUR times
 * a registration; the answer is the same whether the limit held the mail back or not.
 */
export const PAID_BROWSER_MINUTES = 30;
export const PAGE_LINK_MAILS_PER_HOUR = 3;

/** The button's answer: the page's address (the browser that paid), or word that a link was mailed. */
export type PageLinkResult = { url: string } | { mailed: true };

/** The 'All set!' page's way in (POST): opens the page only with the paid browser's proof (above). */
export const pageLinkApiPath = (registrationId: string) => `/api/confirmation/${encodeURIComponent(registrationId)}/my-registration-link`;

/** 128-bit random tokens in base64url are 22 characters. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Until when a link made `now` works: a live session's end plus LINK_DAYS_AFTER_SESSION (a link
 * asked for long after the session still works that long from now, for its receipts and
 * certificate); an on-demand course's, ON_DEMAND_LINK_DAYS from now.
 */
export function linkExpiresAt(course: { endsAt: Date | string | null }, now: Date): Date {
  const fromNow = now.getTime() + ON_DEMAND_LINK_DAYS * DAY_MS;
  if (course.endsAt === null) return new Date(fromNow);
  return new Date(Math.max(new Date(course.endsAt).getTime() + LINK_DAYS_AFTER_SESSION * DAY_MS, now.getTime() + LINK_DAYS_AFTER_SESSION * DAY_MS));
}

/** The page's address for a token, with the locale parameter when it is not en. */
export function myRegistrationUrl(publicUrl: string, token: string, locale: string): string {
  const url = new URL(MY_REGISTRATION_PATH, publicUrl);
  url.searchParams.set('token', token);
  if (locale !== 'en') url.searchParams.set('locale', locale);
  return url.toString();
}

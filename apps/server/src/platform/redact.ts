const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*(@|%40)([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

/** j***@example.com: enough for support to recognise a case, not enough to leak the address. */
export function maskEmail(value: unknown): string {
  return String(value ?? '').replace(EMAIL, '$1***$2$3');
}

/**
 * Paths whose part after the prefix opens something (a registrant's page, a door ticket) or names a
 * registration (the funnel's steps, its confirmation, cart, quiz, modules, receipts, calendar, the
 * provider look-up, the staff's registration screens): logged without it. An id proves nothing by
 * itself (issue 50 item 3), but a log that lists them tells who registered for what.
 */
const ID_PATH =
  /^(\/(?:api\/(?:my-registration|tickets|confirmation|cart|quiz|scorm-modules|receipts|enrolment|provider\/id|admin\/registrations)|registration)\/)(?!(?:resume|update)(?:[/?]|$))[^/?]+/;

/**
 * The path with e-mail addresses and capability tokens masked, and the query string reduced to its
 * parameter names.
 */
export function maskUrl(url: string | undefined): string {
  if (!url) return '';
  // Anchored, and its first characters rule most paths out at once (this runs for every request's log line).
  url = url.replace(ID_PATH, '$1…');
  // Most URLs have neither: no split, no regular expression (this runs for every request's log line).
  if (!url.includes('?') && !url.includes('@') && !url.includes('%40')) return url;
  const [path, query] = url.split('?', 2);
  const masked = maskEmail(path);
  if (!query) return masked;
  const names = [...new URLSearchParams(query).keys()];
  return `${masked}?${names.map((n) => `${n}=…`).join('&')}`;
}
